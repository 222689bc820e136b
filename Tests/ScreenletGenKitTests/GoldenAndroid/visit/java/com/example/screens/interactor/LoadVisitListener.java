package com.example.screens.interactor;

import com.example.screens.Visit;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface LoadVisitListener extends BaseCacheListener {

	/**
	 * Called when load-visit did not succeed: invalid inputs, an error, an answer that cannot be
	 * read.
	 */
	void onLoadVisitFailure(Exception exception);

	/**
	 * Called when load-visit succeeded, with the entry the portal answered.
	 */
	void onLoadVisitSuccess(Visit visit);
}
