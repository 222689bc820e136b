package com.example.screens;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.Date;
import java.util.HashMap;
import java.util.Map;

/**
 * One Visit as the portal answers it: the answer's values, read by a getter each.
 */
public class Visit implements Parcelable {

	public static final Creator<Visit> CREATOR = new Creator<Visit>() {
		@Override
		public Visit createFromParcel(Parcel in) {
			return new Visit(in);
		}

		@Override
		public Visit[] newArray(int size) {
			return new Visit[size];
		}
	};

	private Map<String, Object> values;

	public Visit() {
		values = new HashMap<>();
	}

	protected Visit(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, Visit.class.getClassLoader());
	}

	public Visit(Map<String, Object> values) {
		this.values = values;
	}

	/**
	 * Whether an answer has every attribute that is not optional, of its type: only a complete
	 * answer is read into this class, so no getter fails.
	 */
	public static boolean isComplete(Map<String, Object> values) {
		return values != null;
	}

	@Override
	public void writeToParcel(Parcel dest, int flags) {
		dest.writeMap(values);
	}

	@Override
	public int describeContents() {
		return 0;
	}

	public Boolean getConfirmed() {
		return flag("confirmed");
	}

	public Date getDay() {
		return VisitRequest.date(value(values, "day"), true);
	}

	public Double getDurationHours() {
		return (number("durationHours") == null) ? null : number("durationHours").doubleValue();
	}

	public Double getFee() {
		return (number("fee") == null) ? null : number("fee").doubleValue();
	}

	public Integer getGuests() {
		return (number("guests") == null) ? null : number("guests").intValue();
	}

	public String getHost() {
		return text("host");
	}

	public String getKind() {
		return text("kind", "key");
	}

	public String getKindName() {
		return text("kind", "name");
	}

	public String getNotes() {
		return text("notes");
	}

	public String getProgramme() {
		return text("programme");
	}

	public Date getStartsAt() {
		return VisitRequest.date(value(values, "startsAt"), false);
	}

	public Long getVisitorBadge() {
		return (number("visitorBadge") == null) ? null : number("visitorBadge").longValue();
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
