package android.widget;

/** A toast shown is a line of the transcript. */
public class Toast {

	private CharSequence text;

	public Toast(android.content.Context context) {
	}

	public void show() {
		screenletgen.runtime.Transcript.record("toast: " + String.valueOf(text).replace("\n", "\\n"));
	}

	public static android.widget.Toast makeText(android.content.Context context, CharSequence text, int duration) {
		Toast toast = new Toast(context);
		toast.text = text;
		return toast;
	}

	public void setText(CharSequence s) {
		this.text = s;
	}
}
