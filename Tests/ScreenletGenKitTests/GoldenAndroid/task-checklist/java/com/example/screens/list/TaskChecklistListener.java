package com.example.screens.list;

import com.liferay.mobile.screens.base.list.BaseListListener;
import com.example.screens.ChecklistItem;

public interface TaskChecklistListener extends BaseListListener<ChecklistItem> {

	/**
	 * Notifies the app developer when the interactor is called.
	 */
	void interactorCalled();
}
