// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/graphics/Rect.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.graphics;

public final class Rect implements android.os.Parcelable {

	public Rect() { throw new RuntimeException("Stub!"); }

	public Rect(int left, int top, int right, int bottom) { throw new RuntimeException("Stub!"); }

	public Rect(android.graphics.Rect r) { throw new RuntimeException("Stub!"); }

	public boolean isEmpty() { throw new RuntimeException("Stub!"); }

	public int width() { throw new RuntimeException("Stub!"); }

	public int height() { throw new RuntimeException("Stub!"); }

	public void set(int left, int top, int right, int bottom) { throw new RuntimeException("Stub!"); }

	public void set(android.graphics.Rect src) { throw new RuntimeException("Stub!"); }

	public int describeContents() { throw new RuntimeException("Stub!"); }

	public void writeToParcel(android.os.Parcel out, int flags) { throw new RuntimeException("Stub!"); }

	public int bottom;

	public int left;

	public int right;

	public int top;
}
