package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface DeleteIncidentListener extends BaseCacheListener {

	/**
	 * Called when delete-incident did not succeed: invalid inputs, an error, or (offline) a write stored to be sent later.
	 */
	void onDeleteIncidentFailure(Exception exception);

	/**
	 * Called when delete-incident succeeded.
	 */
	void onDeleteIncidentSuccess();
}
