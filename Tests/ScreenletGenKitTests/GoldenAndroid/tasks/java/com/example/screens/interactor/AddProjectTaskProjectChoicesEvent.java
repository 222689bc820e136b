package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * The Project entries read for projectId, and their cache entry.
 */
public class AddProjectTaskProjectChoicesEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private ArrayList<String> titles;
	private ArrayList<Long> ids;

	public AddProjectTaskProjectChoicesEvent() {
		super();
	}

	public AddProjectTaskProjectChoicesEvent(ArrayList<String> titles, ArrayList<Long> ids) {
		this.titles = titles;
		this.ids = ids;
	}

	public List<String> getTitles() {
		return titles;
	}

	public List<Long> getIds() {
		return ids;
	}
}
