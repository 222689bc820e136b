// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/cache/Cache.java
package com.liferay.mobile.screens.cache;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.Locale;

@SuppressWarnings("rawtypes")
public class Cache {

	public static final String SEPARATOR = "-";

	private Cache() { throw new RuntimeException("Stub!"); }

	public static <E extends CacheEvent> E getObject(Class<E> aClass, Long groupId, Long userId, Locale locale, String cacheKey) throws Exception { throw new RuntimeException("Stub!"); }

	public static <E extends CacheEvent> E getObject(Class<E> aClass, Long groupId, Long userId, String key) throws Exception { throw new RuntimeException("Stub!"); }

	public static <E extends CacheEvent> void storeObject(E event, Integer i) throws Exception { throw new RuntimeException("Stub!"); }

	public static <E extends CacheEvent> void storeObject(E event) throws Exception { throw new RuntimeException("Stub!"); }

	public static <E extends CacheEvent> void deleteObject(E event) throws Exception { throw new RuntimeException("Stub!"); }

	public static String[] findKeys(Class childClass, Long groupId, Long userId, Locale locale, int startRow, int limit) throws Exception { throw new RuntimeException("Stub!"); }

	public static boolean destroy(Long groupId, Long userId, String className) throws Exception { throw new RuntimeException("Stub!"); }

	public static boolean destroy(Long groupId, Long userId) throws Exception { throw new RuntimeException("Stub!"); }

	public static void pendingItemsToSync(PendingItemsToSyncListener pendingItemsToSyncListener) { throw new RuntimeException("Stub!"); }

	public static void resync() { throw new RuntimeException("Stub!"); }
}
