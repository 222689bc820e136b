package android.widget;

public class FrameLayout {

	public FrameLayout(android.content.Context context) {
		super(context);
	}

	public FrameLayout(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
	}

	public FrameLayout(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		super(context, attrs);
	}

	public FrameLayout(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs);
	}
}
