package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface DeleteTicketListener extends BaseCacheListener {

	/**
	 * Called when delete-ticket did not succeed: invalid inputs, an error, or (offline) a write stored to be sent later.
	 */
	void onDeleteTicketFailure(Exception exception);

	/**
	 * Called when delete-ticket succeeded.
	 */
	void onDeleteTicketSuccess();
}
