// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/content/ContextWrapper.java (Android API 29's public API stubs, the source of android.jar).
// Members: those screenlets use, each overload set whole.
package android.content;

public class ContextWrapper extends android.content.Context {

	public ContextWrapper(android.content.Context base) { throw new RuntimeException("Stub!"); }

	protected void attachBaseContext(android.content.Context base) { throw new RuntimeException("Stub!"); }

	public android.content.Context getBaseContext() { throw new RuntimeException("Stub!"); }

	public android.content.res.Resources getResources() { throw new RuntimeException("Stub!"); }

	public android.os.Looper getMainLooper() { throw new RuntimeException("Stub!"); }

	public android.content.Context getApplicationContext() { throw new RuntimeException("Stub!"); }

	public void setTheme(int resid) { throw new RuntimeException("Stub!"); }

	public android.content.res.Resources.Theme getTheme() { throw new RuntimeException("Stub!"); }

	public ClassLoader getClassLoader() { throw new RuntimeException("Stub!"); }

	public String getPackageName() { throw new RuntimeException("Stub!"); }

	public java.io.File getFilesDir() { throw new RuntimeException("Stub!"); }

	public java.io.File getCacheDir() { throw new RuntimeException("Stub!"); }

	public Object getSystemService(String name) { throw new RuntimeException("Stub!"); }

	public String getSystemServiceName(Class<?> serviceClass) { throw new RuntimeException("Stub!"); }
}
