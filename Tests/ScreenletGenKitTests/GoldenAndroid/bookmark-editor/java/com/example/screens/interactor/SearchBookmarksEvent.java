package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.event.CacheEvent;
import java.util.Map;

/**
 * The answer of one search-bookmarks, and its cache entry.
 */
public class SearchBookmarksEvent extends CacheEvent {

	private static final long serialVersionUID = 1L;

	private Map<String, Object> attributes;

	public SearchBookmarksEvent() {
		super();
	}

	public Map<String, Object> getAttributes() {
		return attributes;
	}

	public void setAttributes(Map<String, Object> attributes) {
		this.attributes = attributes;
	}
}
