package com.liferay.mobile.screens.bookmark;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.HashMap;
import java.util.Map;

/**
 * One Bookmark as the portal answers it: the answer's values, read by a getter each.
 */
public class Bookmark implements Parcelable {

	public static final Creator<Bookmark> CREATOR = new Creator<Bookmark>() {
		@Override
		public Bookmark createFromParcel(Parcel in) {
			return new Bookmark(in);
		}

		@Override
		public Bookmark[] newArray(int size) {
			return new Bookmark[size];
		}
	};

	private Map<String, Object> values;

	public Bookmark() {
		values = new HashMap<>();
	}

	protected Bookmark(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, Bookmark.class.getClassLoader());
	}

	public Bookmark(Map<String, Object> values) {
		this.values = values;
	}

	/**
	 * Whether an answer has every attribute that is not optional, of its type: only a complete
	 * answer is read into this class, so no getter fails.
	 */
	public static boolean isComplete(Map<String, Object> values) {
		return (values.get("name") instanceof String)
			&& (values.get("description") instanceof String)
			&& (values.get("url") instanceof String);
	}

	@Override
	public void writeToParcel(Parcel dest, int flags) {
		dest.writeMap(values);
	}

	@Override
	public int describeContents() {
		return 0;
	}

	public String getName() {
		return (String) values.get("name");
	}

	public String getDescription() {
		return (String) values.get("description");
	}

	public String getUrl() {
		return (String) values.get("url");
	}

	public Map<String, Object> getValues() {
		return values;
	}

	public void setValues(Map<String, Object> values) {
		this.values = values;
	}
}
