// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/content/DialogInterface.java (Android API 29's public API stubs, the source of android.jar).
// Members: cancel, dismiss, the buttons' constants (the deprecated BUTTON1…3 left out) and the OnClickListener a dialog's list and buttons take.
package android.content;

public interface DialogInterface {

	public void cancel();

	public void dismiss();

	public static final int BUTTON_NEGATIVE = -2;

	public static final int BUTTON_NEUTRAL = -3;

	public static final int BUTTON_POSITIVE = -1;

	public static interface OnClickListener {

		public void onClick(android.content.DialogInterface dialog, int which);
	}
}
