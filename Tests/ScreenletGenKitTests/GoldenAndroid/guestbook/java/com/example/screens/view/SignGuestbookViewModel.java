package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;

public interface SignGuestbookViewModel extends BaseViewModel {

	/**
	 * Gets the name.
	 *
	 * @return the name
	 */
	String getName();

	/**
	 * Sets the name.
	 *
	 * @param value the name
	 */
	void setName(String value);

	/**
	 * Gets the email.
	 *
	 * @return the email
	 */
	String getEmail();

	/**
	 * Sets the email.
	 *
	 * @param value the email
	 */
	void setEmail(String value);

	/**
	 * Gets the message.
	 *
	 * @return the message
	 */
	String getMessage();

	/**
	 * Sets the message.
	 *
	 * @param value the message
	 */
	void setMessage(String value);
}
