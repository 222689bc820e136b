// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/content/res/ColorStateList.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.content.res;

public class ColorStateList implements android.os.Parcelable {

	public ColorStateList(int[][] states, int[] colors) { throw new RuntimeException("Stub!"); }

	public static android.content.res.ColorStateList valueOf(int color) { throw new RuntimeException("Stub!"); }

	public boolean isStateful() { throw new RuntimeException("Stub!"); }

	public int getDefaultColor() { throw new RuntimeException("Stub!"); }

	public int describeContents() { throw new RuntimeException("Stub!"); }

	public void writeToParcel(android.os.Parcel dest, int flags) { throw new RuntimeException("Stub!"); }
}
