// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/view/ViewManager.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
package android.view;

public interface ViewManager {

	public void addView(android.view.View view, android.view.ViewGroup.LayoutParams params);

	public void updateViewLayout(android.view.View view, android.view.ViewGroup.LayoutParams params);

	public void removeView(android.view.View view);
}
