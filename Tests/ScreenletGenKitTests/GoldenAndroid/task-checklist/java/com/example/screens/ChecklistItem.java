package com.example.screens;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.HashMap;
import java.util.Map;

/**
 * One ChecklistItem as the portal answers it: the answer's values, read by a getter each.
 */
public class ChecklistItem implements Parcelable {

	public static final Creator<ChecklistItem> CREATOR = new Creator<ChecklistItem>() {
		@Override
		public ChecklistItem createFromParcel(Parcel in) {
			return new ChecklistItem(in);
		}

		@Override
		public ChecklistItem[] newArray(int size) {
			return new ChecklistItem[size];
		}
	};

	private Map<String, Object> values;

	public ChecklistItem() {
		values = new HashMap<>();
	}

	protected ChecklistItem(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, ChecklistItem.class.getClassLoader());
	}

	public ChecklistItem(Map<String, Object> values) {
		this.values = values;
	}

	/**
	 * Whether an answer has every attribute that is not optional, of its type: only a complete
	 * answer is read into this class, so no getter fails.
	 */
	public static boolean isComplete(Map<String, Object> values) {
		return (value(values, "id") instanceof Number);
	}

	@Override
	public void writeToParcel(Parcel dest, int flags) {
		dest.writeMap(values);
	}

	@Override
	public int describeContents() {
		return 0;
	}

	public long getId() {
		return number("id").longValue();
	}

	public String getLabel() {
		return text("label");
	}

	public Boolean getChecked() {
		return flag("checked");
	}

	/**
	 * Whether the portal lets the signed-in user do `action` with this entry (`update`,
	 * `delete`…): its `actions` has a key for each thing allowed and leaves out the rest. An
	 * answer without `actions` says nothing, and the portal decides when the action is sent.
	 */
	public boolean permits(String action) {
		Object actions = values.get("actions");

		return !(actions instanceof Map) || ((Map<?, ?>) actions).containsKey(action);
	}

	public Map<String, Object> getValues() {
		return values;
	}

	public void setValues(Map<String, Object> values) {
		this.values = values;
	}

	private Number number(String... path) {
		Object value = value(values, path);

		return (value instanceof Number) ? (Number) value : null;
	}

	private String text(String... path) {
		Object value = value(values, path);

		return (value instanceof String) ? (String) value : null;
	}

	private Boolean flag(String... path) {
		Object value = value(values, path);

		return (value instanceof Boolean) ? (Boolean) value : null;
	}

	/**
	 * The answer's value at `path`: each key after the first one of the object the one before it
	 * names (`priority`, then `key`); null where the answer has none.
	 */
	private static Object value(Map<String, Object> values, String... path) {
		Object value = values;

		for (String key : path) {
			value = (value instanceof Map) ? ((Map<?, ?>) value).get(key) : null;
		}

		return value;
	}
}
