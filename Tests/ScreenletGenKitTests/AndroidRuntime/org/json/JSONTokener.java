package org.json;

/** Android's tokener as `nextValue` reads a whole text: its first value, what follows it unread. */
public class JSONTokener {

	private final String in;

	public JSONTokener(String in) {
		this.in = in;
	}

	public Object nextValue() throws JSONException {
		return JSONText.next(in);
	}
}
