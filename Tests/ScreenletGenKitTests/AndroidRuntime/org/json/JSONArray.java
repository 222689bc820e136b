package org.json;

import java.util.ArrayList;
import java.util.List;

/** Android's org.json array. */
public class JSONArray {

	private final List<Object> values = new ArrayList<>();

	public JSONArray() {
	}

	public JSONArray(java.util.Collection copyFrom) {
		for (Object value : copyFrom) {
			values.add(JSONObject.wrap(value));
		}
	}

	public JSONArray(String json) throws JSONException {
		Object value = JSONText.parse(json);
		if (!(value instanceof JSONArray)) {
			throw new JSONException("Value " + json + " cannot be converted to JSONArray");
		}
		values.addAll(((JSONArray) value).values);
	}

	public int length() {
		return values.size();
	}

	public JSONArray put(boolean value) {
		values.add(value);
		return this;
	}

	public JSONArray put(int value) {
		values.add(value);
		return this;
	}

	public JSONArray put(long value) {
		values.add(value);
		return this;
	}

	public JSONArray put(Object value) {
		values.add(value);
		return this;
	}

	public boolean isNull(int index) {
		Object value = opt(index);
		return value == null || value == JSONObject.NULL;
	}

	public Object get(int index) throws JSONException {
		if (index < 0 || index >= values.size()) {
			throw new JSONException("Index " + index + " out of range [0.." + values.size() + ")");
		}
		Object value = values.get(index);
		if (value == null) {
			throw new JSONException("Value at " + index + " is null.");
		}
		return value;
	}

	public Object opt(int index) {
		return index < 0 || index >= values.size() ? null : values.get(index);
	}

	public long getLong(int index) throws JSONException {
		Object value = get(index);
		if (value instanceof Number) {
			return ((Number) value).longValue();
		}
		try {
			return (long) Double.parseDouble(String.valueOf(value));
		} catch (NumberFormatException e) {
			throw new JSONException("Value " + value + " at " + index + " cannot be converted to long");
		}
	}

	public int getInt(int index) throws JSONException {
		return (int) getLong(index);
	}

	public String getString(int index) throws JSONException {
		return String.valueOf(get(index));
	}

	public JSONArray getJSONArray(int index) throws JSONException {
		Object value = get(index);
		if (value instanceof JSONArray) {
			return (JSONArray) value;
		}
		throw new JSONException("Value " + value + " at " + index + " of type " + value.getClass().getName() + " cannot be converted to JSONArray");
	}

	public JSONArray optJSONArray(int index) {
		Object value = opt(index);
		return value instanceof JSONArray ? (JSONArray) value : null;
	}

	public JSONObject getJSONObject(int index) throws JSONException {
		Object value = get(index);
		if (value instanceof JSONObject) {
			return (JSONObject) value;
		}
		throw new JSONException("Value " + value + " at " + index + " of type " + value.getClass().getName() + " cannot be converted to JSONObject");
	}

	public JSONObject optJSONObject(int index) {
		Object value = opt(index);
		return value instanceof JSONObject ? (JSONObject) value : null;
	}

	public String toString() {
		StringBuilder text = new StringBuilder("[");
		for (Object value : values) {
			text.append(text.length() == 1 ? "" : ",").append(JSONText.write(value));
		}
		return text.append(']').toString();
	}
}
