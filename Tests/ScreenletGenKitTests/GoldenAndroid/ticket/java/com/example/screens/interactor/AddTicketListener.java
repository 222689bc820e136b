package com.example.screens.interactor;

import com.example.screens.Ticket;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface AddTicketListener extends BaseCacheListener {

	/**
	 * Called when add-ticket did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onAddTicketFailure(Exception exception);

	/**
	 * Called when add-ticket succeeded, with the entry the portal answered.
	 */
	void onAddTicketSuccess(Ticket ticket);
}
