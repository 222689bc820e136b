package com.example.screens.interactor;

import com.example.screens.Ticket;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface UpdateTicketListener extends BaseCacheListener {

	/**
	 * Called when update-ticket did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onUpdateTicketFailure(Exception exception);

	/**
	 * Called when update-ticket succeeded, with the entry the portal answered.
	 */
	void onUpdateTicketSuccess(Ticket ticket);
}
