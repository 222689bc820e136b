package com.example.screens.list;

import com.liferay.mobile.screens.base.list.interactor.ListEvent;
import com.example.screens.ProjectTask;

public class ProjectTaskEvent extends ListEvent<ProjectTask> {

	private static final long serialVersionUID = 1L;

	private ProjectTask projectTask;

	public ProjectTaskEvent() {
		super();
	}

	public ProjectTaskEvent(ProjectTask projectTask) {
		this.projectTask = projectTask;
	}

	@Override
	public String getListKey() {
		return String.valueOf(projectTask.getId());
	}

	@Override
	public ProjectTask getModel() {
		return projectTask;
	}
}
