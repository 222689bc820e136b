package com.liferay.mobile.screens.base.interactor.event;

import java.util.Date;
import java.util.Locale;
import org.json.JSONObject;

/** An event the cache stores: the site, user and language it is for, its key, and whether it waits to be sent (dirty). */
public abstract class CacheEvent {

	private Locale locale;
	private long groupId;
	private long userId;
	private String cacheKey;
	private Date syncDate;
	private boolean cached;
	private boolean dirty;
	private boolean deleted;

	public CacheEvent() {
		super();
	}

	public CacheEvent(JSONObject jsonObject) {
		super(jsonObject);
	}

	public CacheEvent(Exception exception) {
		super(exception);
	}

	public long getUserId() {
		return userId;
	}

	public void setUserId(long userId) {
		this.userId = userId;
	}

	public long getGroupId() {
		return groupId;
	}

	public void setGroupId(long groupId) {
		this.groupId = groupId;
	}

	public Locale getLocale() {
		return locale;
	}

	public void setLocale(Locale locale) {
		this.locale = locale;
	}

	public boolean isOnlineRequest() {
		return !cached;
	}

	public void setCached(boolean cached) {
		this.cached = cached;
	}

	public String getCacheKey() {
		return cacheKey;
	}

	public void setCacheKey(String cacheKey) {
		this.cacheKey = cacheKey;
	}

	public boolean isDirty() {
		return dirty;
	}

	public void setDirty(boolean dirty) {
		this.dirty = dirty;
	}

	public Date getSyncDate() {
		return syncDate;
	}

	public void setSyncDate(Date syncDate) {
		this.syncDate = syncDate;
	}

	public boolean isDeleted() {
		return deleted;
	}

	public void setDeleted(boolean deleted) {
		this.deleted = deleted;
	}
}
