package com.example.screens.list;

import com.liferay.mobile.screens.base.list.interactor.ListEvent;
import com.example.screens.Incident;

public class IncidentEvent extends ListEvent<Incident> {

	private static final long serialVersionUID = 1L;

	private Incident incident;

	public IncidentEvent() {
		super();
	}

	public IncidentEvent(Incident incident) {
		this.incident = incident;
	}

	@Override
	public String getListKey() {
		return String.valueOf(incident.getId());
	}

	@Override
	public Incident getModel() {
		return incident;
	}
}
