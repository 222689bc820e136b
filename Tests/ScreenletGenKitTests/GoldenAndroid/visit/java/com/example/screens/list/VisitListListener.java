package com.example.screens.list;

import com.liferay.mobile.screens.base.list.BaseListListener;
import com.example.screens.Visit;

public interface VisitListListener extends BaseListListener<Visit> {

	/**
	 * Notifies the app developer when the interactor is called.
	 */
	void interactorCalled();
}
