package com.example.screens;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.Date;
import java.util.HashMap;
import java.util.Map;

/**
 * One TodoItem as the portal answers it: the answer's values, read by a getter each.
 */
public class TodoItem implements Parcelable {

	public static final Creator<TodoItem> CREATOR = new Creator<TodoItem>() {
		@Override
		public TodoItem createFromParcel(Parcel in) {
			return new TodoItem(in);
		}

		@Override
		public TodoItem[] newArray(int size) {
			return new TodoItem[size];
		}
	};

	private Map<String, Object> values;

	public TodoItem() {
		values = new HashMap<>();
	}

	protected TodoItem(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, TodoItem.class.getClassLoader());
	}

	public TodoItem(Map<String, Object> values) {
		this.values = values;
	}

	/**
	 * Whether an answer has every attribute that is not optional, of its type: only a complete
	 * answer is read into this class, so no getter fails.
	 */
	public static boolean isComplete(Map<String, Object> values) {
		return (values.get("itemId") instanceof Number)
			&& (values.get("title") instanceof String)
			&& (values.get("dueDate") instanceof Number)
			&& (values.get("done") instanceof Boolean)
			&& (values.get("priority") instanceof Number)
			&& (values.get("status") instanceof String)
			&& (values.get("estimatedHours") instanceof Number);
	}

	@Override
	public void writeToParcel(Parcel dest, int flags) {
		dest.writeMap(values);
	}

	@Override
	public int describeContents() {
		return 0;
	}

	public long getItemId() {
		return number("itemId").longValue();
	}

	public String getTitle() {
		return (String) values.get("title");
	}

	public String getNotes() {
		return (values.get("notes") instanceof String) ? (String) values.get("notes") : null;
	}

	public Date getDueDate() {
		return new Date(number("dueDate").longValue());
	}

	public boolean getDone() {
		return (Boolean) values.get("done");
	}

	public int getPriority() {
		return number("priority").intValue();
	}

	public String getStatus() {
		return (String) values.get("status");
	}

	public double getEstimate() {
		return number("estimatedHours").doubleValue();
	}

	public Map<String, Object> getValues() {
		return values;
	}

	public void setValues(Map<String, Object> values) {
		this.values = values;
	}

	private Number number(String key) {
		Object value = values.get(key);

		return (value instanceof Number) ? (Number) value : null;
	}
}
