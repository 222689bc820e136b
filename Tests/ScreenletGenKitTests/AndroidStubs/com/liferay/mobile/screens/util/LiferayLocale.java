// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/util/LiferayLocale.java
package com.liferay.mobile.screens.util;

import android.view.ContextThemeWrapper;
import java.util.Locale;

public class LiferayLocale {

	private LiferayLocale() { throw new RuntimeException("Stub!"); }

	public static String getSupportedLocale(String locale) { throw new RuntimeException("Stub!"); }

	public static Locale getDefaultLocale() { throw new RuntimeException("Stub!"); }

	public static String getDefaultSupportedLocale() { throw new RuntimeException("Stub!"); }

	public static void changeLocale(ContextThemeWrapper contextThemeWrapper, Locale newLocale) { throw new RuntimeException("Stub!"); }

	public static String getSupportedLocaleWithNoDefault(String locale) { throw new RuntimeException("Stub!"); }

	public static Locale getLocaleWithoutDefault(String locale) { throw new RuntimeException("Stub!"); }
}
