package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface AddVisitListener extends BaseCacheListener {

	/**
	 * Called when add-visit did not succeed: invalid inputs, an error, or (offline) a write stored to be sent later.
	 */
	void onAddVisitFailure(Exception exception);

	/**
	 * Called when add-visit succeeded.
	 */
	void onAddVisitSuccess();
}
