// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/widget/Toast.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
package android.widget;

public class Toast {

	public Toast(android.content.Context context) { throw new RuntimeException("Stub!"); }

	public void show() { throw new RuntimeException("Stub!"); }

	public void cancel() { throw new RuntimeException("Stub!"); }

	public void setView(android.view.View view) { throw new RuntimeException("Stub!"); }

	public android.view.View getView() { throw new RuntimeException("Stub!"); }

	public void setDuration(int duration) { throw new RuntimeException("Stub!"); }

	public int getDuration() { throw new RuntimeException("Stub!"); }

	public void setMargin(float horizontalMargin, float verticalMargin) { throw new RuntimeException("Stub!"); }

	public float getHorizontalMargin() { throw new RuntimeException("Stub!"); }

	public float getVerticalMargin() { throw new RuntimeException("Stub!"); }

	public void setGravity(int gravity, int xOffset, int yOffset) { throw new RuntimeException("Stub!"); }

	public int getGravity() { throw new RuntimeException("Stub!"); }

	public int getXOffset() { throw new RuntimeException("Stub!"); }

	public int getYOffset() { throw new RuntimeException("Stub!"); }

	public static android.widget.Toast makeText(android.content.Context context, CharSequence text, int duration) { throw new RuntimeException("Stub!"); }

	public static android.widget.Toast makeText(android.content.Context context, int resId, int duration) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public void setText(int resId) { throw new RuntimeException("Stub!"); }

	public void setText(CharSequence s) { throw new RuntimeException("Stub!"); }

	public static final int LENGTH_LONG = 1;

	public static final int LENGTH_SHORT = 0;
}
