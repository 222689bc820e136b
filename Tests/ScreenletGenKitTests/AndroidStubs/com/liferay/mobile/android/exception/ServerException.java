// Signature stub of the Liferay Mobile SDK for Android 7.3.0 (core), for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-mobile-sdk@android-7.3.0:android/android-sdk/src/main/java/com/liferay/mobile/android/exception/ServerException.java
package com.liferay.mobile.android.exception;

@SuppressWarnings("serial")
public class ServerException extends Exception {

	public ServerException() { throw new RuntimeException("Stub!"); }

	public ServerException(String message) { throw new RuntimeException("Stub!"); }

	public ServerException(String message, String detail) { throw new RuntimeException("Stub!"); }

	public ServerException(String message, Throwable cause) { throw new RuntimeException("Stub!"); }

	public ServerException(Throwable cause) { throw new RuntimeException("Stub!"); }

	public String getDetail() { throw new RuntimeException("Stub!"); }
}
