package com.example.screens.interactor;

import com.example.screens.Incident;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.Date;
import java.util.UUID;

/**
 * One add-incident: the values it sends and the portal's answer; also its cache entry.
 */
public class AddIncidentEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private String title;
	private String severity;
	private Date reportedOn;
	private Integer affectedUsers;
	private String affectedSystems;
	private String externalReferenceCode;
	private Incident incident;

	public AddIncidentEvent() {
		super();
	}

	public AddIncidentEvent(String title, String severity, Date reportedOn, Integer affectedUsers, String affectedSystems) {
		this.title = title;
		this.severity = severity;
		this.reportedOn = reportedOn;
		this.affectedUsers = affectedUsers;
		this.affectedSystems = affectedSystems;
		this.externalReferenceCode = UUID.randomUUID().toString();

		setCacheKey("add-incident-" + externalReferenceCode);
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

	public String getExternalReferenceCode() {
		return externalReferenceCode;
	}

	public Incident getIncident() {
		return incident;
	}

	public void setIncident(Incident incident) {
		this.incident = incident;
	}
}
