package com.liferay.mobile.screens.base.interactor.event;

import org.json.JSONObject;

/** An interactor's result: its answer, or the exception it failed with; whose screenlet and action it is for. */
public class BasicEvent {

	private String actionName;
	private JSONObject jsonObject;
	private int targetScreenletId;
	private Exception exception;

	public BasicEvent() {
	}

	public BasicEvent(JSONObject jsonObject) {
		this.jsonObject = jsonObject;
	}

	public BasicEvent(Exception exception) {
		this.exception = exception;
	}

	public Exception getException() {
		return exception;
	}

	public void setException(Exception exception) {
		this.exception = exception;
	}

	public boolean isFailed() {
		return exception != null;
	}

	public int getTargetScreenletId() {
		return targetScreenletId;
	}

	public void setTargetScreenletId(int targetScreenletId) {
		this.targetScreenletId = targetScreenletId;
	}

	public JSONObject getJSONObject() {
		return jsonObject;
	}

	public void setJSONObject(JSONObject jsonObject) {
		this.jsonObject = jsonObject;
	}

	public String getActionName() {
		return actionName;
	}

	public void setActionName(String actionName) {
		this.actionName = actionName;
	}
}
