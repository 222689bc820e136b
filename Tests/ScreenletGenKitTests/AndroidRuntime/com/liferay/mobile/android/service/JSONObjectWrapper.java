package com.liferay.mobile.android.service;

import java.util.Iterator;
import org.json.JSONException;
import org.json.JSONObject;

/** An object parameter: sent as `+name` = its class, and `name.key` = each of its values. */
public class JSONObjectWrapper {

	private String className;
	private JSONObject jsonObject;

	public JSONObjectWrapper(JSONObject jsonObject) {
		this(null, jsonObject);
	}

	public JSONObjectWrapper(String className, JSONObject jsonObject) {
		this.className = className;
		this.jsonObject = jsonObject;
	}

	public String getClassName() {
		return className;
	}

	public JSONObject getJSONObject() {
		return jsonObject;
	}

	public void mangle(JSONObject params, String name, String className) throws JSONException {
		addClassName(params, name, className);
		addJSONObject(params, name);
	}

	protected void addClassName(JSONObject params, String name, String className) throws JSONException {
		if (this.className == null || this.className.isEmpty()) {
			this.className = className;
		}
		params.put("+" + name, this.className);
	}

	protected void addJSONObject(JSONObject params, String name) throws JSONException {
		for (Iterator<String> keys = jsonObject.keys(); keys.hasNext();) {
			String key = keys.next();
			params.put(name + "." + key, jsonObject.get(key));
		}
	}
}
