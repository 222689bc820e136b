// Signature stub of the Liferay Mobile SDK for Android 7.3.0 (core), for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-mobile-sdk@android-7.3.0:android/android-sdk/src/main/java/com/liferay/mobile/android/http/Method.java
package com.liferay.mobile.android.http;

public enum Method {

	GET, HEAD, POST
}
