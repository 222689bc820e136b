// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/util/Base64.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
package android.util;

public class Base64 {

	private Base64() { throw new RuntimeException("Stub!"); }

	public static byte[] decode(java.lang.String str, int flags) { throw new RuntimeException("Stub!"); }

	public static byte[] decode(byte[] input, int flags) { throw new RuntimeException("Stub!"); }

	public static byte[] decode(byte[] input, int offset, int len, int flags) { throw new RuntimeException("Stub!"); }

	public static java.lang.String encodeToString(byte[] input, int flags) { throw new RuntimeException("Stub!"); }

	public static java.lang.String encodeToString(byte[] input, int offset, int len, int flags) { throw new RuntimeException("Stub!"); }

	public static byte[] encode(byte[] input, int flags) { throw new RuntimeException("Stub!"); }

	public static byte[] encode(byte[] input, int offset, int len, int flags) { throw new RuntimeException("Stub!"); }

	public static final int CRLF = 4;

	public static final int DEFAULT = 0;

	public static final int NO_CLOSE = 16;

	public static final int NO_PADDING = 1;

	public static final int NO_WRAP = 2;

	public static final int URL_SAFE = 8;
}
