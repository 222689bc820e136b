package screenletgen.runtime;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.HttpURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.net.URLDecoder;
import java.net.URLStreamHandler;
import java.nio.charset.StandardCharsets;
import java.text.SimpleDateFormat;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collections;
import java.util.Date;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.function.Function;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The portal's headless REST API for Liferay Objects, as the iOS runtime model's HeadlessPortal
 * answers it (Runtime/Framework/HeadlessPortal*.swift), reached through `java.net.URL`: Android's
 * HttpURLConnection as the JDK's behaves (no redirect followed when told; `getInputStream` throws
 * for a status of 400 or more, whose body is `getErrorStream`'s). Each request is a transcript
 * line as the iOS model writes it: `server: GET /o/c/tickets/?page=1&pageSize=50 auth=basic lang=en -> 200`.
 * What the model does not know (another method, another path) stops the scenario.
 */
public final class HeadlessPortal {

	public static final String SERVER = "http://portal";

	/** The portal's clock: the first seeded entry's creation (2025-08-04T09:00:00Z). */
	static final long NOW = 1754298000000L;

	/** An Object's entries, newest last, and its picklists' names by key. */
	public static final class HeadlessObject {
		public final List<Entry> entries = new ArrayList<>();
		final Map<String, Map<String, String>> picklists = new HashMap<>();

		/** `field` is a picklist: its keys' names, `key`, `name`, `key`, `name`… */
		public HeadlessObject picklist(String field, String... keysAndNames) {
			Map<String, String> names = new HashMap<>();
			for (int index = 0; index + 1 < keysAndNames.length; index += 2) {
				names.put(keysAndNames[index], keysAndNames[index + 1]);
			}
			picklists.put(field, names);
			return this;
		}

		/** An entry of `values` (a picklist's by its key), created a minute after the one before. */
		public Entry add(JSONObject values) {
			Entry entry = new Entry(nextId++, NOW + entries.size() * 60_000L, values);
			entries.add(entry);
			return entry;
		}

		/** `count` entries made by `values`, t0 the oldest. */
		public HeadlessObject seed(int count, Function<Integer, JSONObject> values) {
			for (int index = 0; index < count; index++) {
				add(values.apply(index));
			}
			return this;
		}
	}

	public static final class Entry {
		public final long id;
		public final String externalReferenceCode;
		final long created;
		final JSONObject values;
		/** An answer the model cannot read: written without its id. */
		public boolean omitsId;

		Entry(long id, long created, JSONObject values) {
			this.id = id;
			this.externalReferenceCode = String.format("0000000%d-0000-0000-0000-000000000000", id);
			this.created = created;
			this.values = values;
		}
	}

	private static final Map<String, HeadlessObject> objects = new HashMap<>();
	private static final Deque<Integer> failures = new ArrayDeque<>();
	private static long nextId;
	/** No connection: every request fails before it reaches the portal. */
	public static boolean offline;
	/** Every API request is redirected there (an SSO's or the portal's login page), as the iOS model's `redirectingTo`. */
	public static String redirectingTo;

	static {
		URL.setURLStreamHandlerFactory(protocol -> !"http".equals(protocol) ? null : new URLStreamHandler() {
			@Override
			protected URLConnection openConnection(URL url) {
				return new Connection(url);
			}
		});
	}

	private HeadlessPortal() {
	}

	/** A scenario's fresh start: no object, online, signed in as the scenario user with basic authentication. */
	public static void reset() {
		objects.clear();
		failures.clear();
		offline = false;
		redirectingTo = null;
		nextId = 41001;
		RuntimeSession.authentication = new RuntimeAuthentication("test@liferay.com", "test");
	}

	/** The Object at `/o/c/<plural>/`, without entries. */
	public static HeadlessObject define(String plural) {
		HeadlessObject object = new HeadlessObject();
		objects.put(plural, object);
		return object;
	}

	/** The next request answers `status` (the portal's problem, as the iOS model's `failNext(.status)`). */
	public static void failNext(int status) {
		failures.add(status);
	}

	/** What the portal answers a request, and writes of it in the transcript. */
	static final class Answer {
		final int status;
		final String body;
		final Map<String, String> headers = new HashMap<>();

		Answer(int status, String body) {
			this.status = status;
			this.body = body;
		}
	}

