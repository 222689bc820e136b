// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/graphics/Bitmap.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.graphics;

public final class Bitmap implements android.os.Parcelable {

	Bitmap() { throw new RuntimeException("Stub!"); }

	public int getWidth() { throw new RuntimeException("Stub!"); }

	public int getHeight() { throw new RuntimeException("Stub!"); }

	public int describeContents() { throw new RuntimeException("Stub!"); }

	public void writeToParcel(android.os.Parcel p, int flags) { throw new RuntimeException("Stub!"); }
}
