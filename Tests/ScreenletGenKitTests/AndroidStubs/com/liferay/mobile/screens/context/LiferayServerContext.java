// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/context/LiferayServerContext.java
package com.liferay.mobile.screens.context;

import android.content.res.Resources;
import java.util.Map;

// Not mirrored: getOkHttpClient(), getOkHttpClient(boolean), getOkHttpClientNoCache() and
// authenticateRequest(Request.Builder), whose signatures name okhttp 2 (com.squareup.okhttp), a dependency
// Screens 5.1.0 declares `implementation`: an app module does not see it, so its build rejects them.
public class LiferayServerContext {

	private LiferayServerContext() { throw new RuntimeException("Stub!"); }

	public static void reloadFromResources(Resources resources, String packageName) { throw new RuntimeException("Stub!"); }

	public static void loadFromResources(Resources resources, String packageName) { throw new RuntimeException("Stub!"); }

	public static long getCompanyId() { throw new RuntimeException("Stub!"); }

	public static void setCompanyId(long companyId) { throw new RuntimeException("Stub!"); }

	public static long getGroupId() { throw new RuntimeException("Stub!"); }

	public static void setGroupId(long groupId) { throw new RuntimeException("Stub!"); }

	public static String getServer() { throw new RuntimeException("Stub!"); }

	public static void setServer(String server) { throw new RuntimeException("Stub!"); }

	public static String getClassFactory() { throw new RuntimeException("Stub!"); }

	public static void setClassFactory(String factoryClass) { throw new RuntimeException("Stub!"); }

	public static boolean isLiferay7() { throw new RuntimeException("Stub!"); }

	public static boolean isLiferay62() { throw new RuntimeException("Stub!"); }

	public static String getVersionFactory() { throw new RuntimeException("Stub!"); }

	public static LiferayPortalVersion getPortalVersion() { throw new RuntimeException("Stub!"); }

	public static void setPortalVersion(LiferayPortalVersion portalVersion) { throw new RuntimeException("Stub!"); }

	public static Map<String, String> getAuthHeaders() { throw new RuntimeException("Stub!"); }
}
