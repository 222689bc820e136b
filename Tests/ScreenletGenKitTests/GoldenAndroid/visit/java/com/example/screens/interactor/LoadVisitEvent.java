package com.example.screens.interactor;

import com.example.screens.Visit;
import com.liferay.mobile.screens.base.interactor.event.CacheEvent;

/**
 * The answer of one load-visit, and its cache entry.
 */
public class LoadVisitEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private Visit visit;

	public LoadVisitEvent() {
		super();
	}

	public Visit getVisit() {
		return visit;
	}

	public void setVisit(Visit visit) {
		this.visit = visit;
	}
}
