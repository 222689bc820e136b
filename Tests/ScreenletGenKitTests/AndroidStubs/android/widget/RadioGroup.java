// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/widget/RadioGroup.java (Android API 29's public API stubs, the source of android.jar).
// Members: the ones screenlets use, each overload set whole, and its listener.
package android.widget;

public class RadioGroup extends android.widget.LinearLayout {

	public RadioGroup(android.content.Context context) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public RadioGroup(android.content.Context context, android.util.AttributeSet attrs) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public void check(int id) { throw new RuntimeException("Stub!"); }

	public int getCheckedRadioButtonId() { throw new RuntimeException("Stub!"); }

	public void clearCheck() { throw new RuntimeException("Stub!"); }

	public void setOnCheckedChangeListener(android.widget.RadioGroup.OnCheckedChangeListener listener) { throw new RuntimeException("Stub!"); }

	public static interface OnCheckedChangeListener {

		public void onCheckedChanged(android.widget.RadioGroup group, int checkedId);
	}
}
