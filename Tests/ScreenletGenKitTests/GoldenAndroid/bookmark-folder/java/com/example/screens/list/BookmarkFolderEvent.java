package com.example.screens.list;

import com.liferay.mobile.screens.base.list.interactor.ListEvent;
import com.example.screens.BookmarkFolder;

public class BookmarkFolderEvent extends ListEvent<BookmarkFolder> {

	private static final long serialVersionUID = 1L;

	private BookmarkFolder bookmarkFolder;

	public BookmarkFolderEvent() {
		super();
	}

	public BookmarkFolderEvent(BookmarkFolder bookmarkFolder) {
		this.bookmarkFolder = bookmarkFolder;
	}

	@Override
	public String getListKey() {
		return String.valueOf(bookmarkFolder.getFolderId());
	}

	@Override
	public BookmarkFolder getModel() {
		return bookmarkFolder;
	}
}
