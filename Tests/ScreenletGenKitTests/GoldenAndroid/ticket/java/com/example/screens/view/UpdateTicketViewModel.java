package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;

public interface UpdateTicketViewModel extends BaseViewModel {

	/**
	 * Gets the subject.
	 *
	 * @return the subject
	 */
	String getSubject();

	/**
	 * Sets the subject.
	 *
	 * @param value the subject
	 */
	void setSubject(String value);
}
