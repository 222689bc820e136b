// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/content/res/Resources.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
// Its one public constructor (deprecated) is not mirrored: a package-private one stands for it.
package android.content.res;

@SuppressWarnings("serial")
public class Resources {

	public CharSequence getText(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public CharSequence getText(int id, CharSequence def) { throw new RuntimeException("Stub!"); }

	public String getString(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public String getString(int id, Object... formatArgs) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public String getQuantityString(int id, int quantity, Object... formatArgs) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public String getQuantityString(int id, int quantity) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public String[] getStringArray(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public float getDimension(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public int getDimensionPixelOffset(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public int getDimensionPixelSize(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	@Deprecated public android.graphics.drawable.Drawable getDrawable(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public android.graphics.drawable.Drawable getDrawable(int id, android.content.res.Resources.Theme theme) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	@Deprecated public int getColor(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public int getColor(int id, android.content.res.Resources.Theme theme) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	@Deprecated public android.content.res.ColorStateList getColorStateList(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public android.content.res.ColorStateList getColorStateList(int id, android.content.res.Resources.Theme theme) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public boolean getBoolean(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public int getInteger(int id) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public final android.content.res.Resources.Theme newTheme() { throw new RuntimeException("Stub!"); }

	public android.content.res.TypedArray obtainAttributes(android.util.AttributeSet set, int[] attrs) { throw new RuntimeException("Stub!"); }

	public int getIdentifier(String name, String defType, String defPackage) { throw new RuntimeException("Stub!"); }

	public String getResourceName(int resid) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public String getResourceEntryName(int resid) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	Resources() { throw new RuntimeException("Stub!"); }

	public final class Theme {

		private Theme() { throw new RuntimeException("Stub!"); }

		public void applyStyle(int resId, boolean force) { throw new RuntimeException("Stub!"); }

		public android.content.res.TypedArray obtainStyledAttributes(int[] attrs) { throw new RuntimeException("Stub!"); }

		public android.content.res.TypedArray obtainStyledAttributes(int resId, int[] attrs) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

		public android.content.res.TypedArray obtainStyledAttributes(android.util.AttributeSet set, int[] attrs, int defStyleAttr, int defStyleRes) { throw new RuntimeException("Stub!"); }

		public android.content.res.Resources getResources() { throw new RuntimeException("Stub!"); }
	}

	public static class NotFoundException extends RuntimeException {

		public NotFoundException() { throw new RuntimeException("Stub!"); }

		public NotFoundException(String name) { throw new RuntimeException("Stub!"); }

		public NotFoundException(String name, Exception cause) { throw new RuntimeException("Stub!"); }
	}
}
