package com.liferay.mobile.screens.bookmark.list;

import com.liferay.mobile.screens.base.list.BaseListListener;
import com.liferay.mobile.screens.bookmark.Bookmark;

public interface BookmarkListListener extends BaseListListener<Bookmark> {

	/**
	 * Notifies the app developer when the interactor is called.
	 */
	void interactorCalled();
}
