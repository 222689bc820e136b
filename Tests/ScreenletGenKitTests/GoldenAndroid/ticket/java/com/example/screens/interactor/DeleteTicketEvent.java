package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;

/**
 * One delete-ticket: the values it sends and the portal's answer; also its cache entry.
 */
public class DeleteTicketEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long ticketId;

	public DeleteTicketEvent() {
		super();
	}

	public DeleteTicketEvent(long ticketId) {
		this.ticketId = ticketId;

		setCacheKey("delete-ticket-" + ticketId);
	}

	public long getTicketId() {
		return ticketId;
	}
}
