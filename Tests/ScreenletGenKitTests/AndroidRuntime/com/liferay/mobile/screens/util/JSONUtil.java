package com.liferay.mobile.screens.util;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** JSON to maps and lists, JSON's null to Java's. */
public class JSONUtil {

	private JSONUtil() {
	}

	public static List toList(JSONArray jsonArray) throws JSONException {
		List<Object> list = new ArrayList<>();
		for (int index = 0; index < jsonArray.length(); index++) {
			list.add(plain(jsonArray.get(index)));
		}
		return list;
	}

	public static Map<String, Object> toMap(JSONObject jsonObject) throws JSONException {
		Map<String, Object> map = new HashMap<>();
		for (Iterator<String> keys = jsonObject.keys(); keys.hasNext();) {
			String key = keys.next();
			map.put(key, plain(jsonObject.get(key)));
		}
		return map;
	}

	public static Long castToLong(Object o) {
		if (o instanceof Integer) {
			return ((Integer) o).longValue();
		}
		if (o instanceof String) {
			return Long.valueOf((String) o);
		}
		return (Long) o;
	}

	private static Object plain(Object value) throws JSONException {
		if (value == JSONObject.NULL) {
			return null;
		}
		if (value instanceof JSONObject) {
			return toMap((JSONObject) value);
		}
		if (value instanceof JSONArray) {
			return toList((JSONArray) value);
		}
		return value;
	}
}
