// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/app/AlertDialog.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use (its Builder's), each overload set whole; the Builder's list
// setters that take a ListAdapter or a Cursor are left out, as are AlertDialog's own setters and
// its deprecated THEME_ constants.
package android.app;

public class AlertDialog extends android.app.Dialog implements android.content.DialogInterface {

	protected AlertDialog(android.content.Context context) { super((android.content.Context) null); throw new RuntimeException("Stub!"); }

	protected AlertDialog(android.content.Context context, int themeResId) { super((android.content.Context) null); throw new RuntimeException("Stub!"); }

	public boolean onKeyDown(int keyCode, android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public boolean onKeyUp(int keyCode, android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public static class Builder {

		public Builder(android.content.Context context) { throw new RuntimeException("Stub!"); }

		public Builder(android.content.Context context, int themeResId) { throw new RuntimeException("Stub!"); }

		public android.content.Context getContext() { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setTitle(int titleId) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setTitle(java.lang.CharSequence title) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setMessage(int messageId) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setMessage(java.lang.CharSequence message) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setPositiveButton(int textId, android.content.DialogInterface.OnClickListener listener) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setPositiveButton(java.lang.CharSequence text, android.content.DialogInterface.OnClickListener listener) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setNegativeButton(int textId, android.content.DialogInterface.OnClickListener listener) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setNegativeButton(java.lang.CharSequence text, android.content.DialogInterface.OnClickListener listener) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setNeutralButton(int textId, android.content.DialogInterface.OnClickListener listener) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setNeutralButton(java.lang.CharSequence text, android.content.DialogInterface.OnClickListener listener) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setCancelable(boolean cancelable) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setItems(int itemsId, android.content.DialogInterface.OnClickListener listener) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog.Builder setItems(java.lang.CharSequence[] items, android.content.DialogInterface.OnClickListener listener) { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog create() { throw new RuntimeException("Stub!"); }

		public android.app.AlertDialog show() { throw new RuntimeException("Stub!"); }
	}
}
