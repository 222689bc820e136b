package com.example.screens.interactor;

import com.example.screens.Incident;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.Date;

/**
 * One update-incident: the values it sends and the portal's answer; also its cache entry.
 */
public class UpdateIncidentEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long incidentId;
	private String title;
	private String severity;
	private Date reportedOn;
	private Integer affectedUsers;
	private String affectedSystems;
	private Incident incident;

	public UpdateIncidentEvent() {
		super();
	}

	public UpdateIncidentEvent(long incidentId, String title, String severity, Date reportedOn, Integer affectedUsers, String affectedSystems) {
		this.incidentId = incidentId;
		this.title = title;
		this.severity = severity;
		this.reportedOn = reportedOn;
		this.affectedUsers = affectedUsers;
		this.affectedSystems = affectedSystems;

		setCacheKey("update-incident-" + incidentId);
	}

	public long getIncidentId() {
		return incidentId;
	}

	public String getTitle() {
		return title;
	}

	public String getSeverity() {
		return severity;
	}

	public Date getReportedOn() {
		return reportedOn;
	}

	public Integer getAffectedUsers() {
		return affectedUsers;
	}

	public String getAffectedSystems() {
		return affectedSystems;
	}

	public Incident getIncident() {
		return incident;
	}

	public void setIncident(Incident incident) {
		this.incident = incident;
	}
}
