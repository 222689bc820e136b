package com.liferay.mobile.android.http;

import java.util.HashMap;
import java.util.Map;

/** An SDK request as an authentication sees it: a copy of the headers it was made with, which `authenticate` adds to. */
public class Request {

	private Map<String, String> headers = new HashMap<>();

	public Request(Method method, Map<String, String> headers, String url, Object body, int connectionTimeout) {
		if (headers != null) {
			this.headers = new HashMap<>(headers);
		}
	}

	public Map<String, String> getHeaders() {
		return headers;
	}
}
