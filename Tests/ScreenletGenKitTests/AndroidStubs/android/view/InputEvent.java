// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/view/InputEvent.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.view;

public abstract class InputEvent implements android.os.Parcelable {

	InputEvent() { throw new RuntimeException("Stub!"); }

	public int describeContents() { throw new RuntimeException("Stub!"); }
}
