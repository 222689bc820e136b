package com.example.screens.list;

import com.liferay.mobile.screens.base.list.BaseListListener;
import com.example.screens.GuestbookEntry;

public interface GuestbookEntryListListener extends BaseListListener<GuestbookEntry> {

	/**
	 * Notifies the app developer when the interactor is called.
	 */
	void interactorCalled();
}
