package com.example.screens;

import android.os.Parcel;
import android.os.Parcelable;
import java.util.HashMap;
import java.util.Map;

/**
 * One Article as the portal answers it: the answer's values, read by a getter each.
 */
public class Article implements Parcelable {

	public static final Creator<Article> CREATOR = new Creator<Article>() {
		@Override
		public Article createFromParcel(Parcel in) {
			return new Article(in);
		}

		@Override
		public Article[] newArray(int size) {
			return new Article[size];
		}
	};

	private Map<String, Object> values;

	public Article() {
		values = new HashMap<>();
	}

	protected Article(Parcel in) {
		values = new HashMap<>();

		in.readMap(values, Article.class.getClassLoader());
	}

	public Article(Map<String, Object> values) {
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

	public String getTitle() {
		return text("title");
	}

	public String getBody() {
		return text("body");
	}

	public String getSummary() {
		return text("summaryRawText");
	}

	public String getCover() {
		return text("cover", "name");
	}

	public String getCoverSize() {
		return text("cover", "size");
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

	private String text(String... path) {
		Object value = value(values, path);

		return (value instanceof String) ? (String) value : null;
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
