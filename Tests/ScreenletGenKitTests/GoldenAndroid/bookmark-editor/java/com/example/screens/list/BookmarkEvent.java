package com.example.screens.list;

import com.liferay.mobile.screens.base.list.interactor.ListEvent;
import com.example.screens.Bookmark;

public class BookmarkEvent extends ListEvent<Bookmark> {

	private static final long serialVersionUID = 1L;

	private Bookmark bookmark;

	public BookmarkEvent() {
		super();
	}

	public BookmarkEvent(Bookmark bookmark) {
		this.bookmark = bookmark;
	}

	@Override
	public String getListKey() {
		return String.valueOf(bookmark.getEntryId());
	}

	@Override
	public Bookmark getModel() {
		return bookmark;
	}
}
