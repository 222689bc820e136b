// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/view/accessibility/AccessibilityEventSource.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
// sendAccessibilityEventUnchecked is not mirrored (it takes an AccessibilityEvent).
package android.view.accessibility;

public interface AccessibilityEventSource {

	public void sendAccessibilityEvent(int eventType);
}
