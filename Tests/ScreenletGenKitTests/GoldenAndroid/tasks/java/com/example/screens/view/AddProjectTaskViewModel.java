package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;
import java.util.List;

public interface AddProjectTaskViewModel extends BaseViewModel {

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
	 * Gets the project.
	 *
	 * @return the project
	 */
	Long getProjectId();

	/**
	 * Sets the project.
	 *
	 * @param value the project
	 */
	void setProjectId(Long value);

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
	 * Gets the labels.
	 *
	 * @return the labels
	 */
	String getLabels();

	/**
	 * Sets the labels.
	 *
	 * @param value the labels
	 */
	void setLabels(String value);

	/**
	 * Offers the Project entries loaded for projectId, their titles and ids in the same order, for
	 * the person to choose one.
	 *
	 * @param titles the entries' titles
	 * @param ids the entries' ids
	 */
	void showProjectChoices(List<String> titles, List<Long> ids);
}
