// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/interactor/BaseCacheReadInteractor.java
package com.liferay.mobile.screens.base.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;
import com.liferay.mobile.screens.base.interactor.listener.CacheListener;
import com.liferay.mobile.screens.cache.CachePolicy;
import java.util.Locale;

public abstract class BaseCacheReadInteractor<L extends BaseCacheListener, E extends CacheEvent>
	extends BaseInteractor<L, E> {

	protected long groupId;
	protected long userId;
	protected Locale locale;
	protected CachePolicy cachePolicy;
	protected CacheListener cacheListener;

	public BaseCacheReadInteractor() { throw new RuntimeException("Stub!"); }

	public void start(Object... args) { throw new RuntimeException("Stub!"); }

	public void onEventMainThread(E event) { throw new RuntimeException("Stub!"); }

	protected void online(boolean triedOffline, Exception e, Object[] args) throws Exception { throw new RuntimeException("Stub!"); }

	protected void decorateEvent(CacheEvent event, boolean cachedRequest) { throw new RuntimeException("Stub!"); }

	protected boolean cached(Object... args) throws Exception { throw new RuntimeException("Stub!"); }

	protected void storeToCache(E event) throws Exception { throw new RuntimeException("Stub!"); }

	protected void retrievingOnline(boolean triedOffline, Exception e) { throw new RuntimeException("Stub!"); }

	protected void storingToCache(E event) { throw new RuntimeException("Stub!"); }

	protected void loadingFromCache(boolean loadingFromCache) { throw new RuntimeException("Stub!"); }

	@Override
	public void onScreenletAttached(L listener) { throw new RuntimeException("Stub!"); }

	@Override
	public void onScreenletDetached(L listener) { throw new RuntimeException("Stub!"); }

	protected abstract String getIdFromArgs(Object... args);

	protected CachePolicy getCachePolicy() { throw new RuntimeException("Stub!"); }

	public void setCachePolicy(CachePolicy cachePolicy) { throw new RuntimeException("Stub!"); }

	public void setGroupId(long groupId) { throw new RuntimeException("Stub!"); }

	public void setUserId(long userId) { throw new RuntimeException("Stub!"); }

	public void setLocale(Locale locale) { throw new RuntimeException("Stub!"); }
}
