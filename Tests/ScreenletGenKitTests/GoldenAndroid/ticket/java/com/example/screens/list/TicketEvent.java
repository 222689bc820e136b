package com.example.screens.list;

import com.liferay.mobile.screens.base.list.interactor.ListEvent;
import com.example.screens.Ticket;

public class TicketEvent extends ListEvent<Ticket> {

	private static final long serialVersionUID = 1L;

	private Ticket ticket;

	public TicketEvent() {
		super();
	}

	public TicketEvent(Ticket ticket) {
		this.ticket = ticket;
	}

	@Override
	public String getListKey() {
		return String.valueOf(ticket.getId());
	}

	@Override
	public Ticket getModel() {
		return ticket;
	}
}
