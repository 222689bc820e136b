package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface GroupCountListener extends BaseCacheListener {

	/**
	 * Called when count-group-entries did not succeed: invalid inputs, an error.
	 */
	void onCountGroupEntriesFailure(Exception exception);

	/**
	 * Called when count-group-entries succeeded.
	 */
	void onCountGroupEntriesSuccess();
}
