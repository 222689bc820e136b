package android.app;

/** A dialog on the screen: shown, and gone when dismissed or cancelled (a tap outside it, Back). */
public class Dialog {

	public Dialog(android.content.Context context) {
	}

	public void show() {
	}

	public void dismiss() {
		screenletgen.runtime.ShownDialog.dismiss(this);
	}

	public void cancel() {
		dismiss();
	}
}
