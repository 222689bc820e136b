// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/auth/login/LoginListener.java
package com.liferay.mobile.screens.auth.login;

import com.liferay.mobile.screens.context.User;

public interface LoginListener {

	void onLoginSuccess(User user);

	void onLoginFailure(Exception e);

	void onAuthenticationBrowserShown();
}
