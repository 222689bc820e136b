package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;
import java.util.Date;

public interface TodoEditorViewModel extends BaseViewModel {

	/**
	 * Gets the title.
	 *
	 * @return the title
	 */
	String getTitle();

	/**
	 * Sets the title.
	 *
	 * @param value the title
	 */
	void setTitle(String value);

	/**
	 * Gets the notes.
	 *
	 * @return the notes
	 */
	String getNotes();

	/**
	 * Sets the notes.
	 *
	 * @param value the notes
	 */
	void setNotes(String value);

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

	/**
	 * Gets the done.
	 *
	 * @return the done
	 */
	boolean getDone();

	/**
	 * Sets the done.
	 *
	 * @param value the done
	 */
	void setDone(boolean value);

	/**
	 * Gets the priority.
	 *
	 * @return the priority
	 */
	int getPriority();

	/**
	 * Sets the priority.
	 *
	 * @param value the priority
	 */
	void setPriority(int value);

	/**
	 * Gets the status.
	 *
	 * @return the status
	 */
	String getStatus();

	/**
	 * Sets the status.
	 *
	 * @param value the status
	 */
	void setStatus(String value);

	/**
	 * Gets the estimate: null while its text is no number.
	 *
	 * @return the estimate
	 */
	Double getEstimate();

	/**
	 * Sets the estimate.
	 *
	 * @param value the estimate
	 */
	void setEstimate(Double value);
}
