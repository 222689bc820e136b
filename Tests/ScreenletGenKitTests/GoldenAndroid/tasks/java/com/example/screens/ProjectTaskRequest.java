package com.example.screens;

import android.util.Base64;
import android.os.Build;
import android.os.LocaleList;
import com.liferay.mobile.android.auth.Authentication;
import com.liferay.mobile.android.auth.refresh.AuthenticationRefreshHandlerFactory;
import com.liferay.mobile.android.http.Method;
import com.liferay.mobile.android.http.Request;
import com.liferay.mobile.android.service.Session;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SimpleTimeZone;
import java.util.TimeZone;
import java.util.TreeMap;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;
import org.json.JSONTokener;

/**
 * One call to the portal's headless REST API at "/o/c/tasks", signed by the
 * session's authentication (basic, cookie, OAuth 2) as the Mobile SDK signs its own requests.
 * Sent with HttpURLConnection, as Screens sends its own downloads: the SDK's HTTP client takes
 * GET and POST only, and a headless API also answers PUT, PATCH and DELETE.
 */
public class ProjectTaskRequest {

	/** The API's path below the server. */
	public static final String BASE_PATH = "/o/c/tasks";

	private static final Charset UTF_8 = Charset.forName("UTF-8");
	private static final String HEX = "0123456789ABCDEF";

	private final String method;
	private final String path;
	private final Map<String, String> query = new TreeMap<>();
	private String basePath = BASE_PATH;
	private JSONObject body;

	/** `path` is below the API's root, its path parameters already in place: `/42`. */
	public ProjectTaskRequest(String method, String path) {
		this.method = method;
		this.path = path;
	}

	/** Sends the request below another API of the portal (a parent Object's): `/o/c/projects`. */
	public ProjectTaskRequest basePath(String basePath) {
		this.basePath = basePath;

		return this;
	}

	/** Adds a query parameter; a value that is null (an input a person left out) is not sent. */
	public ProjectTaskRequest query(String name, String value) {
		if (value != null) {
			query.put(name, value);
		}

		return this;
	}

	/**
	 * Adds a field to the JSON body (the request has one from the first); a value that is null (an
	 * input a person left out) is not sent, `JSONObject.NULL` is sent as null.
	 */
	public ProjectTaskRequest body(String name, Object value) {
		if (body == null) {
			body = new JSONObject();
		}

		if (value != null) {
			try {
				body.put(name, value);
			}
			catch (JSONException e) {
				// A number JSON cannot hold (NaN, infinite).
				throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
			}
		}

		return this;
	}

	/** A picklist field's value: its entry's key, `{"key": "high"}`; null stays null. */
	public static JSONObject key(String key) {
		if (key == null) {
			return null;
		}

		try {
			return new JSONObject().put("key", key);
		}
		catch (JSONException e) {
			throw new IllegalArgumentException(e);
		}
	}

	/**
	 * A multiselect picklist field's value: its keys, the text split at each comma (`"power,
	 * water"` and `"power,water"` alike), `[]` for none; null stays null.
	 */
	public static JSONArray keys(String joined) {
		if (joined == null) {
			return null;
		}

		JSONArray keys = new JSONArray();

		for (String key : joined.split(",")) {
			if (!key.trim().isEmpty()) {
				keys.put(key.trim());
			}
		}

		return keys;
	}

	/**
	 * The file attached to the entry's "attachment" field, null when it has none (then no
	 * request is made). Read through this API with the session's authentication, as every call
	 * is, by asking for its content in the entry (`nestedFields`): the file's `link.href` is a
	 * Documents and Media URL that the portal may not authorize with the session's basic or OAuth 2
	 * credentials. Call it off the main thread: it waits for the answer.
	 */
	public static byte[] downloadAttachment(ProjectTask projectTask, Session session) throws Exception {
		if (projectTask.getValues().get("attachment") == null) {
			return null;
		}

		if (!(projectTask.getValues().get("id") instanceof Number)) {
			throw new Exception("The entry has no id to read its file by");
		}

		Object entry = new ProjectTaskRequest("GET", "/" + segment(String.valueOf(projectTask.getValues().get("id"))))
			.query("nestedFields", "attachment.fileBase64")
			.send(session);
		Object file = (entry instanceof JSONObject) ? ((JSONObject) entry).opt("attachment") : null;

		if (!(file instanceof JSONObject)) {
			return null;
		}

		// An older portal leaves it out unless its feature flag (LPS-174455) is on.
		String content = ((JSONObject) file).optString("fileBase64");

		if (content.isEmpty()) {
			throw new Exception("The portal answered no content for the file");
		}

		return Base64.decode(content, Base64.DEFAULT);
	}

