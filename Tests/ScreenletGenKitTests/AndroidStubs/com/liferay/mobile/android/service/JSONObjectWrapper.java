// Signature stub of the Liferay Mobile SDK for Android 7.3.0 (core), for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-mobile-sdk@android-7.3.0:android/android-sdk/src/main/java/com/liferay/mobile/android/service/JSONObjectWrapper.java
package com.liferay.mobile.android.service;

import org.json.JSONException;
import org.json.JSONObject;

public class JSONObjectWrapper {

	public JSONObjectWrapper(JSONObject jsonObject) { throw new RuntimeException("Stub!"); }

	public JSONObjectWrapper(String className, JSONObject jsonObject) { throw new RuntimeException("Stub!"); }

	public String getClassName() { throw new RuntimeException("Stub!"); }

	public JSONObject getJSONObject() { throw new RuntimeException("Stub!"); }

	public void mangle(JSONObject params, String name, String className) throws JSONException { throw new RuntimeException("Stub!"); }

	public void setClassName(String className) { throw new RuntimeException("Stub!"); }

	public void setJSONObject(JSONObject jsonObject) { throw new RuntimeException("Stub!"); }

	protected void addClassName(JSONObject params, String name, String className) throws JSONException { throw new RuntimeException("Stub!"); }

	protected void addJSONObject(JSONObject params, String name) throws JSONException { throw new RuntimeException("Stub!"); }
}
