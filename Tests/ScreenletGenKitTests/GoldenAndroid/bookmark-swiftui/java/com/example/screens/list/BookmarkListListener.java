package com.example.screens.list;

import com.liferay.mobile.screens.base.list.BaseListListener;
import com.example.screens.Bookmark;

public interface BookmarkListListener extends BaseListListener<Bookmark> {

	/**
	 * Notifies the app developer when the interactor is called.
	 */
	void interactorCalled();
}
