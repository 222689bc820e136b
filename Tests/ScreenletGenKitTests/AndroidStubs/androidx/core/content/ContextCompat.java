// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors aosp-mirror/platform_frameworks_support@a9ac247:compat/src/main/java/androidx/core/content/ContextCompat.java (AndroidX core 1.0).
// Members: those screenlets use, each overload set whole.
package androidx.core.content;

import android.content.Context;
import android.content.res.ColorStateList;
import android.graphics.drawable.Drawable;
import java.io.File;

public class ContextCompat {

	protected ContextCompat() { throw new RuntimeException("Stub!"); }

	public static File getDataDir(Context context) { throw new RuntimeException("Stub!"); }

	public static Drawable getDrawable(Context context, int id) { throw new RuntimeException("Stub!"); }

	public static ColorStateList getColorStateList(Context context, int id) { throw new RuntimeException("Stub!"); }

	public static int getColor(Context context, int id) { throw new RuntimeException("Stub!"); }

	public static int checkSelfPermission(Context context, String permission) { throw new RuntimeException("Stub!"); }

	public static File getCodeCacheDir(Context context) { throw new RuntimeException("Stub!"); }

	public static <T> T getSystemService(Context context, Class<T> serviceClass) { throw new RuntimeException("Stub!"); }

	public static String getSystemServiceName(Context context, Class<?> serviceClass) { throw new RuntimeException("Stub!"); }
}
