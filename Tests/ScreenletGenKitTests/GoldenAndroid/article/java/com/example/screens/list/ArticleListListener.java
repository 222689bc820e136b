package com.example.screens.list;

import com.liferay.mobile.screens.base.list.BaseListListener;
import com.example.screens.Article;

public interface ArticleListListener extends BaseListListener<Article> {

	/**
	 * Notifies the app developer when the interactor is called.
	 */
	void interactorCalled();
}
