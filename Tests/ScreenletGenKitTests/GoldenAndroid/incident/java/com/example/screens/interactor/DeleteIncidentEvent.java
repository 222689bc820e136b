package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;

/**
 * One delete-incident: the values it sends and the portal's answer; also its cache entry.
 */
public class DeleteIncidentEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private long incidentId;

	public DeleteIncidentEvent() {
		super();
	}

	public DeleteIncidentEvent(long incidentId) {
		this.incidentId = incidentId;

		setCacheKey("delete-incident-" + incidentId);
	}

	public long getIncidentId() {
		return incidentId;
	}
}
