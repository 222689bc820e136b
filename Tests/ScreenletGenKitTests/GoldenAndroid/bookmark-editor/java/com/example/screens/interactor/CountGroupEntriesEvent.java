package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.event.BasicEvent;

/**
 * The answer of one count-group-entries.
 */
public class CountGroupEntriesEvent extends BasicEvent {

	private static final long serialVersionUID = 1L;

	public CountGroupEntriesEvent() {
		super();
	}
}
