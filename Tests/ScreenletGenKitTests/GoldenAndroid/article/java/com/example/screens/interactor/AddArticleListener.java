package com.example.screens.interactor;

import com.example.screens.Article;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface AddArticleListener extends BaseCacheListener {

	/**
	 * Called when add-article did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onAddArticleFailure(Exception exception);

	/**
	 * Called when add-article succeeded, with the entry the portal answered.
	 */
	void onAddArticleSuccess(Article article);
}
