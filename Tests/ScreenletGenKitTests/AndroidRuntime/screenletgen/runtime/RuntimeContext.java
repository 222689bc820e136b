package screenletgen.runtime;

import android.content.Context;
import android.content.res.Resources;
import java.util.Locale;

/** The application's context: its resources, package and language. */
public final class RuntimeContext extends Context {

	/** The device's language (the resources' configuration). */
	public static Locale locale = Locale.US;
	private static final RuntimeContext application = new RuntimeContext();
	private final Resources resources = RuntimeResources.resources();
	private final Resources.Theme theme = resources.newTheme();

	public static RuntimeContext application() {
		return application;
	}

	@Override
	public Resources getResources() {
		return resources;
	}

	@Override
	public android.os.Looper getMainLooper() {
		throw new UnsupportedOperationException("getMainLooper");
	}

	@Override
	public Context getApplicationContext() {
		return application;
	}

	@Override
	public void setTheme(int resid) {
	}

	@Override
	public Resources.Theme getTheme() {
		return theme;
	}

	@Override
	public ClassLoader getClassLoader() {
		return RuntimeContext.class.getClassLoader();
	}

	@Override
	public String getPackageName() {
		return RuntimeResources.packageName;
	}

	@Override
	public java.io.File getFilesDir() {
		throw new UnsupportedOperationException("getFilesDir");
	}

	@Override
	public java.io.File getCacheDir() {
		throw new UnsupportedOperationException("getCacheDir");
	}

	@Override
	public Object getSystemService(String name) {
		throw new UnsupportedOperationException("getSystemService " + name);
	}

	@Override
	public String getSystemServiceName(Class<?> serviceClass) {
		throw new UnsupportedOperationException("getSystemServiceName");
	}
}
