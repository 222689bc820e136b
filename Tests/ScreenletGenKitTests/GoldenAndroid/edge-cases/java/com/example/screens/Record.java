package com.example.screens;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.HashMap;
import java.util.Map;

/**
 * One Record as the portal answers it: the answer's values, read by a getter each.
 */
public class Record implements Parcelable {

	public static final Creator<Record> CREATOR = new Creator<Record>() {
		@Override
		public Record createFromParcel(Parcel in) {
			return new Record(in);
		}

		@Override
		public Record[] newArray(int size) {
			return new Record[size];
		}
	};

	private Map<String, Object> values;

	public Record() {
		values = new HashMap<>();
	}

	protected Record(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, Record.class.getClassLoader());
	}

	public Record(Map<String, Object> values) {
		this.values = values;
	}

	/**
	 * Whether an answer has every attribute that is not optional, of its type: only a complete
	 * answer is read into this class, so no getter fails.
	 */
	public static boolean isComplete(Map<String, Object> values) {
		return (values.get("default") instanceof String)
			&& (values.get("hash") instanceof Number)
			&& (values.get("class-name") instanceof String)
			&& (values.get("public") instanceof Boolean);
	}

	@Override
	public void writeToParcel(Parcel dest, int flags) {
		dest.writeMap(values);
	}

	@Override
	public int describeContents() {
		return 0;
	}

	public String getDefault() {
		return (String) values.get("default");
	}

	public String getDescription() {
		return (values.get("description") instanceof String) ? (String) values.get("description") : null;
	}

	public int getHash() {
		return number("hash").intValue();
	}

	public String getClassValue() {
		return (String) values.get("class-name");
	}

	public boolean getIsPublic() {
		return (Boolean) values.get("public");
	}

	public Double getWeight() {
		return (number("weight") == null) ? null : number("weight").doubleValue();
	}

	public Long getOwnerId() {
		return (number("ownerId") == null) ? null : number("ownerId").longValue();
	}

	public Boolean getArchived() {
		return (values.get("archived") instanceof Boolean) ? (Boolean) values.get("archived") : null;
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
