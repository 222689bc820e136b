// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/util/JSONUtil.java
package com.liferay.mobile.screens.util;

import java.util.List;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

@SuppressWarnings("rawtypes")
public class JSONUtil {

	private JSONUtil() { throw new RuntimeException("Stub!"); }

	public static List toList(JSONArray jsonArray) throws JSONException { throw new RuntimeException("Stub!"); }

	public static List<String> toStringList(JSONArray jsonArray) throws JSONException { throw new RuntimeException("Stub!"); }

	public static Map<String, Object> toMap(JSONObject jsonObject) throws JSONException { throw new RuntimeException("Stub!"); }

	public static Long castToLong(Object o) { throw new RuntimeException("Stub!"); }
}
