package com.example.screens.list;

import com.liferay.mobile.screens.base.list.BaseListListener;
import com.example.screens.Incident;

public interface IncidentListListener extends BaseListListener<Incident> {

	/**
	 * Notifies the app developer when the interactor is called.
	 */
	void interactorCalled();
}
