package android.util;

/** RFC 2045 Base64 as Android's: NO_WRAP one line, DEFAULT with line breaks every 76 characters (the model encodes NO_WRAP only). */
public class Base64 {

	public static byte[] decode(java.lang.String str, int flags) {
		return java.util.Base64.getMimeDecoder().decode(str);
	}

	public static java.lang.String encodeToString(byte[] input, int flags) {
		if (flags != NO_WRAP) {
			throw new AssertionError("the Android model encodes NO_WRAP only");
		}
		return java.util.Base64.getEncoder().encodeToString(input);
	}
}
