package com.example.screens.interactor;

import com.example.screens.Ticket;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.Date;
import java.util.UUID;

/**
 * One add-ticket: the values it sends and the portal's answer; also its cache entry.
 */
public class AddTicketEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private String subject;
	private String priority;
	private Date dueDate;
	private String externalReferenceCode;
	private Ticket ticket;

	public AddTicketEvent() {
		super();
	}

	public AddTicketEvent(String subject, String priority, Date dueDate) {
		this.subject = subject;
		this.priority = priority;
		this.dueDate = dueDate;
		this.externalReferenceCode = UUID.randomUUID().toString();

		setCacheKey("add-ticket-" + externalReferenceCode);
	}

	public String getSubject() {
		return subject;
	}

	public String getPriority() {
		return priority;
	}

	public Date getDueDate() {
		return dueDate;
	}

	public String getExternalReferenceCode() {
		return externalReferenceCode;
	}

	public Ticket getTicket() {
		return ticket;
	}

	public void setTicket(Ticket ticket) {
		this.ticket = ticket;
	}
}
