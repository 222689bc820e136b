// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/view/ViewTreeObserver.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.view;

public final class ViewTreeObserver {

	ViewTreeObserver() { throw new RuntimeException("Stub!"); }

	public void addOnPreDrawListener(android.view.ViewTreeObserver.OnPreDrawListener listener) { throw new RuntimeException("Stub!"); }

	public void removeOnPreDrawListener(android.view.ViewTreeObserver.OnPreDrawListener victim) { throw new RuntimeException("Stub!"); }

	public boolean isAlive() { throw new RuntimeException("Stub!"); }

	public static interface OnPreDrawListener {

		public boolean onPreDraw();
	}
}
