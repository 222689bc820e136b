package com.liferay.mobile.screens.base.interactor;

public abstract class BaseRemoteInteractor<L, E extends BasicEvent> {

	public void onEventMainThread(E event) {
		super.processEvent(event);
	}
}
