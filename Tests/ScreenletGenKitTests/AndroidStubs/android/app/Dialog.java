// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/app/Dialog.java (Android API 29's public API stubs, the source of android.jar).
// Members: show, dismiss, cancel and those of the interfaces it implements that are stubbed with members (KeyEvent.Callback's).
// Its interfaces Window.Callback and View.OnCreateContextMenuListener are named only.
package android.app;

public class Dialog implements android.content.DialogInterface, android.view.Window.Callback, android.view.KeyEvent.Callback, android.view.View.OnCreateContextMenuListener {

	public Dialog(android.content.Context context) { throw new RuntimeException("Stub!"); }

	public Dialog(android.content.Context context, int themeResId) { throw new RuntimeException("Stub!"); }

	public void show() { throw new RuntimeException("Stub!"); }

	public void dismiss() { throw new RuntimeException("Stub!"); }

	public void cancel() { throw new RuntimeException("Stub!"); }

	public boolean onKeyDown(int keyCode, android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public boolean onKeyLongPress(int keyCode, android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public boolean onKeyUp(int keyCode, android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public boolean onKeyMultiple(int keyCode, int repeatCount, android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }
}
