// Signature stub of the Liferay Mobile SDK for Android 7.3.0 (core), for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-mobile-sdk@android-7.3.0:android/android-sdk/src/main/java/com/liferay/mobile/android/service/BaseService.java
package com.liferay.mobile.android.service;

import org.json.JSONException;
import org.json.JSONObject;

public class BaseService {

	protected Session session;

	public BaseService(Session session) { throw new RuntimeException("Stub!"); }

	public Object checkNull(Object object) { throw new RuntimeException("Stub!"); }

	public Session getSession() { throw new RuntimeException("Stub!"); }

	public void mangleWrapper(JSONObject params, String name, String className, JSONObjectWrapper wrapper) throws JSONException { throw new RuntimeException("Stub!"); }

	public void setSession(Session session) { throw new RuntimeException("Stub!"); }

	public Object toString(byte[] bytes) { throw new RuntimeException("Stub!"); }
}
