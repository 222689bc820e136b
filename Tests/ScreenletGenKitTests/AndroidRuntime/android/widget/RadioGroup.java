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
		for (int index = 0; index < getChildCount(); index++) {
			android.view.View child = getChildAt(index);
			if (child instanceof RadioButton) {
				((RadioButton) child).screenletgenSetChecked(child.getId() == id);
			}
		}
		if (listener != null) {
			listener.onCheckedChanged(this, id);
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
