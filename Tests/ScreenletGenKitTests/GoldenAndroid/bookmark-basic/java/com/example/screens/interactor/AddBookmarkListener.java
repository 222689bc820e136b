package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;
import java.util.Map;

public interface AddBookmarkListener extends BaseCacheListener {

	/**
	 * Called when add-bookmark did not succeed: invalid inputs, an error, an answer that cannot be
	 * read.
	 */
	void onAddBookmarkFailure(Exception exception);

	/**
	 * Called when add-bookmark succeeded, with the portal's answer.
	 */
	void onAddBookmarkSuccess(Map<String, Object> attributes);
}
