package com.liferay.mobile.screens.bookmark.interactor;

import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;
import com.liferay.mobile.screens.bookmark.Bookmark;

public interface AddBookmarkListener extends BaseCacheListener {

	/**
	 * Called when the bookmark was not added: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a bookmark stored to be sent later.
	 */
	void onAddBookmarkFailure(Exception exception);

	/**
	 * Called when the bookmark was successfully added, with the entry the portal created.
	 */
	void onAddBookmarkSuccess(Bookmark bookmark);
}
