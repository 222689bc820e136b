package com.example.screens.interactor;

import com.example.screens.Ticket;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;

/**
 * One update-ticket: the values it sends and the portal's answer; also its cache entry.
 */
public class UpdateTicketEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long ticketId;
	private String subject;
	private Ticket ticket;

	public UpdateTicketEvent() {
		super();
	}

	public UpdateTicketEvent(long ticketId, String subject) {
		this.ticketId = ticketId;
		this.subject = subject;

		setCacheKey("update-ticket-" + ticketId);
	}

	public long getTicketId() {
		return ticketId;
	}

	public String getSubject() {
		return subject;
	}

	public Ticket getTicket() {
		return ticket;
	}

	public void setTicket(Ticket ticket) {
		this.ticket = ticket;
	}
}
