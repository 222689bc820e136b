// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/os/Looper.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.os;

public final class Looper {

	private Looper() { throw new RuntimeException("Stub!"); }

	public static android.os.Looper getMainLooper() { throw new RuntimeException("Stub!"); }

	public static android.os.Looper myLooper() { throw new RuntimeException("Stub!"); }
}
