package com.example.screens.list;

import com.liferay.mobile.screens.base.list.interactor.ListEvent;
import com.example.screens.Visit;

public class VisitEvent extends ListEvent<Visit> {

	private static final long serialVersionUID = 1L;

	private Visit visit;

	public VisitEvent() {
		super();
	}

	public VisitEvent(Visit visit) {
		this.visit = visit;
	}

	@Override
	public String getListKey() {
		return String.valueOf(visit.getValues().hashCode());
	}

	@Override
	public Visit getModel() {
		return visit;
	}
}
