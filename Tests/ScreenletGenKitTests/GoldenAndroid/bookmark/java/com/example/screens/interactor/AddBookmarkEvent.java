package com.example.screens.interactor;

import com.example.screens.Bookmark;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.UUID;

/**
 * One add-bookmark: the values it sends and the portal's answer; also its cache entry.
 */
public class AddBookmarkEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long folderId;
	private String title;
	private String url;
	private Bookmark bookmark;

	public AddBookmarkEvent() {
		super();
	}

	public AddBookmarkEvent(long folderId, String title, String url) {
		this.folderId = folderId;
		this.title = title;
		this.url = url;

		setCacheKey("add-bookmark-" + UUID.randomUUID());
	}

	public long getFolderId() {
		return folderId;
	}

	public String getTitle() {
		return title;
	}

	public String getUrl() {
		return url;
	}

	public Bookmark getBookmark() {
		return bookmark;
	}

	public void setBookmark(Bookmark bookmark) {
		this.bookmark = bookmark;
	}
}
