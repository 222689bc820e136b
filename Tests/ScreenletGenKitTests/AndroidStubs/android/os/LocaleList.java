// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/os/LocaleList.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public one whose types are all stubbed here (not isPseudoLocale(ULocale) nor CREATOR).
package android.os;

public final class LocaleList implements android.os.Parcelable {

	public LocaleList(java.util.Locale... list) { throw new RuntimeException("Stub!"); }

	public java.util.Locale get(int index) { throw new RuntimeException("Stub!"); }

	public boolean isEmpty() { throw new RuntimeException("Stub!"); }

	public int size() { throw new RuntimeException("Stub!"); }

	public int indexOf(java.util.Locale locale) { throw new RuntimeException("Stub!"); }

	public boolean equals(java.lang.Object other) { throw new RuntimeException("Stub!"); }

	public int hashCode() { throw new RuntimeException("Stub!"); }

	public java.lang.String toString() { throw new RuntimeException("Stub!"); }

	public int describeContents() { throw new RuntimeException("Stub!"); }

	public void writeToParcel(android.os.Parcel dest, int parcelableFlags) { throw new RuntimeException("Stub!"); }

	public java.lang.String toLanguageTags() { throw new RuntimeException("Stub!"); }

	public static android.os.LocaleList getEmptyLocaleList() { throw new RuntimeException("Stub!"); }

	public static android.os.LocaleList forLanguageTags(java.lang.String list) { throw new RuntimeException("Stub!"); }

	public java.util.Locale getFirstMatch(java.lang.String[] supportedLocales) { throw new RuntimeException("Stub!"); }

	public static android.os.LocaleList getDefault() { throw new RuntimeException("Stub!"); }

	public static android.os.LocaleList getAdjustedDefault() { throw new RuntimeException("Stub!"); }

	public static void setDefault(android.os.LocaleList locales) { throw new RuntimeException("Stub!"); }
}
