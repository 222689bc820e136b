package com.example.screens;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.Date;
import java.util.HashMap;
import java.util.Map;

/**
 * One BookmarkFolder as the portal answers it: the answer's values, read by a getter each.
 */
public class BookmarkFolder implements Parcelable {

	public static final Creator<BookmarkFolder> CREATOR = new Creator<BookmarkFolder>() {
		@Override
		public BookmarkFolder createFromParcel(Parcel in) {
			return new BookmarkFolder(in);
		}

		@Override
		public BookmarkFolder[] newArray(int size) {
			return new BookmarkFolder[size];
		}
	};

	private Map<String, Object> values;

	public BookmarkFolder() {
		values = new HashMap<>();
	}

	protected BookmarkFolder(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, BookmarkFolder.class.getClassLoader());
	}

	public BookmarkFolder(Map<String, Object> values) {
		this.values = values;
	}

	/**
	 * Whether an answer has every attribute that is not optional, of its type: only a complete
	 * answer is read into this class, so no getter fails.
	 */
	public static boolean isComplete(Map<String, Object> values) {
		return (values.get("folderId") instanceof Number)
			&& (values.get("name") instanceof String)
			&& (values.get("createDate") instanceof Number);
	}

	@Override
	public void writeToParcel(Parcel dest, int flags) {
		dest.writeMap(values);
	}

	@Override
	public int describeContents() {
		return 0;
	}

	public long getFolderId() {
		return number("folderId").longValue();
	}

	public String getName() {
		return (String) values.get("name");
	}

	public String getDescription() {
		return (values.get("description") instanceof String) ? (String) values.get("description") : null;
	}

	public Date getCreateDate() {
		return new Date(number("createDate").longValue());
	}

	public Date getModifiedDate() {
		return (number("modifiedDate") == null) ? null : new Date(number("modifiedDate").longValue());
	}

	public Integer getEntriesCount() {
		return (number("entries") == null) ? null : number("entries").intValue();
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
