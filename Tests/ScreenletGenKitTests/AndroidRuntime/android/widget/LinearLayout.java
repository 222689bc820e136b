package android.widget;

public class LinearLayout {

	public LinearLayout(android.content.Context context) {
		super(context);
	}

	public LinearLayout(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
	}

	public LinearLayout(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		super(context, attrs);
	}

	public LinearLayout(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs);
	}
}
