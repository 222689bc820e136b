// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/util/SparseArray.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.util;

public class SparseArray<E> implements Cloneable {

	public SparseArray() { throw new RuntimeException("Stub!"); }

	public SparseArray(int initialCapacity) { throw new RuntimeException("Stub!"); }

	public E get(int key) { throw new RuntimeException("Stub!"); }

	public E get(int key, E valueIfKeyNotFound) { throw new RuntimeException("Stub!"); }

	public void remove(int key) { throw new RuntimeException("Stub!"); }

	public void put(int key, E value) { throw new RuntimeException("Stub!"); }

	public int size() { throw new RuntimeException("Stub!"); }

	public void clear() { throw new RuntimeException("Stub!"); }
}
