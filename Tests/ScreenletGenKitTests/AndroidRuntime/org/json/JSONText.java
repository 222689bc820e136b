package org.json;

/** Reads and writes JSON text as Android's JSONTokener and JSONStringer do (the model's own helper). */
final class JSONText {

	private final String text;
	private int position;

	private JSONText(String text) {
		this.text = text;
	}

	static Object parse(String text) throws JSONException {
		JSONText reader = new JSONText(text);
		Object value = reader.value();
		reader.skipSpace();
		if (reader.position != text.length()) {
			throw new JSONException("Unexpected text after the value at character " + reader.position + " of " + text);
		}
		return value;
	}

	/** Android's `new JSONTokener(text).nextValue()`: the first value, what follows it unread (an unquoted word is a string). */
	static Object next(String text) throws JSONException {
		return new JSONText(text).value();
	}

	static String write(Object value) {
		if (value instanceof String) {
			return JSONObject.quote((String) value);
		}
		if (value instanceof Double) {
			double number = (Double) value;
			return number == (long) number ? Long.toString((long) number) : value.toString();
		}
		return String.valueOf(value);
	}

	private void skipSpace() {
		while (position < text.length() && Character.isWhitespace(text.charAt(position))) {
			position++;
		}
	}

	private Object value() throws JSONException {
		skipSpace();
		if (position >= text.length()) {
			throw new JSONException("End of input at character " + position);
		}
		char character = text.charAt(position);
		if (character == '{') {
			position++;
			JSONObject object = new JSONObject();
			skipSpace();
			if (peek('}')) {
				return object;
			}
			do {
				Object key = value();
				skipSpace();
				expect(':');
				object.put(String.valueOf(key), value());
				skipSpace();
			} while (peek(','));
			expect('}');
			return object;
		}
		if (character == '[') {
			position++;
			JSONArray array = new JSONArray();
			skipSpace();
			if (peek(']')) {
				return array;
			}
			do {
				array.put(value());
				skipSpace();
			} while (peek(','));
			expect(']');
			return array;
		}
		if (character == '"') {
			position++;
			StringBuilder string = new StringBuilder();
			while (position < text.length() && text.charAt(position) != '"') {
				char next = text.charAt(position++);
				if (next == '\\') {
					char escaped = text.charAt(position++);
					switch (escaped) {
					case 'n': string.append('\n'); break;
					case 't': string.append('\t'); break;
					case 'r': string.append('\r'); break;
					case 'b': string.append('\b'); break;
					case 'f': string.append('\f'); break;
					case 'u': string.append((char) Integer.parseInt(text.substring(position, position + 4), 16)); position += 4; break;
					default: string.append(escaped);
					}
				} else {
					string.append(next);
				}
			}
			expect('"');
			return string.toString();
		}
		int start = position;
		while (position < text.length() && "{}[]:, \t\r\n\"".indexOf(text.charAt(position)) < 0) {
			position++;
		}
		String literal = text.substring(start, position);
		if (literal.equals("null")) {
			return JSONObject.NULL;
		}
		if (literal.equals("true") || literal.equals("false")) {
			return Boolean.valueOf(literal);
		}
		if (literal.indexOf('.') < 0 && literal.indexOf('e') < 0 && literal.indexOf('E') < 0) {
			try {
				long number = Long.parseLong(literal);
				return number == (int) number ? (Object) (int) number : (Object) number;
			} catch (NumberFormatException e) {
				// a double, below
			}
		}
		try {
			return Double.valueOf(literal);
		} catch (NumberFormatException e) {
			// Android's tokener reads an unquoted word as a string.
			return literal;
		}
	}

	private boolean peek(char character) {
		if (position < text.length() && text.charAt(position) == character) {
			position++;
			return true;
		}
		return false;
	}

	private void expect(char character) throws JSONException {
		if (!peek(character)) {
			throw new JSONException("Expected " + character + " at character " + position);
		}
	}
}
