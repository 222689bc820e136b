package com.liferay.mobile.screens.base.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import com.liferay.mobile.screens.base.interactor.listener.CacheListener;
import com.liferay.mobile.screens.cache.Cache;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import java.util.NoSuchElementException;
import screenletgen.runtime.EventBus;

/**
 * A read with a cache, as Screens 5.1 runs it per policy: CACHE_FIRST reads the cache and asks the
 * portal when it has nothing; CACHE_ONLY fails when the cache has nothing; REMOTE_FIRST asks the
 * portal and reads the cache when that fails; REMOTE_ONLY (and no policy) only asks the portal.
 * What the portal answered is stored unless the policy is REMOTE_ONLY.
 */
public abstract class BaseCacheReadInteractor<L extends BaseCacheListener, E extends CacheEvent> {

	public BaseCacheReadInteractor() {
	}

	public void start(Object... args) {
		Executor.execute(new Runnable() {
			@Override
			public void run() {
				try {
					if (cachePolicy == CachePolicy.CACHE_FIRST) {
						try {
							if (!cached(args)) {
								online(true, null, args);
							}
						} catch (Exception e) {
							online(true, e, args);
						}
					} else if (cachePolicy == CachePolicy.CACHE_ONLY) {
						if (!cached(args)) {
							throw new NoSuchElementException();
						}
					} else if (cachePolicy == CachePolicy.REMOTE_FIRST) {
						try {
							online(false, null, args);
						} catch (Exception e) {
							if (!cached(args)) {
								throw new RuntimeException("Not found in cache", e);
							}
						}
					} else {
						online(false, null, args);
					}
				} catch (Exception e) {
					createErrorEvent(e);
				}
			}
		});
	}

	public void onEventMainThread(E event) {
		processEvent(event);
	}

	protected void online(boolean triedOffline, Exception e, Object[] args) throws Exception {
		retrievingOnline(triedOffline, e);
		E event = execute(args);
		if (event != null) {
			decorateEvent(event, false);
			event.setCacheKey(getIdFromArgs(args));
			if (!event.isFailed() && getCachePolicy() != CachePolicy.REMOTE_ONLY) {
				storeToCache(event);
			}
			EventBus.post(event);
		}
	}

	protected void decorateEvent(CacheEvent event, boolean cachedRequest) {
		decorateBaseEvent(event);
		event.setGroupId(groupId);
		event.setLocale(locale);
		event.setUserId(userId);
		event.setCached(cachedRequest);
	}

	protected boolean cached(Object... args) throws Exception {
		return cachedEvent(getEventClass(), getIdFromArgs(args));
	}

	/** The model's: the event stored under `cacheKey`, if any, posted as read from the cache. */
	protected boolean cachedEvent(Class type, String cacheKey) throws Exception {
		CacheEvent event = (CacheEvent) Cache.getObject(type, groupId, userId, locale, cacheKey);
		if (event != null) {
			decorateBaseEvent(event);
			event.setCached(true);
			EventBus.post(event);
			loadingFromCache(true);
			return true;
		}
		loadingFromCache(false);
		return false;
	}

	protected void storeToCache(E event) throws Exception {
		storingToCache(event);
		Cache.storeObject(event);
	}

	protected void retrievingOnline(boolean triedOffline, Exception e) {
		if (cacheListener != null) {
			cacheListener.retrievingOnline(triedOffline, e);
		}
	}

	protected void storingToCache(E event) {
		if (cacheListener != null) {
			cacheListener.storingToCache(event);
		}
	}

	protected void loadingFromCache(boolean loadingFromCache) {
		if (cacheListener != null) {
			cacheListener.loadingFromCache(loadingFromCache);
		}
	}

	public void onScreenletAttached(L listener) {
		this.listener = listener;
		this.cacheListener = (CacheListener) listener;
		EventBus.register(this);
	}

	public void onScreenletDetached(L listener) {
		EventBus.unregister(this);
		this.listener = null;
		this.cacheListener = null;
	}

	protected CachePolicy getCachePolicy() {
		return cachePolicy;
	}

	public void setCachePolicy(CachePolicy cachePolicy) {
		this.cachePolicy = cachePolicy;
	}

	public void setGroupId(long groupId) {
		this.groupId = groupId;
	}

	public void setUserId(long userId) {
		this.userId = userId;
	}

	public void setLocale(Locale locale) {
		this.locale = locale;
	}
}
