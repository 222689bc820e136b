package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;

/**
 * One delete-folder: the values it sends and the portal's answer; also its cache entry.
 */
public class DeleteFolderEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long folderId;
	private boolean includeTrashedEntries;

	public DeleteFolderEvent() {
		super();
	}

	public DeleteFolderEvent(long folderId, boolean includeTrashedEntries) {
		this.folderId = folderId;
		this.includeTrashedEntries = includeTrashedEntries;

		setCacheKey("delete-folder-" + folderId);
	}

	public long getFolderId() {
		return folderId;
	}

	public boolean getIncludeTrashedEntries() {
		return includeTrashedEntries;
	}
}
