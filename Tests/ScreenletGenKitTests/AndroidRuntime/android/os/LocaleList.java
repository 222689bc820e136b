package android.os;

/** The device's languages in order: the scenario's (setDefault), else the JVM's one locale, as an Android device with one language. */
public final class LocaleList implements android.os.Parcelable {

	private static LocaleList set;
	private final java.util.Locale[] locales;

	public LocaleList(java.util.Locale... list) {
		locales = list.clone();
	}

	public java.util.Locale get(int index) {
		return index >= 0 && index < locales.length ? locales[index] : null;
	}

	public boolean isEmpty() {
		return locales.length == 0;
	}

	public int size() {
		return locales.length;
	}

	public static android.os.LocaleList getDefault() {
		return set != null ? set : new LocaleList(java.util.Locale.getDefault());
	}

	public static void setDefault(android.os.LocaleList locales) {
		set = java.util.Objects.requireNonNull(locales, "locales");
	}

	/** A scenario's fresh start: the JVM's one locale. */
	public static void screenletgenReset() {
		set = null;
	}
}
