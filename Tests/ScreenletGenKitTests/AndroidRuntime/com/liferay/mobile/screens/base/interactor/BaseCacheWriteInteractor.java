package com.liferay.mobile.screens.base.interactor;

import com.liferay.mobile.screens.cache.Cache;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import screenletgen.runtime.EventBus;

/**
 * A write with a cache, as Screens 5.1 runs it: CACHE_ONLY stores it (dirty) and reports it;
 * CACHE_FIRST stores it and sends it only if storing fails; REMOTE_FIRST sends it and, if that
 * throws, stores it (dirty) with the exception, which the main thread then reports as a failure;
 * REMOTE_ONLY (and no policy) only sends it. On the main thread a failed event is stored dirty
 * and reported to onFailure; a successful one sent online is stored, then reported to onSuccess.
 */
public abstract class BaseCacheWriteInteractor<L extends BaseCacheListener, E extends CacheEvent> {

	public BaseCacheWriteInteractor() {
	}

	public void start(E event) {
		Executor.execute(new Runnable() {
			@Override
			public void run() {
				try {
					if (cachePolicy == CachePolicy.CACHE_ONLY) {
						storeToCacheAndLaunchEvent(event);
					} else if (cachePolicy == CachePolicy.CACHE_FIRST) {
						try {
							storeToCacheAndLaunchEvent(event);
						} catch (Exception e) {
							online(event);
						}
					} else if (cachePolicy == CachePolicy.REMOTE_FIRST) {
						try {
							online(event);
						} catch (Exception e) {
							event.setException(e);
							storeToCacheAndLaunchEvent(event);
						}
					} else {
						online(event);
					}
				} catch (Exception e) {
					createErrorEvent(e);
				}
			}
		});
	}

	public void onEventMainThread(E event) {
		try {
			if (isInvalidEvent(event)) {
				return;
			}
			if (event.isFailed()) {
				event.setDirty(true);
				store(event);
				onFailure(event);
			} else {
				if (event.isOnlineRequest()) {
					store(event);
				}
				onSuccess(event);
			}
		} catch (Exception e) {
			onFailure(event);
		}
	}

	public E execute(Object[] args) throws Exception {
		throw new AssertionError("Shouldn't be called");
	}

	protected void online(E onlineEvent) throws Exception {
		decorateEvent(onlineEvent, false);
		E event = execute(onlineEvent);
		if (event != null) {
			EventBus.post(event);
		}
	}

	protected void storeToCacheAndLaunchEvent(E event) throws Exception {
		decorateEvent(event, true);
		event.setDirty(true);
		store(event);
		EventBus.post(event);
	}

	protected void store(E event) throws Exception {
		Cache.storeObject(event);
	}

	protected String getIdFromArgs(Object... args) {
		return null;
	}
}
