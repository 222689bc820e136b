// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/util/Log.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
package android.util;

public final class Log {

	private Log() { throw new RuntimeException("Stub!"); }

	public static int v(String tag, String msg) { throw new RuntimeException("Stub!"); }

	public static int v(String tag, String msg, Throwable tr) { throw new RuntimeException("Stub!"); }

	public static int d(String tag, String msg) { throw new RuntimeException("Stub!"); }

	public static int d(String tag, String msg, Throwable tr) { throw new RuntimeException("Stub!"); }

	public static int i(String tag, String msg) { throw new RuntimeException("Stub!"); }

	public static int i(String tag, String msg, Throwable tr) { throw new RuntimeException("Stub!"); }

	public static int w(String tag, String msg) { throw new RuntimeException("Stub!"); }

	public static int w(String tag, String msg, Throwable tr) { throw new RuntimeException("Stub!"); }

	public static int w(String tag, Throwable tr) { throw new RuntimeException("Stub!"); }

	public static boolean isLoggable(String tag, int level) { throw new RuntimeException("Stub!"); }

	public static int e(String tag, String msg) { throw new RuntimeException("Stub!"); }

	public static int e(String tag, String msg, Throwable tr) { throw new RuntimeException("Stub!"); }

	public static int wtf(String tag, String msg) { throw new RuntimeException("Stub!"); }

	public static int wtf(String tag, Throwable tr) { throw new RuntimeException("Stub!"); }

	public static int wtf(String tag, String msg, Throwable tr) { throw new RuntimeException("Stub!"); }

	public static String getStackTraceString(Throwable tr) { throw new RuntimeException("Stub!"); }

	public static int println(int priority, String tag, String msg) { throw new RuntimeException("Stub!"); }

	public static final int ASSERT = 7;

	public static final int DEBUG = 3;

	public static final int ERROR = 6;

	public static final int INFO = 4;

	public static final int VERBOSE = 2;

	public static final int WARN = 5;
}
