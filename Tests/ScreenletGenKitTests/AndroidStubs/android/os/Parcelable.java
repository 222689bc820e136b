// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/os/Parcelable.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
package android.os;

public interface Parcelable {

	public int describeContents();

	public void writeToParcel(android.os.Parcel dest, int flags);

	public static final int CONTENTS_FILE_DESCRIPTOR = 1;

	public static final int PARCELABLE_WRITE_RETURN_VALUE = 1;

	public static interface Creator<T> {

		public T createFromParcel(android.os.Parcel source);

		public T[] newArray(int size);
	}

	public static interface ClassLoaderCreator<T> extends android.os.Parcelable.Creator<T> {

		public T createFromParcel(android.os.Parcel source, ClassLoader loader);
	}
}
