// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/view/MotionEvent.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.view;

public final class MotionEvent extends android.view.InputEvent implements android.os.Parcelable {

	private MotionEvent() { throw new RuntimeException("Stub!"); }

	public int getAction() { throw new RuntimeException("Stub!"); }

	public float getX() { throw new RuntimeException("Stub!"); }

	public float getX(int pointerIndex) { throw new RuntimeException("Stub!"); }

	public float getY() { throw new RuntimeException("Stub!"); }

	public float getY(int pointerIndex) { throw new RuntimeException("Stub!"); }

	public void writeToParcel(android.os.Parcel out, int flags) { throw new RuntimeException("Stub!"); }
}
