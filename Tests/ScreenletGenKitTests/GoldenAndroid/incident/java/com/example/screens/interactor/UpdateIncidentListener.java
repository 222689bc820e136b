package com.example.screens.interactor;

import com.example.screens.Incident;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface UpdateIncidentListener extends BaseCacheListener {

	/**
	 * Called when load-incident did not succeed: invalid inputs, an error, an answer that cannot be
	 * read.
	 */
	void onLoadIncidentFailure(Exception exception);

	/**
	 * Called when load-incident succeeded, with the entry the portal answered.
	 */
	void onLoadIncidentSuccess(Incident incident);

	/**
	 * Called when update-incident did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onUpdateIncidentFailure(Exception exception);

	/**
	 * Called when update-incident succeeded, with the entry the portal answered.
	 */
	void onUpdateIncidentSuccess(Incident incident);
}
