// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/widget/DatePicker.java (Android API 29's public API stubs, the source of android.jar).
// Members: the ones screenlets use, each overload set whole; the listener it names, without members.
package android.widget;

public class DatePicker extends android.widget.FrameLayout {

	public DatePicker(android.content.Context context) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public DatePicker(android.content.Context context, android.util.AttributeSet attrs) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public DatePicker(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public DatePicker(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public void init(int year, int monthOfYear, int dayOfMonth, android.widget.DatePicker.OnDateChangedListener onDateChangedListener) { throw new RuntimeException("Stub!"); }

	public void updateDate(int year, int month, int dayOfMonth) { throw new RuntimeException("Stub!"); }

	public int getYear() { throw new RuntimeException("Stub!"); }

	public int getMonth() { throw new RuntimeException("Stub!"); }

	public int getDayOfMonth() { throw new RuntimeException("Stub!"); }

	public static interface OnDateChangedListener {

		public void onDateChanged(android.widget.DatePicker view, int year, int monthOfYear, int dayOfMonth);
	}
}
