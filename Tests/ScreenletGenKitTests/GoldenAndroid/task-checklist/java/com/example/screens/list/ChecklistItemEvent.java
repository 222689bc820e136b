package com.example.screens.list;

import com.liferay.mobile.screens.base.list.interactor.ListEvent;
import com.example.screens.ChecklistItem;

public class ChecklistItemEvent extends ListEvent<ChecklistItem> {

	private static final long serialVersionUID = 1L;

	private ChecklistItem checklistItem;

	public ChecklistItemEvent() {
		super();
	}

	public ChecklistItemEvent(ChecklistItem checklistItem) {
		this.checklistItem = checklistItem;
	}

	@Override
	public String getListKey() {
		return String.valueOf(checklistItem.getId());
	}

	@Override
	public ChecklistItem getModel() {
		return checklistItem;
	}
}
