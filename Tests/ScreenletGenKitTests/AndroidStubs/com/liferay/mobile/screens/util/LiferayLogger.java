// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/util/LiferayLogger.java
package com.liferay.mobile.screens.util;

public class LiferayLogger {

	private LiferayLogger() { throw new RuntimeException("Stub!"); }

	public static void d(String message) { throw new RuntimeException("Stub!"); }

	public static void i(String message) { throw new RuntimeException("Stub!"); }

	public static void e(String message) { throw new RuntimeException("Stub!"); }

	public static void e(String message, Exception e) { throw new RuntimeException("Stub!"); }

	public static void e(String message, Throwable throwable) { throw new RuntimeException("Stub!"); }
}
