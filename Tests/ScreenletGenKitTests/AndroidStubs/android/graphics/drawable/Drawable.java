// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/graphics/drawable/Drawable.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
// setColorFilter is named (its types are not stubbed) and so left out: with it, the abstract methods draw, setAlpha and getOpacity.
package android.graphics.drawable;

public abstract class Drawable {

	public Drawable() { throw new RuntimeException("Stub!"); }

	public abstract void draw(android.graphics.Canvas canvas);

	public void setBounds(int left, int top, int right, int bottom) { throw new RuntimeException("Stub!"); }

	public void setBounds(android.graphics.Rect bounds) { throw new RuntimeException("Stub!"); }

	public abstract void setAlpha(int alpha);

	public void setTint(int tintColor) { throw new RuntimeException("Stub!"); }

	@Deprecated public abstract int getOpacity();

	public int getIntrinsicWidth() { throw new RuntimeException("Stub!"); }

	public int getIntrinsicHeight() { throw new RuntimeException("Stub!"); }

	public android.graphics.drawable.Drawable mutate() { throw new RuntimeException("Stub!"); }

	public static interface Callback {

		public void invalidateDrawable(android.graphics.drawable.Drawable who);

		public void scheduleDrawable(android.graphics.drawable.Drawable who, Runnable what, long when);

		public void unscheduleDrawable(android.graphics.drawable.Drawable who, Runnable what);
	}
}
