// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/view/ContextThemeWrapper.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.view;

public class ContextThemeWrapper extends android.content.ContextWrapper {

	public ContextThemeWrapper() { super(null); throw new RuntimeException("Stub!"); }

	public ContextThemeWrapper(android.content.Context base, int themeResId) { super(null); throw new RuntimeException("Stub!"); }

	public ContextThemeWrapper(android.content.Context base, android.content.res.Resources.Theme theme) { super(null); throw new RuntimeException("Stub!"); }

	protected void attachBaseContext(android.content.Context newBase) { throw new RuntimeException("Stub!"); }

	public android.content.res.Resources getResources() { throw new RuntimeException("Stub!"); }

	public void setTheme(int resid) { throw new RuntimeException("Stub!"); }

	public void setTheme(android.content.res.Resources.Theme theme) { throw new RuntimeException("Stub!"); }

	public android.content.res.Resources.Theme getTheme() { throw new RuntimeException("Stub!"); }

	public Object getSystemService(String name) { throw new RuntimeException("Stub!"); }

	protected void onApplyThemeResource(android.content.res.Resources.Theme theme, int resId, boolean first) { throw new RuntimeException("Stub!"); }
}
