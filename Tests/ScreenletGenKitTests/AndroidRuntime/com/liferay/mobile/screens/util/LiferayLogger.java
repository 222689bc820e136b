package com.liferay.mobile.screens.util;

/** Logcat: what a scenario need not see, except errors, which it records. */
public class LiferayLogger {

	private LiferayLogger() {
	}

	public static void d(String message) {
	}

	public static void i(String message) {
	}

	public static void e(String message) {
		screenletgen.runtime.Transcript.record("log: " + message);
	}

	public static void e(String message, Exception e) {
		screenletgen.runtime.Transcript.record("log: " + message + ": " + e);
	}

	public static void e(String message, Throwable throwable) {
		screenletgen.runtime.Transcript.record("log: " + message + ": " + throwable);
	}
}
