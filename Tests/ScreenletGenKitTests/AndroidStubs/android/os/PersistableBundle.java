// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/os/PersistableBundle.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.os;

public final class PersistableBundle extends android.os.BaseBundle implements Cloneable, android.os.Parcelable {

	public PersistableBundle() { throw new RuntimeException("Stub!"); }

	public PersistableBundle(int capacity) { throw new RuntimeException("Stub!"); }

	public PersistableBundle(android.os.PersistableBundle b) { throw new RuntimeException("Stub!"); }

	public void putPersistableBundle(String key, android.os.PersistableBundle value) { throw new RuntimeException("Stub!"); }

	public android.os.PersistableBundle getPersistableBundle(String key) { throw new RuntimeException("Stub!"); }

	public int describeContents() { throw new RuntimeException("Stub!"); }

	public void writeToParcel(android.os.Parcel parcel, int flags) { throw new RuntimeException("Stub!"); }
}
