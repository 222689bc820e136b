package android.widget;

public class ProgressBar {

	public ProgressBar(android.content.Context context) {
		super(context);
	}

	public ProgressBar(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
	}

	public ProgressBar(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		super(context, attrs);
	}

	public ProgressBar(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs);
	}

	protected void onAttachedToWindow() {
		super.onAttachedToWindow();
	}

	protected void onDetachedFromWindow() {
		super.onDetachedFromWindow();
	}
}
