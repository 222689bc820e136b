package com.example.screens.interactor;

import com.example.screens.Incident;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface AddIncidentListener extends BaseCacheListener {

	/**
	 * Called when add-incident did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onAddIncidentFailure(Exception exception);

	/**
	 * Called when add-incident succeeded, with the entry the portal answered.
	 */
	void onAddIncidentSuccess(Incident incident);
}
