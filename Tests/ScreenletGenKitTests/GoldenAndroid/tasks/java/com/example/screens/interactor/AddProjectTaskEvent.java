package com.example.screens.interactor;

import com.example.screens.ProjectTask;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.UUID;

/**
 * One add-project-task: the values it sends and the portal's answer; also its cache entry.
 */
public class AddProjectTaskEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private String title;
	private Long projectId;
	private String priority;
	private String labels;
	private String externalReferenceCode;
	private ProjectTask projectTask;

	public AddProjectTaskEvent() {
		super();
	}

	public AddProjectTaskEvent(String title, Long projectId, String priority, String labels) {
		this.title = title;
		this.projectId = projectId;
		this.priority = priority;
		this.labels = labels;
		this.externalReferenceCode = UUID.randomUUID().toString();

		setCacheKey("add-project-task-" + externalReferenceCode);
	}

	public String getTitle() {
		return title;
	}

	public Long getProjectId() {
		return projectId;
	}

	public String getPriority() {
		return priority;
	}

	public String getLabels() {
		return labels;
	}

	public String getExternalReferenceCode() {
		return externalReferenceCode;
	}

	public ProjectTask getProjectTask() {
		return projectTask;
	}

	public void setProjectTask(ProjectTask projectTask) {
		this.projectTask = projectTask;
	}
}
