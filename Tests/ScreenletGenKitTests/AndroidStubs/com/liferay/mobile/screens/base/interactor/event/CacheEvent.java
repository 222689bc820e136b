// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/interactor/event/CacheEvent.java
package com.liferay.mobile.screens.base.interactor.event;

import java.util.Date;
import java.util.Locale;
import org.json.JSONObject;

@SuppressWarnings("serial")
public abstract class CacheEvent extends BasicEvent {

	public CacheEvent() { throw new RuntimeException("Stub!"); }

	public CacheEvent(JSONObject jsonObject) { throw new RuntimeException("Stub!"); }

	public CacheEvent(Exception exception) { throw new RuntimeException("Stub!"); }

	public long getUserId() { throw new RuntimeException("Stub!"); }

	public void setUserId(long userId) { throw new RuntimeException("Stub!"); }

	public long getGroupId() { throw new RuntimeException("Stub!"); }

	public void setGroupId(long groupId) { throw new RuntimeException("Stub!"); }

	public Locale getLocale() { throw new RuntimeException("Stub!"); }

	public void setLocale(Locale locale) { throw new RuntimeException("Stub!"); }

	public boolean isOnlineRequest() { throw new RuntimeException("Stub!"); }

	public void setCached(boolean cached) { throw new RuntimeException("Stub!"); }

	public String getCacheKey() { throw new RuntimeException("Stub!"); }

	public void setCacheKey(String cacheKey) { throw new RuntimeException("Stub!"); }

	public boolean isDirty() { throw new RuntimeException("Stub!"); }

	public void setDirty(boolean dirty) { throw new RuntimeException("Stub!"); }

	public Date getSyncDate() { throw new RuntimeException("Stub!"); }

	public void setSyncDate(Date syncDate) { throw new RuntimeException("Stub!"); }

	public boolean isDeleted() { throw new RuntimeException("Stub!"); }

	public void setDeleted(boolean deleted) { throw new RuntimeException("Stub!"); }
}