	static Answer answer(String method, URL url, Map<String, List<String>> headers) throws IOException, JSONException {
		if (!SERVER.equals(url.getProtocol() + "://" + url.getHost()) || url.getPort() != -1) {
			throw new AssertionError("the model's portal is " + SERVER + "; the request went to " + url);
		}
		List<String> query = new ArrayList<>(url.getQuery() == null ? Collections.<String>emptyList() : Arrays.asList(url.getQuery().split("&")));
		// As the iOS transcript: parameters sorted by name, as sent.
		query.sort((left, right) -> left.split("=", 2)[0].compareTo(right.split("=", 2)[0]));
		String authorization = header(headers, "Authorization");
		String scheme = authorization == null ? (header(headers, "Cookie") == null ? "none" : "cookie") : authorization.split(" ")[0].toLowerCase(Locale.US);
		String language = header(headers, "Accept-Language");
		String line = "server: " + method + " " + url.getPath() + (query.isEmpty() ? "" : "?" + String.join("&", query)) + " auth=" + scheme
			+ " lang=" + (language == null ? "-" : language);
		if (offline) {
			Transcript.request(line + " (no connection)");
			throw new ConnectException("Failed to connect to portal/80");
		}
		Answer answer;
		if (redirectingTo != null && url.getPath().startsWith("/o/")) {
			answer = new Answer(302, "");
			answer.headers.put("Location", redirectingTo);
		} else {
			answer = failures.isEmpty() ? route(method, url, authorization) : failure(failures.removeFirst());
		}
		Transcript.request(line + " -> " + answer.status);
		return answer;
	}

	private static String header(Map<String, List<String>> headers, String name) {
		for (Map.Entry<String, List<String>> header : headers.entrySet()) {
			if (header.getKey() != null && header.getKey().equalsIgnoreCase(name) && !header.getValue().isEmpty()) {
				return header.getValue().get(0);
			}
		}
		return null;
	}

	private static Answer route(String method, URL url, String authorization) throws IOException, JSONException {
		String expected = "Basic " + Base64.getEncoder().encodeToString("test@liferay.com:test".getBytes(StandardCharsets.ISO_8859_1));
		if (authorization != null && !authorization.equals(expected)) {
			// A wrong password: an empty 401 (the portal's basic authentication filter).
			Answer answer = new Answer(401, "");
			answer.headers.put("WWW-Authenticate", "Basic realm=\"PortalRealm\"");
			return answer;
		}
		String[] parts = url.getPath().split("/", -1);
		HeadlessObject object = parts.length == 5 && "o".equals(parts[1]) && "c".equals(parts[2]) ? objects.get(parts[3]) : null;
		if (object == null || !parts[4].isEmpty()) {
			// No API at that path.
			return new Answer(404, "");
		}
		if (!"GET".equals(method)) {
			throw new AssertionError("the Android model does not know the portal's answer to " + method + " " + url.getPath());
		}
		Map<String, String> query = new HashMap<>();
		for (String item : url.getQuery() == null ? new String[0] : url.getQuery().split("&")) {
			String[] pair = item.split("=", 2);
			query.put(URLDecoder.decode(pair[0], "UTF-8"), pair.length < 2 ? "" : URLDecoder.decode(pair[1].replace("+", "%2B"), "UTF-8"));
		}
		return page(object, query, authorization == null);
	}

	/** Vulcan's page of an Object's entries: search, `sort=dateCreated:desc`, pagination, as the iOS model's. */
	private static Answer page(HeadlessObject object, Map<String, String> query, boolean isGuest) throws JSONException {
		int page = query.containsKey("page") ? Integer.parseInt(query.get("page")) : 1;
		int pageSize = query.containsKey("pageSize") ? Integer.parseInt(query.get("pageSize")) : 20;
		if (page <= 0 || pageSize <= 0) {
			page = 1;
			pageSize = 500;
		}
		pageSize = Math.min(pageSize, 500);
		// The guest sees no entry of an Object whose permissions are the default ones.
		List<Entry> entries = new ArrayList<>(isGuest ? Collections.<Entry>emptyList() : object.entries);
		String search = query.get("search");
		if (search != null && !search.isEmpty()) {
			List<String> terms = words(search);
			entries.removeIf(entry -> {
				List<String> found = new ArrayList<>();
				for (Iterator<String> keys = entry.values.keys(); keys.hasNext();) {
					String key = keys.next();
					if (!object.picklists.containsKey(key) && entry.values.opt(key) instanceof String) {
						found.addAll(words(entry.values.optString(key)));
					}
				}
				return !found.containsAll(terms);
			});
		}
		String sort = query.get("sort");
		if (sort != null && !sort.isEmpty()) {
			if (!sort.startsWith("dateCreated:")) {
				throw new AssertionError("the Android model sorts by dateCreated only, not " + sort);
			}
			if (sort.endsWith(":desc")) {
				Collections.reverse(entries);
			}
		}
		int first = (page - 1) * pageSize;
		JSONArray items = new JSONArray();
		for (int index = first; index < Math.min(first + pageSize, entries.size()); index++) {
			items.put(write(entries.get(index), object));
		}
		int total = entries.size();
		JSONObject envelope = new JSONObject();
		envelope.put("items", items);
		envelope.put("lastPage", total == 0 ? 1 : (total + pageSize - 1) / pageSize);
		envelope.put("page", page);
		envelope.put("pageSize", pageSize);
		envelope.put("totalCount", total);
		return new Answer(200, envelope.toString());
	}

