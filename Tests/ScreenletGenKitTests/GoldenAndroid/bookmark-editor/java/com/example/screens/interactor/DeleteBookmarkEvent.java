package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;

/**
 * One delete-bookmark: the values it sends and the portal's answer; also its cache entry.
 */
public class DeleteBookmarkEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long entryId;

	public DeleteBookmarkEvent() {
		super();
	}

	public DeleteBookmarkEvent(long entryId) {
		this.entryId = entryId;

		setCacheKey("delete-bookmark-" + entryId);
	}

	public long getEntryId() {
		return entryId;
	}
}
