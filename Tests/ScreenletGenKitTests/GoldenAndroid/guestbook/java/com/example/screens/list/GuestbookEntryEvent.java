package com.example.screens.list;

import com.liferay.mobile.screens.base.list.interactor.ListEvent;
import com.example.screens.GuestbookEntry;

public class GuestbookEntryEvent extends ListEvent<GuestbookEntry> {

	private static final long serialVersionUID = 1L;

	private GuestbookEntry guestbookEntry;

	public GuestbookEntryEvent() {
		super();
	}

	public GuestbookEntryEvent(GuestbookEntry guestbookEntry) {
		this.guestbookEntry = guestbookEntry;
	}

	@Override
	public String getListKey() {
		return String.valueOf(guestbookEntry.getEntryId());
	}

	@Override
	public GuestbookEntry getModel() {
		return guestbookEntry;
	}
}
