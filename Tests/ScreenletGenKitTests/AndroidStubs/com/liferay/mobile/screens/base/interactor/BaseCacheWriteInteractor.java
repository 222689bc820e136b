// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/interactor/BaseCacheWriteInteractor.java
package com.liferay.mobile.screens.base.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

// execute(Object[]) overrides BaseInteractor's execute(Object...) without the ellipsis, as the real class does:
// javac -Xlint:overrides warns on every subclass there, and so here.
@SuppressWarnings("overrides")
public abstract class BaseCacheWriteInteractor<L extends BaseCacheListener, E extends CacheEvent>
	extends BaseCacheReadInteractor<L, E> {

	public BaseCacheWriteInteractor() { throw new RuntimeException("Stub!"); }

	public void start(E event) { throw new RuntimeException("Stub!"); }

	public void onEventMainThread(E event) { throw new RuntimeException("Stub!"); }

	public abstract E execute(E event) throws Exception;

	@Override
	public E execute(Object[] args) throws Exception { throw new RuntimeException("Stub!"); }

	protected void online(E onlineEvent) throws Exception { throw new RuntimeException("Stub!"); }

	protected void storeToCacheAndLaunchEvent(E event) throws Exception { throw new RuntimeException("Stub!"); }

	protected void store(E event) throws Exception { throw new RuntimeException("Stub!"); }

	@Override
	protected String getIdFromArgs(Object... args) { throw new RuntimeException("Stub!"); }
}
