package com.example.screens;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.HashMap;
import java.util.Map;

/**
 * One GuestbookEntry as the portal answers it: the answer's values, read by a getter each.
 */
public class GuestbookEntry implements Parcelable {

	public static final Creator<GuestbookEntry> CREATOR = new Creator<GuestbookEntry>() {
		@Override
		public GuestbookEntry createFromParcel(Parcel in) {
			return new GuestbookEntry(in);
		}

		@Override
		public GuestbookEntry[] newArray(int size) {
			return new GuestbookEntry[size];
		}
	};

	private Map<String, Object> values;

	public GuestbookEntry() {
		values = new HashMap<>();
	}

	protected GuestbookEntry(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, GuestbookEntry.class.getClassLoader());
	}

	public GuestbookEntry(Map<String, Object> values) {
		this.values = values;
	}

	/**
	 * Whether an answer has every attribute that is not optional, of its type: only a complete
	 * answer is read into this class, so no getter fails.
	 */
	public static boolean isComplete(Map<String, Object> values) {
		return (values.get("entryId") instanceof Number)
			&& (values.get("name") instanceof String)
			&& (values.get("email") instanceof String)
			&& (values.get("message") instanceof String)
			&& (values.get("guestbookId") instanceof Number);
	}

	@Override
	public void writeToParcel(Parcel dest, int flags) {
		dest.writeMap(values);
	}

	@Override
	public int describeContents() {
		return 0;
	}

	public long getEntryId() {
		return number("entryId").longValue();
	}

	public String getName() {
		return (String) values.get("name");
	}

	public String getEmail() {
		return (String) values.get("email");
	}

	public String getMessage() {
		return (String) values.get("message");
	}

	public long getGuestbookId() {
		return number("guestbookId").longValue();
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
