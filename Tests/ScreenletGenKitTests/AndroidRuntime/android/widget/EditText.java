package android.widget;

/** What a person types: `screenletgen.runtime.Screen.type` sets it as the keyboard would. */
public class EditText {

	public EditText(android.content.Context context) {
		super(context);
	}

	public EditText(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
	}

	public EditText(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		super(context, attrs);
	}

	public EditText(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs);
	}

	public android.text.Editable getText() {
		return (android.text.Editable) super.getText();
	}

	public void setText(CharSequence text, android.widget.TextView.BufferType type) {
		super.setText(text, type);
	}

	/** An EditText keeps its text through a configuration change. */
	public boolean getFreezesText() {
		return true;
	}
}
