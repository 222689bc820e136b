package com.liferay.mobile.screens.bookmark;

import android.os.Parcel;
import android.os.Parcelable;
import com.liferay.mobile.screens.util.JSONUtil;
import java.util.HashMap;
import java.util.Map;

/**
 * A bookmarks entry (`bookmarks.bookmarksentry`) as the JSON web services answer it.
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
		super();
	}

	protected Bookmark(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, Bookmark.class.getClassLoader());
	}

	public Bookmark(Map<String, Object> stringObjectMap) {
		values = stringObjectMap;
	}

	/**
	 * Whether an answer has every attribute the getters read: only a complete answer is read into
	 * this class, so no getter fails.
	 */
	public static boolean isComplete(Map<String, Object> stringObjectMap) {
		return stringObjectMap.get("name") instanceof String
			&& stringObjectMap.get("description") instanceof String
			&& stringObjectMap.get("url") instanceof String;
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
		return getLong("entryId");
	}

	public long getGroupId() {
		return getLong("groupId");
	}

	public long getFolderId() {
		return getLong("folderId");
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

	private long getLong(String key) {
		Object value = values.get(key);

		return (value == null) ? 0 : JSONUtil.castToLong(value);
	}
}
