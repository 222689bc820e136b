package com.example.screens.interactor;

import com.example.screens.Incident;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;

/**
 * The answer of one load-incident, and its cache entry.
 */
public class LoadIncidentEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private Incident incident;

	public LoadIncidentEvent() {
		super();
	}

	public Incident getIncident() {
		return incident;
	}

	public void setIncident(Incident incident) {
		this.incident = incident;
	}
}
