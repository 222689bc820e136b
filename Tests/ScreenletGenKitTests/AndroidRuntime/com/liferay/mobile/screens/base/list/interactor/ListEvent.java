package com.liferay.mobile.screens.base.list.interactor;

import org.json.JSONObject;

public abstract class ListEvent<E> {

	public ListEvent() {
		super();
	}

	public ListEvent(JSONObject jsonObject) {
		super(jsonObject);
	}

	public ListEvent(Exception e) {
		super(e);
	}
}
