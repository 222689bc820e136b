package com.example.screens.list;

import com.liferay.mobile.screens.base.list.BaseListListener;
import com.example.screens.BookmarkFolder;

public interface RecentFolderListListener extends BaseListListener<BookmarkFolder> {

	/**
	 * Notifies the app developer when the interactor is called.
	 */
	void interactorCalled();
}