	// Sending

	/**
	 * The answer's JSON (a JSONObject or a JSONArray), null when it is empty (a delete). Call it
	 * off the main thread: it waits for the answer. A status of 400 or more throws an exception
	 * with the portal's own message, but for a DELETE of an entry that is not there; a redirect
	 * throws too.
	 */
	public Object send(Session session) throws Exception {
		HttpURLConnection connection = (HttpURLConnection) new URL(url(session.getServer())).openConnection();

		try {
			connection.setRequestMethod(method);
			// Followed, a redirect would make a write a GET of the page it points to (the login
			// page), and that page's 200 the write's success.
			connection.setInstanceFollowRedirects(false);
			connection.setConnectTimeout(session.getConnectionTimeout());
			connection.setReadTimeout(session.getConnectionTimeout());

			for (Map.Entry<String, String> header : headers(session).entrySet()) {
				connection.setRequestProperty(header.getKey(), header.getValue());
			}

			connection.setRequestProperty("Accept", "application/json");
			connection.setRequestProperty("Accept-Language", language());

			if (body != null) {
				byte[] bytes = body.toString().getBytes(UTF_8);

				connection.setDoOutput(true);
				connection.setFixedLengthStreamingMode(bytes.length);
				connection.setRequestProperty("Content-Type", "application/json; charset=utf-8");

				OutputStream stream = connection.getOutputStream();

				try {
					stream.write(bytes);
				}
				finally {
					stream.close();
				}
			}

			int status = connection.getResponseCode();

			if (status >= 300 && status < 400) {
				String location = connection.getHeaderField("Location");

				throw new Exception(redirectMessage((location == null) ? "" : location));
			}

			String text = read((status >= 400) ? connection.getErrorStream() : connection.getInputStream());
			Object json = parsed(text);

			if (status >= 400) {
				// The entry is gone, which is what a DELETE asks for: sent again after its answer
				// was lost, or deleted by someone else first. Only the portal's Not Found problem:
				// an empty 404 (no API at that path) stays a failure.
				if ("DELETE".equals(method) && (status == 404) && (json instanceof JSONObject)
					&& "NOT_FOUND".equals(((JSONObject) json).optString("status"))) {

					return null;
				}

				throw new Exception(message(json, text, status));
			}

			return json;
		}
		finally {
			connection.disconnect();
		}
	}

	/** A path parameter's value, escaped for one path segment. */
	public static String segment(String value) {
		return escaped(value, "-._~!$&'()*+,;=:@");
	}

	/**
	 * A date the portal wrote: ISO 8601 with or without fractional seconds and zone (a field
	 * stored as entered has none: the device's zone). A day (a `date` field, written as its GMT
	 * midnight, or a text of the day alone) is that day in the device's zone, wherever the device
	 * is: its first instant, which is not always midnight (America/Santiago skips 2024-09-08
	 * 00:00). Null for a text that is no such date.
	 */
	public static Date date(Object value, boolean dayOnly) {
		if (!(value instanceof String)) {
			return null;
		}

		String text = (String) value;
		int year = number(text, 0, 4);
		int month = number(text, 5, 2);
		int day = number(text, 8, 2);

		if ((year < 0) || !character(text, 4, '-') || (month < 0) || !character(text, 7, '-') || (day < 0)
			|| !isDay(year, month, day)) {

			return null;
		}

		// The portal's calendar, whichever the device shows.
		Calendar calendar = new GregorianCalendar(TimeZone.getDefault(), Locale.US);

		calendar.clear();

		if (dayOnly || (text.length() == 10)) {
			calendar.set(year, month - 1, day, 0, 0, 0);

			return firstInstant(calendar);
		}

		int hour = number(text, 11, 2);
		int minute = number(text, 14, 2);
		int second = number(text, 17, 2);

		if (!character(text, 10, 'T') || (hour < 0) || (hour > 23) || !character(text, 13, ':') || (minute < 0)
			|| (minute > 59) || !character(text, 16, ':') || (second < 0) || (second > 59)) {

			return null;
		}

		int index = 19;
		double fraction = 0;

		if (character(text, index, '.')) {
			int end = index + 1;

			while ((end < text.length()) && (text.charAt(end) >= '0') && (text.charAt(end) <= '9')) {
				end++;
			}

			if (end == index + 1) {
				return null;
			}

			fraction = Double.parseDouble("0" + text.substring(index, end));
			index = end;
		}

		if (index < text.length()) {
			Integer offset = offset(text, index);

			if (offset == null) {
				return null;
			}

			calendar.setTimeZone(new SimpleTimeZone(offset * 1000, "GMT"));
		}

		calendar.set(year, month - 1, day, hour, minute, second);

		return new Date(calendar.getTimeInMillis() + Math.round(fraction * 1000));
	}

