// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/cache/executor/Executor.java
package com.liferay.mobile.screens.cache.executor;

import java.util.concurrent.ExecutorService;

public class Executor {

	public static final int N_THREADS = 3;

	private Executor() { throw new RuntimeException("Stub!"); }

	public static synchronized ExecutorService getExecutor() { throw new RuntimeException("Stub!"); }

	public static void execute(Runnable runnable) { throw new RuntimeException("Stub!"); }
}
