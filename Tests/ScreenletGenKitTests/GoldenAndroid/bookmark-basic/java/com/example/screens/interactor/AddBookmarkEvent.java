package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.event.BasicEvent;
import java.util.Map;

/**
 * The answer of one add-bookmark.
 */
public class AddBookmarkEvent extends BasicEvent {

	private static final long serialVersionUID = 1L;

	private Map<String, Object> attributes;

	public AddBookmarkEvent() {
		super();
	}

	public Map<String, Object> getAttributes() {
		return attributes;
	}

	public void setAttributes(Map<String, Object> attributes) {
		this.attributes = attributes;
	}
}