	/** Search matches whole words, every word of the search in some text field (the iOS model's rule). */
	private static List<String> words(String text) {
		List<String> words = new ArrayList<>();
		for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
			if (!word.isEmpty()) {
				words.add(word);
			}
		}
		return words;
	}

	private static JSONObject write(Entry entry, HeadlessObject object) throws JSONException {
		JSONObject json = new JSONObject();
		if (!entry.omitsId) {
			json.put("id", entry.id);
		}
		json.put("externalReferenceCode", entry.externalReferenceCode);
		json.put("dateCreated", systemDate(entry.created));
		json.put("dateModified", systemDate(entry.created));
		for (Iterator<String> keys = entry.values.keys(); keys.hasNext();) {
			String key = keys.next();
			Object value = entry.values.opt(key);
			Map<String, String> names = object.picklists.get(key);
			if (names != null) {
				JSONObject picked = new JSONObject();
				picked.put("key", value);
				picked.put("name", names.get(String.valueOf(value)));
				json.put(key, picked);
			} else {
				json.put(key, value);
			}
		}
		return json;
	}

	/** A system date as the portal writes it: ISO 8601 in UTC, whole seconds. */
	private static String systemDate(long milliseconds) {
		SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
		format.setTimeZone(TimeZone.getTimeZone("UTC"));
		return format.format(new Date(milliseconds));
	}

	private static Answer failure(int status) throws JSONException {
		Map<Integer, String> names = new HashMap<>();
		names.put(400, "BAD_REQUEST");
		names.put(401, "UNAUTHORIZED");
		names.put(403, "FORBIDDEN");
		names.put(404, "NOT_FOUND");
		names.put(500, "INTERNAL_SERVER_ERROR");
		if (status == 401) {
			return new Answer(401, "");
		}
		JSONObject problem = new JSONObject();
		problem.put("status", names.containsKey(status) ? names.get(status) : String.valueOf(status));
		if (status == 403) {
			problem.put("title", "User 20156 must have VIEW permission for com.liferay.object.model.ObjectDefinition#C_TICKET 20116");
		} else if (status == 500) {
			problem.put("title", "Internal Server Error");
		}
		return new Answer(status, problem.toString());
	}

	/**
	 * The JDK's HttpURLConnection as a generated request uses it: the method and headers set
	 * before `getResponseCode`, which sends the request; `getInputStream` throws for a status of
	 * 400 or more (as the JDK's and Android's do), whose body `getErrorStream` gives.
	 */
	static final class Connection extends HttpURLConnection {

		private Answer answer;

		Connection(URL url) {
			super(url);
		}

		@Override
		public void connect() {
		}

		@Override
		public void disconnect() {
		}

		@Override
		public boolean usingProxy() {
			return false;
		}

		@Override
		public int getResponseCode() throws IOException {
			if (answer == null) {
				try {
					answer = answer(getRequestMethod(), getURL(), getRequestProperties());
				} catch (JSONException e) {
					throw new AssertionError(e);
				}
				if (answer.status >= 300 && answer.status < 400 && getInstanceFollowRedirects()) {
					// Followed, a write would become a GET of the login page, and its 200 the write's success.
					throw new AssertionError("the Android model does not follow a redirect: the request was sent to follow one");
				}
			}
			return answer.status;
		}

		@Override
		public InputStream getInputStream() throws IOException {
			int status = getResponseCode();
			if (status >= 400) {
				throw new IOException("Server returned HTTP response code: " + status + " for URL: " + getURL());
			}
			return new ByteArrayInputStream(answer.body.getBytes(StandardCharsets.UTF_8));
		}

		@Override
		public InputStream getErrorStream() {
			return answer == null || answer.status < 400 || answer.body.isEmpty() ? null : new ByteArrayInputStream(answer.body.getBytes(StandardCharsets.UTF_8));
		}

		@Override
		public String getHeaderField(String name) {
			return answer == null ? null : answer.headers.get(name);
		}
	}
}
