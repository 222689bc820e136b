// Signature stub of the Liferay Mobile SDK for Android 7.3.0 (core), for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-mobile-sdk@android-7.3.0:android/android-sdk/src/main/java/com/liferay/mobile/android/auth/refresh/AuthenticationRefreshHandler.java
package com.liferay.mobile.android.auth.refresh;

import com.liferay.mobile.android.auth.SessionCallback;
import com.liferay.mobile.android.service.Session;

public interface AuthenticationRefreshHandler {

	Session refreshAuthentication(Session session, SessionCallback callback) throws Exception;
}
