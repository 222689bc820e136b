package com.liferay.mobile.screens.bookmark.list;

import com.liferay.mobile.screens.base.list.interactor.ListEvent;
import com.liferay.mobile.screens.bookmark.Bookmark;

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
		return String.valueOf(bookmark.getValues().hashCode());
	}

	@Override
	public Bookmark getModel() {
		return bookmark;
	}
}
