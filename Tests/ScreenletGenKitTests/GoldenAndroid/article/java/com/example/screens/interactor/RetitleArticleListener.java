package com.example.screens.interactor;

import com.example.screens.Article;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface RetitleArticleListener extends BaseCacheListener {

	/**
	 * Called when retitle-article did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onRetitleArticleFailure(Exception exception);

	/**
	 * Called when retitle-article succeeded, with the entry the portal answered.
	 */
	void onRetitleArticleSuccess(Article article);
}
