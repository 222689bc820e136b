// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/util/Pair.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
package android.util;

public class Pair<F, S> {

	public Pair(F first, S second) { throw new RuntimeException("Stub!"); }

	public boolean equals(Object o) { throw new RuntimeException("Stub!"); }

	public int hashCode() { throw new RuntimeException("Stub!"); }

	public String toString() { throw new RuntimeException("Stub!"); }

	public static <A, B> android.util.Pair<A,B> create(A a, B b) { throw new RuntimeException("Stub!"); }

	public final F first;

	public final S second;

	{ first = null; second = null; }
}
