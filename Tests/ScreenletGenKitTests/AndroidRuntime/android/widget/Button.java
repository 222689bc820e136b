package android.widget;

public class Button {

	public Button(android.content.Context context) {
		super(context);
	}

	public Button(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
	}

	public Button(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		super(context, attrs);
	}

	public Button(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs);
	}
}
