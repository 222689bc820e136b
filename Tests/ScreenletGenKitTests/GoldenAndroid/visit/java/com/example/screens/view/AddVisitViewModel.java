package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;
import java.util.Date;

public interface AddVisitViewModel extends BaseViewModel {

	/**
	 * Gets the host.
	 *
	 * @return the host
	 */
	String getHost();

	/**
	 * Sets the host.
	 *
	 * @param value the host
	 */
	void setHost(String value);

	/**
	 * Gets the kind.
	 *
	 * @return the kind
	 */
	String getKind();

	/**
	 * Sets the kind.
	 *
	 * @param value the kind
	 */
	void setKind(String value);

	/**
	 * Gets the day.
	 *
	 * @return the day
	 */
	Date getDay();

	/**
	 * Sets the day.
	 *
	 * @param value the day
	 */
	void setDay(Date value);

	/**
	 * Gets the starts at.
	 *
	 * @return the starts at
	 */
	Date getStartsAt();

	/**
	 * Sets the starts at.
	 *
	 * @param value the starts at
	 */
	void setStartsAt(Date value);

	/**
	 * Gets the duration hours: null while its text is no number.
	 *
	 * @return the duration hours
	 */
	Double getDurationHours();

	/**
	 * Sets the duration hours.
	 *
	 * @param value the duration hours
	 */
	void setDurationHours(Double value);

	/**
	 * Gets the guests: null while its text is no whole number.
	 *
	 * @return the guests
	 */
	Integer getGuests();

	/**
	 * Sets the guests.
	 *
	 * @param value the guests
	 */
	void setGuests(Integer value);

	/**
	 * Gets the fee: null while its text is no number.
	 *
	 * @return the fee
	 */
	Double getFee();

	/**
	 * Sets the fee.
	 *
	 * @param value the fee
	 */
	void setFee(Double value);

	/**
	 * Gets the confirmed.
	 *
	 * @return the confirmed
	 */
	Boolean getConfirmed();

	/**
	 * Sets the confirmed.
	 *
	 * @param value the confirmed
	 */
	void setConfirmed(Boolean value);

	/**
	 * Gets the visitor badge: null while its text is no whole number.
	 *
	 * @return the visitor badge
	 */
	Long getVisitorBadge();

	/**
	 * Sets the visitor badge.
	 *
	 * @param value the visitor badge
	 */
	void setVisitorBadge(Long value);

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
	 * Gets the programme.
	 *
	 * @return the programme
	 */
	String getProgramme();

	/**
	 * Sets the programme.
	 *
	 * @param value the programme
	 */
	void setProgramme(String value);
}
