package com.example.screens.interactor;

import com.example.screens.Bookmark;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface AddBookmarkListener extends BaseCacheListener {

	/**
	 * Called when add-bookmark did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onAddBookmarkFailure(Exception exception);

	/**
	 * Called when add-bookmark succeeded, with the entry the portal answered.
	 */
	void onAddBookmarkSuccess(Bookmark bookmark);
}
