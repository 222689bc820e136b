// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/app/Activity.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
// Its interfaces LayoutInflater.Factory2, Window.Callback, View.OnCreateContextMenuListener and ComponentCallbacks2 are named only.
package android.app;

public class Activity extends android.view.ContextThemeWrapper implements android.view.LayoutInflater.Factory2, android.view.Window.Callback, android.view.KeyEvent.Callback, android.view.View.OnCreateContextMenuListener, android.content.ComponentCallbacks2 {

	public Activity() { throw new RuntimeException("Stub!"); }

	public <T extends android.view.View> T findViewById(int id) { throw new RuntimeException("Stub!"); }

	protected void onCreate(android.os.Bundle savedInstanceState) { throw new RuntimeException("Stub!"); }

	public void onCreate(android.os.Bundle savedInstanceState, android.os.PersistableBundle persistentState) { throw new RuntimeException("Stub!"); }

	public void setContentView(int layoutResID) { throw new RuntimeException("Stub!"); }

	public void setContentView(android.view.View view) { throw new RuntimeException("Stub!"); }

	public void setContentView(android.view.View view, android.view.ViewGroup.LayoutParams params) { throw new RuntimeException("Stub!"); }

	public boolean onKeyDown(int keyCode, android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public boolean onKeyLongPress(int keyCode, android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public boolean onKeyUp(int keyCode, android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public boolean onKeyMultiple(int keyCode, int repeatCount, android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public android.view.LayoutInflater getLayoutInflater() { throw new RuntimeException("Stub!"); }

	public boolean isFinishing() { throw new RuntimeException("Stub!"); }

	public void finish() { throw new RuntimeException("Stub!"); }

	public Object getSystemService(String name) { throw new RuntimeException("Stub!"); }

	public void setTitle(CharSequence title) { throw new RuntimeException("Stub!"); }

	public void setTitle(int titleId) { throw new RuntimeException("Stub!"); }

	public final CharSequence getTitle() { throw new RuntimeException("Stub!"); }

	public final void runOnUiThread(Runnable action) { throw new RuntimeException("Stub!"); }
}
