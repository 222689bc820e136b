// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/view/KeyEvent.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.view;

public class KeyEvent extends android.view.InputEvent implements android.os.Parcelable {

	public KeyEvent(int action, int code) { throw new RuntimeException("Stub!"); }

	public KeyEvent(long downTime, long eventTime, int action, int code, int repeat) { throw new RuntimeException("Stub!"); }

	public KeyEvent(long downTime, long eventTime, int action, int code, int repeat, int metaState) { throw new RuntimeException("Stub!"); }

	public KeyEvent(long downTime, long eventTime, int action, int code, int repeat, int metaState, int deviceId, int scancode) { throw new RuntimeException("Stub!"); }

	public KeyEvent(long downTime, long eventTime, int action, int code, int repeat, int metaState, int deviceId, int scancode, int flags) { throw new RuntimeException("Stub!"); }

	public KeyEvent(long downTime, long eventTime, int action, int code, int repeat, int metaState, int deviceId, int scancode, int flags, int source) { throw new RuntimeException("Stub!"); }

	public KeyEvent(long time, String characters, int deviceId, int flags) { throw new RuntimeException("Stub!"); }

	public KeyEvent(android.view.KeyEvent origEvent) { throw new RuntimeException("Stub!"); }

	@Deprecated public KeyEvent(android.view.KeyEvent origEvent, long eventTime, int newRepeat) { throw new RuntimeException("Stub!"); }

	public final int getAction() { throw new RuntimeException("Stub!"); }

	public final int getKeyCode() { throw new RuntimeException("Stub!"); }

	public void writeToParcel(android.os.Parcel out, int flags) { throw new RuntimeException("Stub!"); }

	public static interface Callback {

		public boolean onKeyDown(int keyCode, android.view.KeyEvent event);

		public boolean onKeyLongPress(int keyCode, android.view.KeyEvent event);

		public boolean onKeyUp(int keyCode, android.view.KeyEvent event);

		public boolean onKeyMultiple(int keyCode, int count, android.view.KeyEvent event);
	}
}
