package android.widget;

/** A tap checks it (never unchecks it) and, in a RadioGroup, unchecks the others. */
public class RadioButton {

	public RadioButton(android.content.Context context) {
		super(context);
	}

	public RadioButton(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
	}

	public RadioButton(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		super(context, attrs);
	}

	public RadioButton(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs);
	}

	public void toggle() {
		if (!isChecked()) {
			if (getParent() instanceof RadioGroup) {
				((RadioGroup) getParent()).check(getId());
			} else {
				setChecked(true);
			}
		}
	}

	/** In a RadioGroup, a change of its own (a restored state) is tracked by the group. */
	void screenletgenCheckedChanged() {
		if (getParent() instanceof RadioGroup) {
			((RadioGroup) getParent()).screenletgenTrack(this);
		}
	}

	/** The model's: the group sets its buttons. */
	void screenletgenSetChecked(boolean checked) {
		super.setChecked(checked);
	}
}