	/**
	 * The first instant of the day a calendar set to its midnight holds. Lenient: a midnight the
	 * zone skips is the first instant after it; a midnight it repeats (clocks set back at 1:00) is
	 * its earlier one, where GregorianCalendar resolves the wall time to the later, standard one.
	 */
	public static Date firstInstant(Calendar midnight) {
		Calendar earlier = (Calendar) midnight.clone();
		int savings = midnight.getTimeZone().getDSTSavings();

		earlier.setTimeInMillis(midnight.getTimeInMillis() - ((savings > 0) ? savings : 3600000));

		boolean sameDay = (earlier.get(Calendar.DAY_OF_YEAR) == midnight.get(Calendar.DAY_OF_YEAR))
			&& (earlier.get(Calendar.HOUR_OF_DAY) == 0) && (earlier.get(Calendar.MINUTE) == 0);

		return sameDay ? earlier.getTime() : midnight.getTime();
	}

	/**
	 * The portal's pages (1-based, of one size, at most 500 rows) that hold rows [startRow,
	 * endRow), each as its number and size: pages of the range's size, so the range is one page
	 * or the end of one and the start of the next.
	 */
	public static List<int[]> pages(int startRow, int endRow) {
		List<int[]> pages = new ArrayList<>();

		if ((startRow < 0) || (endRow <= startRow)) {
			return pages;
		}

		int pageSize = Math.min(endRow - startRow, 500);

		for (int page = startRow / pageSize; page <= (endRow - 1) / pageSize; page++) {
			pages.add(new int[] {page + 1, pageSize});
		}

		return pages;
	}

	// Private methods

	/**
	 * The session's own headers and its authentication's, as the SDK adds them to a request: a
	 * cookie session or an OAuth 2 token due to expire is refreshed first, as for the SDK's own
	 * calls (OkHttpClientImpl.send), and the refreshed authentication signs this request.
	 */
	private static Map<String, String> headers(Session session) throws Exception {
		Request request = new Request(Method.GET, session.getHeaders(), "", null, session.getConnectionTimeout());
		Authentication authentication = session.getAuthentication();

		if (authentication != null) {
			Session refreshed = new AuthenticationRefreshHandlerFactory().refreshHandlerForAuthentication(authentication)
				.refreshAuthentication(session, null);

			refreshed.getAuthentication().authenticate(request);
		}

		return request.getHeaders();
	}

	private String url(String server) {
		// A server written with its last "/" (`https://portal.example.com/`) would give `//o/…`.
		String root = server;

		while (root.endsWith("/")) {
			root = root.substring(0, root.length() - 1);
		}

		StringBuilder url = new StringBuilder(root).append(basePath).append(path);
		String separator = "?";

		for (Map.Entry<String, String> item : query.entrySet()) {
			// A + in a query value is a space to the portal: sent escaped, as & and = are.
			url.append(separator).append(escaped(item.getKey(), "-._~!$'()*,;:@/?")).append('=')
				.append(escaped(item.getValue(), "-._~!$'()*,;:@/?"));
			separator = "&";
		}

		return url.toString();
	}

	/** `value`'s UTF-8 bytes, each percent-escaped but letters, digits and `allowed`. */
	private static String escaped(String value, String allowed) {
		StringBuilder escaped = new StringBuilder();

		for (byte unit : value.getBytes(UTF_8)) {
			int code = unit & 0xFF;

			if (((code >= 'a') && (code <= 'z')) || ((code >= 'A') && (code <= 'Z')) || ((code >= '0') && (code <= '9'))
				|| ((code < 0x80) && (allowed.indexOf(code) >= 0))) {

				escaped.append((char) code);
			}
			else {
				escaped.append('%').append(HEX.charAt(code >> 4)).append(HEX.charAt(code & 0xF));
			}
		}

		return escaped.toString();
	}

	/**
	 * The device's languages in order, each followed by its base language, with falling
	 * q-values: `en-GB, en;q=0.9, de-AT;q=0.8, de;q=0.7`. A portal without the region's locale
	 * answers in the base language instead of refusing a write (406).
	 */
	private static String language() {
		List<String> tags = new ArrayList<>();

		for (Locale locale : locales()) {
			for (String tag : new String[] {locale.toLanguageTag(), locale.getLanguage()}) {
				if (!tag.isEmpty() && !"und".equals(tag) && !tags.contains(tag)) {
					tags.add(tag);
				}
			}
		}

		if (tags.isEmpty()) {
			tags.add("en-US");
			tags.add("en");
		}

		StringBuilder language = new StringBuilder();

		// q goes from 1 down to 0.1: ten tags at most.
		for (int index = 0; index < Math.min(tags.size(), 10); index++) {
			language.append((index == 0) ? "" : ", ").append(tags.get(index)).append((index == 0) ? "" : ";q=0." + (10 - index));
		}

		return language.toString();
	}

