// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/text/TextUtils.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.text;

@SuppressWarnings("rawtypes")
public class TextUtils {

	private TextUtils() { throw new RuntimeException("Stub!"); }

	public static String join(CharSequence delimiter, Object[] tokens) { throw new RuntimeException("Stub!"); }

	public static String join(CharSequence delimiter, Iterable tokens) { throw new RuntimeException("Stub!"); }

	public static String[] split(String text, String expression) { throw new RuntimeException("Stub!"); }

	public static String[] split(String text, java.util.regex.Pattern pattern) { throw new RuntimeException("Stub!"); }

	public static boolean isEmpty(CharSequence str) { throw new RuntimeException("Stub!"); }

	public static boolean equals(CharSequence a, CharSequence b) { throw new RuntimeException("Stub!"); }

	public static String htmlEncode(String s) { throw new RuntimeException("Stub!"); }

	public static boolean isDigitsOnly(CharSequence str) { throw new RuntimeException("Stub!"); }
}
