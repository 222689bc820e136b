package com.example.screens.list;

import com.liferay.mobile.screens.base.list.BaseListListener;
import com.example.screens.ProjectTask;

public interface ProjectTasksListener extends BaseListListener<ProjectTask> {

	/**
	 * Notifies the app developer when the interactor is called.
	 */
	void interactorCalled();
}
