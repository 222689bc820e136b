package com.liferay.mobile.screens.cache;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.Locale;
import screenletgen.runtime.RuntimeCache;

/**
 * Screens 5.1's cache: one database per site and user (`DB-<groupId>-<userId>`; a null one opens
 * the app's default database), each event under `<EventClass>-<locale>-[<row>-]<cacheKey>`, a copy
 * of it stored and read (SnappyDB serializes it).
 */
public class Cache {

	private Cache() {
	}

	public static <E extends CacheEvent> E getObject(Class<E> aClass, Long groupId, Long userId, Locale locale, String cacheKey) throws Exception {
		return RuntimeCache.get(database(groupId, userId), fullId(aClass, locale, cacheKey, null), aClass);
	}

	public static <E extends CacheEvent> E getObject(Class<E> aClass, Long groupId, Long userId, String key) throws Exception {
		return RuntimeCache.get(database(groupId, userId), key, aClass);
	}

	public static <E extends CacheEvent> void storeObject(E event, Integer i) throws Exception {
		RuntimeCache.put(database(event.getGroupId(), event.getUserId()), fullId(event.getClass(), event.getLocale(), event.getCacheKey(), i), event);
	}

	public static <E extends CacheEvent> void storeObject(E event) throws Exception {
		storeObject(event, null);
	}

	public static <E extends CacheEvent> void deleteObject(E event) throws Exception {
		RuntimeCache.delete(database(event.getGroupId(), event.getUserId()), fullId(event.getClass(), event.getLocale(), event.getCacheKey(), null));
	}

	public static String[] findKeys(Class childClass, Long groupId, Long userId, Locale locale, int startRow, int limit) throws Exception {
		return RuntimeCache.findKeys(database(groupId, userId), fullId(childClass, locale, null, null), startRow, limit);
	}

	private static String database(Long groupId, Long userId) {
		return groupId == null || userId == null ? "default" : "DB-" + groupId + "-" + userId;
	}

	private static String fullId(Class<?> type, Locale locale, String cacheKey, Integer row) {
		return type.getSimpleName() + SEPARATOR + locale + SEPARATOR + (row == null ? "" : String.format(Locale.US, "%05d", row) + SEPARATOR)
			+ (cacheKey == null ? "" : cacheKey);
	}
}
