package screenletgen.runtime;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Screens' executor (a pool of three threads) and the main thread, run one task at a time:
 * nothing queued runs until the scenario drains the queues, so a scenario sees what happens
 * before the background work (a button disabled) and after it (the listener called). The main
 * thread's work (an event delivered by the bus) runs before the next background task. The
 * scenario itself runs on the main thread.
 */
public final class RuntimeQueue {

	private static final Deque<Runnable> background = new ArrayDeque<>();
	private static final Deque<Runnable> main = new ArrayDeque<>();
	private static boolean inBackground;

	private RuntimeQueue() {
	}

	public static synchronized void background(Runnable task) {
		background.add(task);
	}

	public static synchronized void main(Runnable task) {
		main.add(task);
	}

	/** Whether the code running is an executor's task. */
	public static boolean isBackground() {
		return inBackground;
	}

	public static void drain() {
		while (true) {
			Runnable task;
			boolean onExecutor;
			synchronized (RuntimeQueue.class) {
				onExecutor = main.isEmpty();
				task = onExecutor ? background.poll() : main.poll();
			}
			if (task == null) {
				return;
			}
			inBackground = onExecutor;
			try {
				task.run();
			} finally {
				inBackground = false;
			}
		}
	}

	public static synchronized void reset() {
		background.clear();
		main.clear();
		inBackground = false;
	}
}
