package com.example.screens;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One Incident as the portal answers it: the answer's values, read by a getter each.
 */
public class Incident implements Parcelable {

	public static final Creator<Incident> CREATOR = new Creator<Incident>() {
		@Override
		public Incident createFromParcel(Parcel in) {
			return new Incident(in);
		}

		@Override
		public Incident[] newArray(int size) {
			return new Incident[size];
		}
	};

	private Map<String, Object> values;

	public Incident() {
		values = new HashMap<>();
	}

	protected Incident(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, Incident.class.getClassLoader());
	}

	public Incident(Map<String, Object> values) {
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

	public String getAffectedSystems() {
		return joined("affectedSystems", "key");
	}

	public String getAffectedSystemsName() {
		return joined("affectedSystems", "name");
	}

	public Integer getAffectedUsers() {
		return (number("affectedUsers") == null) ? null : number("affectedUsers").intValue();
	}

	public Date getDateCreated() {
		return IncidentRequest.date(value(values, "dateCreated"), false);
	}

	public Date getDateModified() {
		return IncidentRequest.date(value(values, "dateModified"), false);
	}

	public String getExternalReferenceCode() {
		return text("externalReferenceCode");
	}

	public long getId() {
		return number("id").longValue();
	}

	public Date getReportedOn() {
		return IncidentRequest.date(value(values, "reportedOn"), false);
	}

	public String getSeverity() {
		return text("severity", "key");
	}

	public String getSeverityName() {
		return text("severity", "name");
	}

	public String getTitle() {
		return text("title");
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

	/**
	 * A multiselect picklist's entries' `field`, joined as the portal stores the keys: `power, water`.
	 */
	private String joined(String key, String field) {
		Object entries = value(values, key);

		if (!(entries instanceof List)) {
			return null;
		}

		StringBuilder joined = new StringBuilder();

		for (Object entry : (List<?>) entries) {
			Object value = (entry instanceof Map) ? ((Map<?, ?>) entry).get(field) : null;

			if (value instanceof String) {
				joined.append((joined.length() == 0) ? "" : ", ").append((String) value);
			}
		}

		return joined.toString();
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
