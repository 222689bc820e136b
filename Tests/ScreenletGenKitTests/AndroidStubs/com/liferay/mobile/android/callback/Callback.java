// Signature stub of the Liferay Mobile SDK for Android 7.3.0 (core), for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-mobile-sdk@android-7.3.0:android/android-sdk/src/main/java/com/liferay/mobile/android/callback/Callback.java
package com.liferay.mobile.android.callback;

import com.liferay.mobile.android.http.Response;

public interface Callback {

	void inBackground(Response response);

	void doFailure(Exception exception);
}
