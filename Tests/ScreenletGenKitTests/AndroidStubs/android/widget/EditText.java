// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/widget/EditText.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
// Not mirrored (a type in their signatures is not stubbed): getDefaultMovementMethod setEllipsize
package android.widget;

public class EditText extends android.widget.TextView {

	public EditText(android.content.Context context) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public EditText(android.content.Context context, android.util.AttributeSet attrs) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public EditText(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public EditText(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public boolean getFreezesText() { throw new RuntimeException("Stub!"); }

	protected boolean getDefaultEditable() { throw new RuntimeException("Stub!"); }

	public android.text.Editable getText() { throw new RuntimeException("Stub!"); }

	public void setText(CharSequence text, android.widget.TextView.BufferType type) { throw new RuntimeException("Stub!"); }

	public void setSelection(int start, int stop) { throw new RuntimeException("Stub!"); }

	public void setSelection(int index) { throw new RuntimeException("Stub!"); }

	public void selectAll() { throw new RuntimeException("Stub!"); }

	public void extendSelection(int index) { throw new RuntimeException("Stub!"); }

	public CharSequence getAccessibilityClassName() { throw new RuntimeException("Stub!"); }
}
