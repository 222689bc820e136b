// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/os/Build.java (Android API 29's public API stubs, the source of android.jar).
// Members: only the API level generated code asks for (Build.VERSION.SDK_INT); the rest of Build is not mirrored.
package android.os;

public class Build {

	public Build() { throw new RuntimeException("Stub!"); }

	public static class VERSION {

		public VERSION() { throw new RuntimeException("Stub!"); }

		public static final int SDK_INT;
		static { SDK_INT = 0; }
	}
}
