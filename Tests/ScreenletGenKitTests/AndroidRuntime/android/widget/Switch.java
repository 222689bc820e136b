package android.widget;

public class Switch {

	public Switch(android.content.Context context) {
		super(context);
	}

	public Switch(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
	}

	public Switch(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		super(context, attrs);
	}

	public Switch(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs);
	}

	public void toggle() {
		super.toggle();
	}

	public void setChecked(boolean checked) {
		super.setChecked(checked);
	}
}
