package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;
import java.util.Date;

public interface UpdateIncidentViewModel extends BaseViewModel {

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
	 * Gets the severity.
	 *
	 * @return the severity
	 */
	String getSeverity();

	/**
	 * Sets the severity.
	 *
	 * @param value the severity
	 */
	void setSeverity(String value);

	/**
	 * Gets the reported on.
	 *
	 * @return the reported on
	 */
	Date getReportedOn();

	/**
	 * Sets the reported on.
	 *
	 * @param value the reported on
	 */
	void setReportedOn(Date value);

	/**
	 * Gets the affected users: null while its text is no whole number.
	 *
	 * @return the affected users
	 */
	Integer getAffectedUsers();

	/**
	 * Sets the affected users.
	 *
	 * @param value the affected users
	 */
	void setAffectedUsers(Integer value);

	/**
	 * Gets the affected systems.
	 *
	 * @return the affected systems
	 */
	String getAffectedSystems();

	/**
	 * Sets the affected systems.
	 *
	 * @param value the affected systems
	 */
	void setAffectedSystems(String value);

	/**
	 * Sets whether the loaded entry lets the user send update-incident: its button is enabled only
	 * while it does (until a load says, it does).
	 *
	 * @param permitted whether the entry's actions allow it
	 */
	void setCanUpdateIncident(boolean permitted);
}
