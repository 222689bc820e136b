package com.liferay.mobile.android.service;

import org.json.JSONException;
import org.json.JSONObject;

/** A service class's base: a null value is sent as JSON null; a missing service context is not sent at all. */
public class BaseService {

	public BaseService(Session session) {
		this.session = session;
	}

	public Object checkNull(Object object) {
		return object == null ? JSONObject.NULL : object;
	}

	public Session getSession() {
		return session;
	}

	public void mangleWrapper(JSONObject params, String name, String className, JSONObjectWrapper wrapper) throws JSONException {
		if (wrapper == null) {
			if (!className.equals("com.liferay.portal.service.ServiceContext") && !className.equals("com.liferay.portal.kernel.service.ServiceContext")) {
				params.put(name, JSONObject.NULL);
			}
			return;
		}
		wrapper.mangle(params, name, className);
	}

	public void setSession(Session session) {
		this.session = session;
	}
}
