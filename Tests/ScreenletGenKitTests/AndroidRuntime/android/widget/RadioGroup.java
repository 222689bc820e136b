package android.widget;

/** One of its RadioButtons checked, or none (-1); a check tells the listener. */
public class RadioGroup {

	private int checkedId = -1;
	private android.widget.RadioGroup.OnCheckedChangeListener listener;

	public RadioGroup(android.content.Context context) {
		super(context);
	}

	public RadioGroup(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
	}

	public void check(int id) {
		if (id == checkedId) {
			return;
		}
		checkedId = id;
		protectFromCheckedChange = true;
		for (int index = 0; index < getChildCount(); index++) {
			android.view.View child = getChildAt(index);
			if (child instanceof RadioButton) {
				((RadioButton) child).screenletgenSetChecked(child.getId() == id);
			}
		}
		protectFromCheckedChange = false;
		if (listener != null) {
			listener.onCheckedChanged(this, id);
		}
	}

	private boolean protectFromCheckedChange;

	/**
	 * RadioGroup's CheckedStateTracker: a button's own change (its restored state) unchecks the
	 * button checked so far, then makes the changed one the group's checked id, told to the
	 * listener, whether the change checked it or not.
	 */
	void screenletgenTrack(RadioButton button) {
		if (protectFromCheckedChange) {
			return;
		}
		protectFromCheckedChange = true;
		if (checkedId != -1) {
			android.view.View checked = findViewById(checkedId);
			if (checked instanceof RadioButton) {
				((RadioButton) checked).setChecked(false);
			}
		}
		protectFromCheckedChange = false;
		checkedId = button.getId();
		if (listener != null) {
			listener.onCheckedChanged(this, checkedId);
		}
	}

	public int getCheckedRadioButtonId() {
		return checkedId;
	}

	public void clearCheck() {
		check(-1);
	}

	public void setOnCheckedChangeListener(android.widget.RadioGroup.OnCheckedChangeListener listener) {
		this.listener = listener;
	}
}
