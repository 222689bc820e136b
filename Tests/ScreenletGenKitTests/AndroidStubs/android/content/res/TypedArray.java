// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/content/res/TypedArray.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
// Not mirrored (a type in their signatures is not stubbed): getFont getValue peekValue
package android.content.res;

public class TypedArray {

	TypedArray() { throw new RuntimeException("Stub!"); }

	public int length() { throw new RuntimeException("Stub!"); }

	public int getIndexCount() { throw new RuntimeException("Stub!"); }

	public int getIndex(int at) { throw new RuntimeException("Stub!"); }

	public android.content.res.Resources getResources() { throw new RuntimeException("Stub!"); }

	public CharSequence getText(int index) { throw new RuntimeException("Stub!"); }

	public String getString(int index) { throw new RuntimeException("Stub!"); }

	public String getNonResourceString(int index) { throw new RuntimeException("Stub!"); }

	public boolean getBoolean(int index, boolean defValue) { throw new RuntimeException("Stub!"); }

	public int getInt(int index, int defValue) { throw new RuntimeException("Stub!"); }

	public float getFloat(int index, float defValue) { throw new RuntimeException("Stub!"); }

	public int getColor(int index, int defValue) { throw new RuntimeException("Stub!"); }

	public android.content.res.ColorStateList getColorStateList(int index) { throw new RuntimeException("Stub!"); }

	public int getInteger(int index, int defValue) { throw new RuntimeException("Stub!"); }

	public float getDimension(int index, float defValue) { throw new RuntimeException("Stub!"); }

	public int getDimensionPixelOffset(int index, int defValue) { throw new RuntimeException("Stub!"); }

	public int getDimensionPixelSize(int index, int defValue) { throw new RuntimeException("Stub!"); }

	public int getLayoutDimension(int index, String name) { throw new RuntimeException("Stub!"); }

	public int getLayoutDimension(int index, int defValue) { throw new RuntimeException("Stub!"); }

	public float getFraction(int index, int base, int pbase, float defValue) { throw new RuntimeException("Stub!"); }

	public int getResourceId(int index, int defValue) { throw new RuntimeException("Stub!"); }

	public android.graphics.drawable.Drawable getDrawable(int index) { throw new RuntimeException("Stub!"); }

	public CharSequence[] getTextArray(int index) { throw new RuntimeException("Stub!"); }

	public int getType(int index) { throw new RuntimeException("Stub!"); }

	public int getSourceResourceId(int index, int defaultValue) { throw new RuntimeException("Stub!"); }

	public boolean hasValue(int index) { throw new RuntimeException("Stub!"); }

	public boolean hasValueOrEmpty(int index) { throw new RuntimeException("Stub!"); }

	public String getPositionDescription() { throw new RuntimeException("Stub!"); }

	public void recycle() { throw new RuntimeException("Stub!"); }

	public int getChangingConfigurations() { throw new RuntimeException("Stub!"); }

	public String toString() { throw new RuntimeException("Stub!"); }
}
