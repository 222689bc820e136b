package com.example.screens.interactor;

import com.example.screens.Bookmark;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;
import java.util.Map;

public interface BookmarkEditorListener extends BaseCacheListener {

	/**
	 * Called when get-bookmark did not succeed: invalid inputs, an error, an answer that cannot be
	 * read.
	 */
	void onGetBookmarkFailure(Exception exception);

	/**
	 * Called when get-bookmark succeeded, with the entry the portal answered.
	 */
	void onGetBookmarkSuccess(Bookmark bookmark);

	/**
	 * Called when delete-bookmark did not succeed: invalid inputs, an error, or (offline) a write stored to be sent later.
	 */
	void onDeleteBookmarkFailure(Exception exception);

	/**
	 * Called when delete-bookmark succeeded.
	 */
	void onDeleteBookmarkSuccess();

	/**
	 * Called when move-bookmark did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onMoveBookmarkFailure(Exception exception);

	/**
	 * Called when move-bookmark succeeded, with the portal's answer.
	 */
	void onMoveBookmarkSuccess(Map<String, Object> attributes);

	/**
	 * Called when search-bookmarks did not succeed: invalid inputs, an error, an answer that cannot be
	 * read.
	 */
	void onSearchBookmarksFailure(Exception exception);

	/**
	 * Called when search-bookmarks succeeded, with the portal's answer.
	 */
	void onSearchBookmarksSuccess(Map<String, Object> attributes);
}
