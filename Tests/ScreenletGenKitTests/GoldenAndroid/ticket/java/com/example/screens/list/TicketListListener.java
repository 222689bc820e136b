package com.example.screens.list;

import com.liferay.mobile.screens.base.list.BaseListListener;
import com.example.screens.Ticket;

public interface TicketListListener extends BaseListListener<Ticket> {

	/**
	 * Notifies the app developer when the interactor is called.
	 */
	void interactorCalled();
}
