package com.example.screens.interactor;

import com.example.screens.GuestbookEntry;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface SignGuestbookListener extends BaseCacheListener {

	/**
	 * Called when sign-guestbook did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onSignError(Exception exception);

	/**
	 * Called when sign-guestbook succeeded, with the entry the portal answered.
	 */
	void onGuestbookSigned(GuestbookEntry guestbookEntry);
}
