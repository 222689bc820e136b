// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/content/Context.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
// Context.getMainLooper is named (its type, Looper, is named only).
package android.content;

public abstract class Context {

	public Context() { throw new RuntimeException("Stub!"); }

	public abstract android.content.res.Resources getResources();

	public abstract android.os.Looper getMainLooper();

	public abstract android.content.Context getApplicationContext();

	public final CharSequence getText(int resId) { throw new RuntimeException("Stub!"); }

	public final String getString(int resId) { throw new RuntimeException("Stub!"); }

	public final String getString(int resId, Object... formatArgs) { throw new RuntimeException("Stub!"); }

	public final int getColor(int id) { throw new RuntimeException("Stub!"); }

	public final android.graphics.drawable.Drawable getDrawable(int id) { throw new RuntimeException("Stub!"); }

	public final android.content.res.ColorStateList getColorStateList(int id) { throw new RuntimeException("Stub!"); }

	public abstract void setTheme(int resid);

	public abstract android.content.res.Resources.Theme getTheme();

	public final android.content.res.TypedArray obtainStyledAttributes(int[] attrs) { throw new RuntimeException("Stub!"); }

	public final android.content.res.TypedArray obtainStyledAttributes(int resid, int[] attrs) throws android.content.res.Resources.NotFoundException { throw new RuntimeException("Stub!"); }

	public final android.content.res.TypedArray obtainStyledAttributes(android.util.AttributeSet set, int[] attrs) { throw new RuntimeException("Stub!"); }

	public final android.content.res.TypedArray obtainStyledAttributes(android.util.AttributeSet set, int[] attrs, int defStyleAttr, int defStyleRes) { throw new RuntimeException("Stub!"); }

	public abstract ClassLoader getClassLoader();

	public abstract String getPackageName();

	public abstract java.io.File getFilesDir();

	public abstract java.io.File getCacheDir();

	public abstract Object getSystemService(String name);

	public final <T> T getSystemService(Class<T> serviceClass) { throw new RuntimeException("Stub!"); }

	public abstract String getSystemServiceName(Class<?> serviceClass);
}
