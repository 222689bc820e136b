// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/auth/BasicAuthMethod.java
package com.liferay.mobile.screens.auth;

public enum BasicAuthMethod {

	EMAIL(0), SCREEN_NAME(1), USER_ID(2);

	BasicAuthMethod(int value) { throw new RuntimeException("Stub!"); }

	public static BasicAuthMethod getValue(int value) { throw new RuntimeException("Stub!"); }

	public int getInputType() { throw new RuntimeException("Stub!"); }
}
