// Signature stub of the Liferay Mobile SDK for Android 7.3.0 (core), for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-mobile-sdk@android-7.3.0:android/android-sdk/src/main/java/com/liferay/mobile/android/auth/Authentication.java
package com.liferay.mobile.android.auth;

import com.liferay.mobile.android.http.Request;

public interface Authentication {

	void authenticate(Request request) throws Exception;
}
