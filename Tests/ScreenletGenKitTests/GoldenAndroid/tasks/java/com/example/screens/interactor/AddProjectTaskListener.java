package com.example.screens.interactor;

import com.example.screens.ProjectTask;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface AddProjectTaskListener extends BaseCacheListener {

	/**
	 * Called when add-project-task did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onAddProjectTaskFailure(Exception exception);

	/**
	 * Called when add-project-task succeeded, with the entry the portal answered.
	 */
	void onAddProjectTaskSuccess(ProjectTask projectTask);
}
