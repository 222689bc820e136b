// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/widget/RadioButton.java (Android API 29's public API stubs, the source of android.jar).
// Members: the constructors (a layout's tag).
package android.widget;

public class RadioButton extends android.widget.CompoundButton {

	public RadioButton(android.content.Context context) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public RadioButton(android.content.Context context, android.util.AttributeSet attrs) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public RadioButton(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public RadioButton(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }
}
