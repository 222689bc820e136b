package screenletgen.runtime;

/** What a widget saves of its own (TextView's, CompoundButton's, DatePicker's SavedState): an editable text, checked, a day. */
public final class WidgetState extends android.view.View.BaseSavedState {

	public CharSequence text;
	public boolean checked;
	public int year;
	public int month;
	public int dayOfMonth;

	public WidgetState(android.os.Parcelable superState) {
		super(superState);
	}
}
