package org.json;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/** Android's org.json object: insertion-ordered members, JSON's null a sentinel, numbers coerced as Android's are. */
public class JSONObject {

	private final LinkedHashMap<String, Object> members = new LinkedHashMap<>();

	static {
		NULL = new Object() {
			@Override
			public boolean equals(Object other) {
				return other == this || other == null;
			}

			@Override
			public int hashCode() {
				return 0;
			}

			@Override
			public String toString() {
				return "null";
			}
		};
	}

	public JSONObject() {
	}

	public JSONObject(java.util.Map copyFrom) {
		for (Object entry : copyFrom.entrySet()) {
			Map.Entry<?, ?> pair = (Map.Entry<?, ?>) entry;
			members.put(String.valueOf(pair.getKey()), wrap(pair.getValue()));
		}
	}

	public JSONObject(String json) throws JSONException {
		Object value = JSONText.parse(json);
		if (!(value instanceof JSONObject)) {
			throw new JSONException("Value " + json + " cannot be converted to JSONObject");
		}
		members.putAll(((JSONObject) value).members);
	}

	public int length() {
		return members.size();
	}

	public JSONObject put(String name, boolean value) throws JSONException {
		return put(name, (Object) value);
	}

	public JSONObject put(String name, double value) throws JSONException {
		return put(name, (Object) value);
	}

	public JSONObject put(String name, int value) throws JSONException {
		return put(name, (Object) value);
	}

	public JSONObject put(String name, long value) throws JSONException {
		return put(name, (Object) value);
	}

	public JSONObject put(String name, Object value) throws JSONException {
		if (name == null) {
			throw new JSONException("Names must be non-null");
		}
		if (value == null) {
			members.remove(name);
		} else {
			members.put(name, value);
		}
		return this;
	}

	public Object remove(String name) {
		return members.remove(name);
	}

	public boolean isNull(String name) {
		Object value = members.get(name);
		return value == null || value == NULL;
	}

	public boolean has(String name) {
		return members.containsKey(name);
	}

	public Object get(String name) throws JSONException {
		Object value = members.get(name);
		if (value == null) {
			throw new JSONException("No value for " + name);
		}
		return value;
	}

	public Object opt(String name) {
		return members.get(name);
	}

	public boolean getBoolean(String name) throws JSONException {
		Object value = get(name);
		if (value instanceof Boolean) {
			return (Boolean) value;
		}
		if (value instanceof String && (value.equals("true") || value.equals("false"))) {
			return Boolean.parseBoolean((String) value);
		}
		throw mismatch(name, value, "boolean");
	}

	public double getDouble(String name) throws JSONException {
		Object value = get(name);
		if (value instanceof Number) {
			return ((Number) value).doubleValue();
		}
		try {
			return Double.parseDouble(String.valueOf(value));
		} catch (NumberFormatException e) {
			throw mismatch(name, value, "double");
		}
	}

	public int getInt(String name) throws JSONException {
		return (int) getDouble(name);
	}

	public long getLong(String name) throws JSONException {
		Object value = get(name);
		if (value instanceof Number) {
			return ((Number) value).longValue();
		}
		try {
			return (long) Double.parseDouble(String.valueOf(value));
		} catch (NumberFormatException e) {
			throw mismatch(name, value, "long");
		}
	}

	public boolean optBoolean(String name) {
		return optBoolean(name, false);
	}

	public boolean optBoolean(String name, boolean fallback) {
		try {
			return getBoolean(name);
		} catch (JSONException e) {
			return fallback;
		}
	}

	public double optDouble(String name) {
		return optDouble(name, Double.NaN);
	}

	public double optDouble(String name, double fallback) {
		try {
			return getDouble(name);
		} catch (JSONException e) {
			return fallback;
		}
	}

	public int optInt(String name) {
		return optInt(name, 0);
	}

	public int optInt(String name, int fallback) {
		return (int) optDouble(name, fallback);
	}

	public long optLong(String name) {
		return optLong(name, 0L);
	}

	public long optLong(String name, long fallback) {
		try {
			return getLong(name);
		} catch (JSONException e) {
			return fallback;
		}
	}

	public String getString(String name) throws JSONException {
		return String.valueOf(get(name));
	}

	public String optString(String name) {
		return optString(name, "");
	}

	public String optString(String name, String fallback) {
		Object value = members.get(name);
		return value == null ? fallback : String.valueOf(value);
	}

	public JSONArray getJSONArray(String name) throws JSONException {
		return typed(name, JSONArray.class);
	}

	public JSONArray optJSONArray(String name) {
		return optTyped(name, JSONArray.class);
	}

	public JSONObject getJSONObject(String name) throws JSONException {
		return typed(name, JSONObject.class);
	}

	public JSONObject optJSONObject(String name) {
		return optTyped(name, JSONObject.class);
	}

	private <T> T typed(String name, Class<T> type) throws JSONException {
		Object value = get(name);
		if (type.isInstance(value)) {
			return type.cast(value);
		}
		throw mismatch(name, value, type.getSimpleName());
	}

	private <T> T optTyped(String name, Class<T> type) {
		Object value = members.get(name);
		return type.isInstance(value) ? type.cast(value) : null;
	}

	public java.util.Iterator<String> keys() {
		final Iterator<String> iterator = members.keySet().iterator();
		return iterator;
	}

	public String toString() {
		StringBuilder text = new StringBuilder("{");
		for (Map.Entry<String, Object> member : members.entrySet()) {
			text.append(text.length() == 1 ? "" : ",").append(quote(member.getKey())).append(':').append(JSONText.write(member.getValue()));
		}
		return text.append('}').toString();
	}

	public static String quote(String data) {
		if (data == null) {
			return "\"\"";
		}
		StringBuilder text = new StringBuilder("\"");
		for (char character : data.toCharArray()) {
			switch (character) {
			case '"': text.append("\\\""); break;
			case '\\': text.append("\\\\"); break;
			case '/': text.append("\\/"); break;
			case '\n': text.append("\\n"); break;
			case '\t': text.append("\\t"); break;
			case '\r': text.append("\\r"); break;
			default:
				if (character < 0x20) {
					text.append(String.format("\\u%04x", (int) character));
				} else {
					text.append(character);
				}
			}
		}
		return text.append('"').toString();
	}

	public static Object wrap(Object o) {
		if (o == null) {
			return NULL;
		}
		if (o instanceof Map) {
			return new JSONObject((Map) o);
		}
		if (o instanceof java.util.Collection) {
			return new JSONArray((java.util.Collection) o);
		}
		return o;
	}

	private static JSONException mismatch(String name, Object value, String type) {
		return new JSONException("Value " + value + " at " + name + " of type " + value.getClass().getName() + " cannot be converted to " + type);
	}
}
