package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.Map;

/**
 * One move-bookmark: the values it sends and the portal's answer; also its cache entry.
 */
public class MoveBookmarkEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long entryId;
	private long targetFolderId;
	private Map<String, Object> attributes;

	public MoveBookmarkEvent() {
		super();
	}

	public MoveBookmarkEvent(long entryId, long targetFolderId) {
		this.entryId = entryId;
		this.targetFolderId = targetFolderId;

		setCacheKey("move-bookmark-" + entryId + "-" + targetFolderId);
	}

	public long getEntryId() {
		return entryId;
	}

	public long getTargetFolderId() {
		return targetFolderId;
	}

	public Map<String, Object> getAttributes() {
		return attributes;
	}

	public void setAttributes(Map<String, Object> attributes) {
		this.attributes = attributes;
	}
}
