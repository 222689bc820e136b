package com.example.screens.interactor;

import com.example.screens.Bookmark;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;

/**
 * The answer of one get-bookmark, and its cache entry.
 */
public class GetBookmarkEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private Bookmark bookmark;

	public GetBookmarkEvent() {
		super();
	}

	public Bookmark getBookmark() {
		return bookmark;
	}

	public void setBookmark(Bookmark bookmark) {
		this.bookmark = bookmark;
	}
}
