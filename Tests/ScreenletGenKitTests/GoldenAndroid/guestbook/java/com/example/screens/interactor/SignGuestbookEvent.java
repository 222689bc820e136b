package com.example.screens.interactor;

import com.example.screens.GuestbookEntry;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.UUID;

/**
 * One sign-guestbook: the values it sends and the portal's answer; also its cache entry.
 */
public class SignGuestbookEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long guestbookId;
	private String name;
	private String email;
	private String message;
	private GuestbookEntry guestbookEntry;

	public SignGuestbookEvent() {
		super();
	}

	public SignGuestbookEvent(long guestbookId, String name, String email, String message) {
		this.guestbookId = guestbookId;
		this.name = name;
		this.email = email;
		this.message = message;

		setCacheKey("sign-guestbook-" + UUID.randomUUID());
	}

	public long getGuestbookId() {
		return guestbookId;
	}

	public String getName() {
		return name;
	}

	public String getEmail() {
		return email;
	}

	public String getMessage() {
		return message;
	}

	public GuestbookEntry getGuestbookEntry() {
		return guestbookEntry;
	}

	public void setGuestbookEntry(GuestbookEntry guestbookEntry) {
		this.guestbookEntry = guestbookEntry;
	}
}
