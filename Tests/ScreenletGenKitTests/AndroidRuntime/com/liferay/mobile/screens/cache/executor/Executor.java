package com.liferay.mobile.screens.cache.executor;

import screenletgen.runtime.RuntimeQueue;

/** Screens' pool of three threads: a task runs when the scenario drains the queues. */
public class Executor {

	private Executor() {
	}

	public static void execute(Runnable runnable) {
		RuntimeQueue.background(runnable);
	}
}
