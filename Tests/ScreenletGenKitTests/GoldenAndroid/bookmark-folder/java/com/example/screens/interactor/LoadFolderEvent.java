package com.example.screens.interactor;

import com.example.screens.BookmarkFolder;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;

/**
 * The answer of one load-folder, and its cache entry.
 */
public class LoadFolderEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private BookmarkFolder bookmarkFolder;

	public LoadFolderEvent() {
		super();
	}

	public BookmarkFolder getBookmarkFolder() {
		return bookmarkFolder;
	}

	public void setBookmarkFolder(BookmarkFolder bookmarkFolder) {
		this.bookmarkFolder = bookmarkFolder;
	}
}
