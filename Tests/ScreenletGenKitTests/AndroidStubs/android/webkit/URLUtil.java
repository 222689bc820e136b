// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/webkit/URLUtil.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
package android.webkit;

public final class URLUtil {

	public URLUtil() { throw new RuntimeException("Stub!"); }

	public static String guessUrl(String inUrl) { throw new RuntimeException("Stub!"); }

	public static String composeSearchUrl(String inQuery, String template, String queryPlaceHolder) { throw new RuntimeException("Stub!"); }

	public static byte[] decode(byte[] url) throws IllegalArgumentException { throw new RuntimeException("Stub!"); }

	public static boolean isAssetUrl(String url) { throw new RuntimeException("Stub!"); }

	@Deprecated public static boolean isCookielessProxyUrl(String url) { throw new RuntimeException("Stub!"); }

	public static boolean isFileUrl(String url) { throw new RuntimeException("Stub!"); }

	public static boolean isAboutUrl(String url) { throw new RuntimeException("Stub!"); }

	public static boolean isDataUrl(String url) { throw new RuntimeException("Stub!"); }

	public static boolean isJavaScriptUrl(String url) { throw new RuntimeException("Stub!"); }

	public static boolean isHttpUrl(String url) { throw new RuntimeException("Stub!"); }

	public static boolean isHttpsUrl(String url) { throw new RuntimeException("Stub!"); }

	public static boolean isNetworkUrl(String url) { throw new RuntimeException("Stub!"); }

	public static boolean isContentUrl(String url) { throw new RuntimeException("Stub!"); }

	public static boolean isValidUrl(String url) { throw new RuntimeException("Stub!"); }

	public static String stripAnchor(String url) { throw new RuntimeException("Stub!"); }

	public static String guessFileName(String url, String contentDisposition, String mimeType) { throw new RuntimeException("Stub!"); }
}
