// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/context/LiferayScreensContext.java
package com.liferay.mobile.screens.context;

import android.app.Activity;
import android.content.Context;

public class LiferayScreensContext {

	private LiferayScreensContext() { throw new RuntimeException("Stub!"); }

	public static void init(Context context) { throw new RuntimeException("Stub!"); }

	public static void reinit(Context context) { throw new RuntimeException("Stub!"); }

	public static void deinit() { throw new RuntimeException("Stub!"); }

	public static Context getContext() { throw new RuntimeException("Stub!"); }

	public static Activity getActivityFromContext(Context context) { throw new RuntimeException("Stub!"); }
}