	/** The device's languages in order: Android 7's list, or before it its one language. */
	static List<Locale> locales() {
		List<Locale> locales = new ArrayList<>();

		if (Build.VERSION.SDK_INT >= 24) {
			LocaleList list = LocaleList.getDefault();

			for (int index = 0; index < list.size(); index++) {
				locales.add(list.get(index));
			}
		}

		if (locales.isEmpty()) {
			locales.add(Locale.getDefault());
		}

		return locales;
	}

	private static String read(InputStream stream) throws IOException {
		return (stream == null) ? "" : new String(readBytes(stream), UTF_8);
	}

	private static byte[] readBytes(InputStream stream) throws IOException {
		try {
			ByteArrayOutputStream bytes = new ByteArrayOutputStream();
			byte[] buffer = new byte[8192];

			for (int count = stream.read(buffer); count >= 0; count = stream.read(buffer)) {
				bytes.write(buffer, 0, count);
			}

			return bytes.toByteArray();
		}
		finally {
			stream.close();
		}
	}

	/**
	 * The answer's JSON object or array; null for an empty answer or one that is neither (the
	 * tokener reads a plain-text or HTML answer's first word as a string).
	 */
	private static Object parsed(String text) {
		if (text.trim().isEmpty()) {
			return null;
		}

		try {
			Object json = new JSONTokener(text).nextValue();

			return ((json instanceof JSONObject) || (json instanceof JSONArray)) ? json : null;
		}
		catch (JSONException e) {
			return null;
		}
	}

	/**
	 * A redirect to a login page (the portal's `/c/portal/login`, an SSO's) asks to sign in
	 * again; any other says the server's address is not the portal's.
	 */
	private static String redirectMessage(String location) {
		if (location.toLowerCase(Locale.US).contains("login")) {
			return "The portal asks to sign in again: the session is no longer signed in";
		}

		return "The portal sent the request elsewhere (" + location + "): check the server's address";
	}

	/**
	 * The problem's title (`{"status": "NOT_FOUND", "title": "…"}`), else its detail, else a
	 * plain-text answer, else the status.
	 */
	private static String message(Object json, String text, int status) {
		if (json instanceof JSONObject) {
			String title = ((JSONObject) json).optString("title");
			String detail = ((JSONObject) json).optString("detail");

			if (!title.isEmpty()) {
				return title;
			}

			if (!detail.isEmpty()) {
				return detail;
			}
		}

		if ((json == null) && !text.isEmpty() && (text.length() < 500)) {
			return text;
		}

		return "The portal answered with status " + status;
	}

	/** The number written in `count` decimal digits at `index`; -1 when one is no digit. */
	private static int number(String text, int index, int count) {
		if (index + count > text.length()) {
			return -1;
		}

		int value = 0;

		for (int position = index; position < index + count; position++) {
			char digit = text.charAt(position);

			if ((digit < '0') || (digit > '9')) {
				return -1;
			}

			value = value * 10 + (digit - '0');
		}

		return value;
	}

	private static boolean character(String text, int index, char expected) {
		return (index < text.length()) && (text.charAt(index) == expected);
	}

	/** Whether the Gregorian calendar has that day (no 2024-02-30). */
	private static boolean isDay(int year, int month, int day) {
		boolean leap = (year % 4 == 0) && ((year % 100 != 0) || (year % 400 == 0));
		int[] days = {31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

		return (month >= 1) && (month <= 12) && (day >= 1) && (day <= days[month - 1]);
	}

	/** A zone that ends the text at `index`: `Z`, `±hh:mm`, `±hhmm` or `±hh`, in seconds east of GMT. */
	private static Integer offset(String text, int index) {
		if (character(text, index, 'Z') && (text.length() == index + 1)) {
			return 0;
		}

		int hours = number(text, index + 1, 2);

		if ((!character(text, index, '+') && !character(text, index, '-')) || (hours < 0)) {
			return null;
		}

		int minutes = 0;

		switch (text.length() - index) {
			case 3:
				break;
			case 5:
				minutes = number(text, index + 3, 2);
				break;
			case 6:
				minutes = character(text, index + 3, ':') ? number(text, index + 4, 2) : -1;
				break;
			default:
				return null;
		}

		if (minutes < 0) {
			return null;
		}

		int seconds = (hours * 60 + minutes) * 60;

		return character(text, index, '-') ? -seconds : seconds;
	}
}
