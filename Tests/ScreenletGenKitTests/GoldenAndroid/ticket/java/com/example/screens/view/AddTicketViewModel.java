package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;
import java.util.Date;

public interface AddTicketViewModel extends BaseViewModel {

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

	/**
	 * Gets the priority.
	 *
	 * @return the priority
	 */
	String getPriority();

	/**
	 * Sets the priority.
	 *
	 * @param value the priority
	 */
	void setPriority(String value);

	/**
	 * Gets the due date.
	 *
	 * @return the due date
	 */
	Date getDueDate();

	/**
	 * Sets the due date.
	 *
	 * @param value the due date
	 */
	void setDueDate(Date value);
}
