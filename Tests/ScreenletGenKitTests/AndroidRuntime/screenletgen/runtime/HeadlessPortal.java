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
		/**
		 * An API Builder application's endpoint (`/o/c/visits-app/visits`): a POST adds and answers
		 * 204 without a body, keeping the values that are not blank; an entry is its fields and id;
		 * dates as the portal writes them (`2025-08-04T00:00:00.000Z`).
		 */
		boolean isApplication;
		/** Localized fields: stored as their translations, answered in the request's language with their `_i18n` map. */
		final java.util.Set<String> localized = new java.util.HashSet<>();
		/** Attachment fields: a file `{fileBase64, name}` sent is stored and attached; answered as the file's brief. */
		final java.util.Set<String> attachments = new java.util.HashSet<>();

		public HeadlessObject localized(String field) {
			localized.add(field);
			return this;
		}

		public HeadlessObject attachment(String field) {
			attachments.add(field);
			return this;
		}

		/** Site-scoped: its entries are each a site's, under `/scopes/{groupId}`; the company path has no API. */
		boolean siteScoped;
		/** One-to-many relationships, by name: the child Object and its field that holds the parent's id. */
		final Map<String, Object[]> relationships = new HashMap<>();

		/**
		 * A one-to-many relationship `name` to `child`, whose field `parentField`
		 * (`r_projectTasks_c_projectId`) holds each child's parent: the parent's API lists a
		 * parent's children at `/{id}/name` and `/by-external-reference-code/{code}/name`.
		 */
		public HeadlessObject relate(String name, HeadlessObject child, String parentField) {
			relationships.put(name, new Object[] {child, parentField});
			return this;
		}

		public HeadlessObject siteScoped() {
			siteScoped = true;
			return this;
		}

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
			return add(values, 20143);
		}

		/** An entry of a site (a site-scoped Object's). */
		public Entry add(JSONObject values, long groupId) {
			return add(values, String.format("5e1f0000-0000-4000-a000-%012d", nextId - 41968), groupId);
		}

		public Entry add(JSONObject values, String externalReferenceCode, long groupId) {
			Entry entry = new Entry(nextId++, externalReferenceCode, NOW + entries.size() * 60_000L, values);
			entry.groupId = groupId;
			entries.add(entry);
			return entry;
		}

		Entry entry(long id) {
			for (Entry entry : entries) {
				if (entry.id == id) {
					return entry;
				}
			}
			return null;
		}

		/** `portal: day="2025-08-04" guests=3 fee=nil`: what the portal stored of the last entry, each of `fields`. */
		public String describeLast(String... fields) {
			if (entries.isEmpty()) {
				return "portal: no entry";
			}
			JSONObject values = entries.get(entries.size() - 1).values;
			StringBuilder line = new StringBuilder("portal:");
			for (String field : fields) {
				Object value = values.opt(field);
				line.append(' ').append(field).append('=').append(value == null ? "nil" : value instanceof String ? Screen.quoted((String) value) : value);
			}
			return line.toString();
		}

		/** `portal: 2 entries: 41969 "t0" erc=…, …`: what the portal holds, as the iOS scenarios record it (a site-scoped one's sites too). */
		public String describe(String field) {
			StringBuilder line = new StringBuilder("portal: " + entries.size() + " entries");
			for (int index = 0; index < entries.size() && entries.size() <= 5; index++) {
				Entry entry = entries.get(index);
				line.append(index == 0 ? ": " : ", ").append(entry.id).append(' ').append(Screen.quoted(entry.values.optString(field)))
					.append(siteScoped ? " site " + entry.groupId : "").append(" erc=").append(entry.externalReferenceCode);
			}
			return line.toString();
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
		long modified;
		public final JSONObject values;
		/** An answer the model cannot read: written without its id. */
		public boolean omitsId;
		public long groupId;
		/** What the signed-in user may not do with it: left out of its `actions`, and a 403 when sent. */
		public final java.util.Set<String> deniedActions = new java.util.HashSet<>();

		Entry(long id, String externalReferenceCode, long created, JSONObject values) {
			this.id = id;
			this.externalReferenceCode = externalReferenceCode;
			this.created = created;
			this.modified = created;
			this.values = values;
		}
	}

	private static final Map<String, HeadlessObject> objects = new HashMap<>();
	/** Documents and Media's files, by id: a name and bytes. */
	private static final Map<Long, Object[]> files = new HashMap<>();

	/** A file in Documents and Media; its id. */
	public static long addFile(String name, byte[] bytes) {
		long id = 50001 + files.size();
		files.put(id, new Object[] {name, bytes});
		return id;
	}

	/** `harbour map.png (1536 bytes)`: the file an entry's attachment field holds, or `none`. */
	public static String describeFile(Object id) {
		Object[] file = id instanceof Number ? files.get(((Number) id).longValue()) : null;
		return file == null ? "none" : file[0] + " (" + ((byte[]) file[1]).length + " bytes)";
	}
	private static final Deque<Integer> failures = new ArrayDeque<>();
	/** The next request reaches the portal, which acts on it, but its answer is lost (the connection drops). */
	public static boolean losesNextAnswer;
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
		files.clear();
		failures.clear();
		offline = false;
		losesNextAnswer = false;
		redirectingTo = null;
		// As the iOS model numbers its entries.
		nextId = 41969;
		RuntimeSession.authentication = new RuntimeAuthentication("test@liferay.com", "test");
	}

	/** An entry's values, `key`, `value`, `key`, `value`… (a scenario's shorthand). */
	public static JSONObject values(Object... keysAndValues) {
		try {
			JSONObject values = new JSONObject();
			for (int index = 0; index + 1 < keysAndValues.length; index += 2) {
				values.put((String) keysAndValues[index], keysAndValues[index + 1]);
			}
			return values;
		} catch (JSONException e) {
			throw new AssertionError(e);
		}
	}

	/** The Object at `/o/c/<plural>/`, without entries. */
	public static HeadlessObject define(String plural) {
		HeadlessObject object = new HeadlessObject();
		objects.put("/o/c/" + plural, object);
		return object;
	}

	/** An API Builder application's endpoint at `path` (`/o/c/visits-app/visits`), without entries. */
	public static HeadlessObject defineApplication(String path) {
		HeadlessObject object = define(path.substring("/o/c/".length()));
		object.isApplication = true;
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

	/** The request's language (`de_DE`, `en`: its Accept-Language's first tag) and nestedFields, for writing entries. */
	private static String requestLanguage = "en";
	private static String nestedFields = "";

	static Answer answer(String method, URL url, Map<String, List<String>> headers, byte[] body) throws IOException, JSONException {
		if (!SERVER.equals(url.getProtocol() + "://" + url.getHost()) || url.getPort() != -1) {
			throw new AssertionError("the model's portal is " + SERVER + "; the request went to " + url);
		}
		List<String> query = new ArrayList<>(url.getQuery() == null ? Collections.<String>emptyList() : Arrays.asList(url.getQuery().split("&")));
		// As the iOS transcript: parameters sorted by name, as sent.
		query.sort((left, right) -> left.split("=", 2)[0].compareTo(right.split("=", 2)[0]));
		String authorization = header(headers, "Authorization");
		String scheme = authorization == null ? (header(headers, "Cookie") == null ? "none" : "cookie") : authorization.split(" ")[0].toLowerCase(Locale.US);
		String language = header(headers, "Accept-Language");
		requestLanguage = language == null ? "en" : language.split(",")[0].trim().replace('-', '_');
		nestedFields = "";
		for (String item : url.getQuery() == null ? new String[0] : url.getQuery().split("&")) {
			if (item.startsWith("nestedFields=")) {
				nestedFields = URLDecoder.decode(item.substring("nestedFields=".length()), "UTF-8");
			}
		}
		String line = "server: " + method + " " + url.getPath() + (query.isEmpty() ? "" : "?" + String.join("&", query)) + " auth=" + scheme
			+ " lang=" + (language == null ? "-" : language) + (body == null ? "" : " " + sorted(new org.json.JSONTokener(new String(body, StandardCharsets.UTF_8)).nextValue()));
		if (body != null && !"application/json; charset=utf-8".equals(header(headers, "Content-Type"))) {
			throw new AssertionError("a body without its JSON content type: " + header(headers, "Content-Type"));
		}
		if (offline) {
			Transcript.request(line + " (no connection)");
			throw new ConnectException("Failed to connect to portal/80");
		}
		Answer answer;
		String action = "POST".equals(method) ? "ADD_OBJECT_ENTRY" : "DELETE".equals(method) ? "DELETE" : "GET".equals(method) ? "VIEW" : "UPDATE";
		if (redirectingTo != null && url.getPath().startsWith("/o/")) {
			answer = new Answer(302, "");
			answer.headers.put("Location", redirectingTo);
		} else {
			answer = failures.isEmpty() ? route(method, url, authorization, body) : failure(failures.removeFirst(), action);
		}
		if (losesNextAnswer) {
			losesNextAnswer = false;
			Transcript.request(line + " -> " + answer.status + " (answer lost)");
			throw new java.net.SocketException("Connection reset");
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

	private static Answer route(String method, URL url, String authorization, byte[] body) throws IOException, JSONException {
		String expected = "Basic " + Base64.getEncoder().encodeToString("test@liferay.com:test".getBytes(StandardCharsets.ISO_8859_1));
		boolean freshToken = ("Bearer " + RuntimeOAuth2Authentication.FRESH_TOKEN).equals(authorization);
		if (authorization != null && !authorization.equals(expected) && !freshToken) {
			// A wrong password: an empty 401 (the portal's basic authentication filter).
			Answer answer = new Answer(401, "");
			answer.headers.put("WWW-Authenticate", "Basic realm=\"PortalRealm\"");
			return answer;
		}
		HeadlessObject object = null;
		String rest = "";
		for (Map.Entry<String, HeadlessObject> defined : objects.entrySet()) {
			if (url.getPath().equals(defined.getKey()) || url.getPath().startsWith(defined.getKey() + "/")) {
				object = defined.getValue();
				rest = url.getPath().substring(defined.getKey().length());
			}
		}
		if (object == null) {
			// No API at that path.
			return new Answer(404, "");
		}
		long groupId = 20143;
		if (object.siteScoped) {
			String[] scope = rest.split("/", 4);
			if (scope.length < 3 || !"scopes".equals(scope[1])) {
				// A site-scoped Object has no API at the company path.
				return rest.matches("/\\d+") ? entry(method, object, Long.parseLong(rest.substring(1)), body) : new Answer(404, "");
			}
			groupId = Long.parseLong(scope[2]);
			rest = scope.length == 4 ? "/" + scope[3] : "";
		}
		String[] parts = rest.split("/", -1);
		if (parts.length == 3 && parts[1].matches("\\d+") && object.relationships.containsKey(parts[2])) {
			// ObjectEntryRelatedObjectsResourceImpl: a parent id no entry has is a GET's 404 of that id.
			Entry parent = object.entry(Long.parseLong(parts[1]));
			return parent == null ? problem(404, "No ObjectEntry exists with the primary key " + parts[1])
				: related(method, object.relationships.get(parts[2]), parent, query(url), authorization == null);
		}
		if (parts.length == 4 && "by-external-reference-code".equals(parts[1]) && object.relationships.containsKey(parts[3])) {
			String code = URLDecoder.decode(parts[2], "UTF-8");
			for (Entry parent : object.entries) {
				if (parent.externalReferenceCode.equals(code) && parent.groupId == groupId) {
					return related(method, object.relationships.get(parts[3]), parent, query(url), authorization == null);
				}
			}
			// The finder's 404.
			return problem(404, "No ObjectEntry exists with the key {externalReferenceCode=" + code + ", groupId="
				+ (object.siteScoped ? groupId : 0) + ", objectDefinitionId=33001}");
		}
		if (parts.length == 2 && !parts[1].isEmpty()) {
			return entry(method, object, Long.parseLong(parts[1]), body);
		}
		if (parts.length == 3 && "by-external-reference-code".equals(parts[1]) && "PUT".equals(method)) {
			return upsert(object, URLDecoder.decode(parts[2], "UTF-8"), groupId, body);
		}
		if (object.isApplication && rest.isEmpty() && "POST".equals(method)) {
			Entry entry = object.add(new JSONObject(), groupId);
			merge(entry, body);
			return new Answer(204, "");
		}
		if (!(rest.isEmpty() || rest.equals("/")) || !"GET".equals(method)) {
			throw new AssertionError("the Android model does not know the portal's answer to " + method + " " + url.getPath());
		}
		return page(object, object.entries, query(url), authorization == null, groupId);
	}

	/** The URL's query, decoded (a + in a value is a plus: the request escapes a space as %20). */
	private static Map<String, String> query(URL url) throws IOException {
		Map<String, String> query = new HashMap<>();
		for (String item : url.getQuery() == null ? new String[0] : url.getQuery().split("&")) {
			String[] pair = item.split("=", 2);
			query.put(URLDecoder.decode(pair[0], "UTF-8"), pair.length < 2 ? "" : URLDecoder.decode(pair[1].replace("+", "%2B"), "UTF-8"));
		}
		return query;
	}

	/** A parent's children by a relationship, as a page of the child Object's (in the order of their ids unless sorted). */
	private static Answer related(String method, Object[] relationship, Entry parent, Map<String, String> query, boolean isGuest) throws JSONException {
		if (!"GET".equals(method) || query.containsKey("search") || query.containsKey("filter")) {
			throw new AssertionError("the Android model does not know the portal's answer to " + method + " of a relationship's page with " + query.keySet());
		}
		HeadlessObject child = (HeadlessObject) relationship[0];
		List<Entry> children = new ArrayList<>();
		for (Entry entry : child.entries) {
			if (entry.values.optLong((String) relationship[1], -1) == parent.id) {
				children.add(entry);
			}
		}
		return page(child, children, query, isGuest, children.isEmpty() ? 20143 : children.get(0).groupId);
	}

	/** Vulcan's page of an Object's entries: search, `sort=dateCreated:desc`, pagination, as the iOS model's. */
	private static Answer page(HeadlessObject object, List<Entry> all, Map<String, String> query, boolean isGuest, long groupId) throws JSONException {
		int page = query.containsKey("page") ? Integer.parseInt(query.get("page")) : 1;
		int pageSize = query.containsKey("pageSize") ? Integer.parseInt(query.get("pageSize")) : 20;
		if (page <= 0 || pageSize <= 0) {
			page = 1;
			pageSize = 500;
		}
		pageSize = Math.min(pageSize, 500);
		// The guest sees no entry of an Object whose permissions are the default ones.
		List<Entry> entries = new ArrayList<>(isGuest ? Collections.<Entry>emptyList() : all);
		entries.removeIf(entry -> entry.groupId != groupId);
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
			// One field: dateCreated, or a text one (ISO dates sort as text).
			String[] order = sort.split(":");
			if (order.length != 2 || sort.contains(",")) {
				throw new AssertionError("the Android model sorts by one field, not " + sort);
			}
			if (!order[0].equals("dateCreated")) {
				entries.sort(java.util.Comparator.comparing(entry -> entry.values.opt(order[0]) instanceof JSONObject
					? ((JSONObject) entry.values.opt(order[0])).optString("en_US") : entry.values.optString(order[0])));
			}
			if (order[1].equals("desc")) {
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

	/** An entry by id: GET, PATCH (the fields sent, the others kept) and DELETE (204); an id no entry has is the portal's Not Found. */
	private static Answer entry(String method, HeadlessObject object, long id, byte[] body) throws JSONException {
		Entry entry = object.entry(id);
		if (entry == null) {
			return problem(404, "No ObjectEntry exists with the primary key " + id);
		}
		String action = "PATCH".equals(method) ? "update" : "PUT".equals(method) ? "replace" : "DELETE".equals(method) ? "delete" : null;
		if (action != null && entry.deniedActions.contains(action)) {
			return problem(403, "User 20156 must have " + ("update".equals(action) || "replace".equals(action) ? "UPDATE" : "DELETE")
				+ " permission for com.liferay.object.model.ObjectDefinition#33001 " + entry.id);
		}
		switch (method) {
		case "GET":
			return new Answer(200, write(entry, object).toString());
		case "PATCH":
			if (refusal(object, body) != null) {
				return refusal(object, body);
			}
			merge(entry, body);
			return new Answer(200, write(entry, object).toString());
		case "DELETE":
			object.entries.remove(entry);
			return new Answer(204, "");
		default:
			throw new AssertionError("the Android model does not know the portal's answer to " + method + " of an entry");
		}
	}

	/** PUT by external reference code: the entry with that code updated, or added with it (sent twice, one entry). */
	/** An empty file sent to an attachment field: the portal's 400 (DLValidator), nothing stored. */
	private static Answer refusal(HeadlessObject object, byte[] body) throws JSONException {
		JSONObject fields = body == null ? new JSONObject() : new JSONObject(new String(body, StandardCharsets.UTF_8));
		for (String field : object.attachments) {
			JSONObject file = fields.optJSONObject(field);
			if (file != null && file.has("fileBase64") && file.optString("fileBase64").isEmpty()) {
				return problem(400, "File content is empty");
			}
		}
		return null;
	}

	private static Answer upsert(HeadlessObject object, String code, long groupId, byte[] body) throws JSONException {
		if (refusal(object, body) != null) {
			return refusal(object, body);
		}
		// A code is unique within a site.
		for (Entry entry : object.entries) {
			if (entry.externalReferenceCode.equals(code) && entry.groupId == groupId) {
				merge(entry, body);
				return new Answer(200, write(entry, object).toString());
			}
		}
		Entry entry = object.add(new JSONObject(), code, groupId);
		merge(entry, body);
		return new Answer(200, write(entry, object).toString());
	}

	/** The body's fields into the entry's values: a picklist's by its key, null clearing one. */
	private static void merge(Entry entry, byte[] body) throws JSONException {
		if (body == null) {
			throw new AssertionError("the model does not know the portal's answer to a write without a body");
		}
		JSONObject fields = new JSONObject(new String(body, StandardCharsets.UTF_8));
		for (Iterator<String> keys = fields.keys(); keys.hasNext();) {
			String key = keys.next();
			if (key.equals("externalReferenceCode") || key.equals("id")) {
				continue;
			}
			Object value = fields.get(key);
			if (key.endsWith("_i18n")) {
				// A localized field's translations replace the stored ones.
				entry.values.put(key.substring(0, key.length() - "_i18n".length()), value);
				continue;
			}
			if (value instanceof JSONObject && ((JSONObject) value).has("fileBase64")) {
				JSONObject file = (JSONObject) value;
				value = addFile(file.getString("name"), java.util.Base64.getDecoder().decode(file.getString("fileBase64")));
			}
			if (value instanceof JSONObject && ((JSONObject) value).has("key")) {
				value = ((JSONObject) value).get("key");
			}
			if (value == JSONObject.NULL) {
				entry.values.remove(key);
			} else {
				entry.values.put(key, value);
			}
		}
		entry.modified = NOW + 3_600_000L;
	}

	/** A value as an application's endpoint writes it: a day as its GMT midnight, a time with its milliseconds; null when blank (not kept). */
	private static Object applicationValue(Object value) {
		if (value instanceof String) {
			String text = (String) value;
			if (text.trim().isEmpty()) {
				return null;
			}
			if (text.matches("\\d{4}-\\d{2}-\\d{2}")) {
				return text + "T00:00:00.000Z";
			}
			if (text.matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z")) {
				return text.substring(0, 19) + ".000Z";
			}
		}
		return value;
	}

	/** Vulcan's problem: its status's name (the iOS model's statusNames) and, when it has one, its title. */
	private static Answer problem(int status, String title) throws JSONException {
		Map<Integer, String> names = new HashMap<>();
		names.put(400, "BAD_REQUEST");
		names.put(401, "UNAUTHORIZED");
		names.put(403, "FORBIDDEN");
		names.put(404, "NOT_FOUND");
		names.put(500, "INTERNAL_SERVER_ERROR");
		JSONObject problem = new JSONObject();
		problem.put("status", names.containsKey(status) ? names.get(status) : String.valueOf(status));
		if (title != null) {
			problem.put("title", title);
		}
		return new Answer(status, problem.toString());
	}

	/** JSON as the iOS transcript writes a body: keys sorted, nothing escaped but quotes, backslashes and controls. */
	static String sorted(Object value) throws JSONException {
		if (value instanceof JSONObject) {
			JSONObject object = (JSONObject) value;
			List<String> keys = new ArrayList<>();
			for (Iterator<String> iterator = object.keys(); iterator.hasNext();) {
				keys.add(iterator.next());
			}
			Collections.sort(keys);
			StringBuilder text = new StringBuilder("{");
			for (String key : keys) {
				text.append(text.length() == 1 ? "" : ",").append(sorted(key)).append(':').append(sorted(object.get(key)));
			}
			return text.append('}').toString();
		}
		if (value instanceof JSONArray) {
			JSONArray array = (JSONArray) value;
			StringBuilder text = new StringBuilder("[");
			for (int index = 0; index < array.length(); index++) {
				text.append(index == 0 ? "" : ",").append(sorted(array.get(index)));
			}
			return text.append(']').toString();
		}
		if (value instanceof String) {
			return "\"" + ((String) value).replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
		}
		return value == JSONObject.NULL ? "null" : String.valueOf(value);
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
		if (object.isApplication) {
			JSONObject json = new JSONObject();
			json.put("id", entry.id);
			for (Iterator<String> keys = entry.values.keys(); keys.hasNext();) {
				String key = keys.next();
				Object value = applicationValue(entry.values.get(key));
				Map<String, String> names = object.picklists.get(key);
				if (value != null && names != null) {
					value = new JSONObject().put("key", value).put("name", names.get(String.valueOf(value)));
				}
				if (value != null) {
					json.put(key, value);
				}
			}
			return json;
		}
		JSONObject json = new JSONObject();
		if (!entry.omitsId) {
			json.put("id", entry.id);
		}
		json.put("externalReferenceCode", entry.externalReferenceCode);
		// What the user may do with it, as the portal lists it (the iOS model's `actions`).
		JSONObject actions = new JSONObject();
		String[][] all = {{"delete", "DELETE"}, {"get", "GET"}, {"permissions", "GET"}, {"replace", "PUT"}, {"update", "PATCH"}};
		for (String[] pair : all) {
			if (!entry.deniedActions.contains(pair[0])) {
				actions.put(pair[0], new JSONObject().put("href", SERVER + "/o/c/entries/" + entry.id).put("method", pair[1]));
			}
		}
		json.put("actions", actions);
		if (object.siteScoped) {
			json.put("scopeId", entry.groupId);
		}
		json.put("dateCreated", systemDate(entry.created));
		json.put("dateModified", systemDate(entry.modified));
		for (Iterator<String> keys = entry.values.keys(); keys.hasNext();) {
			String key = keys.next();
			Object value = entry.values.opt(key);
			Map<String, String> names = object.picklists.get(key);
			if (object.localized.contains(key) && value instanceof JSONObject) {
				// The request's language, else its base language's first, else the site's default.
				JSONObject translations = (JSONObject) value;
				String base = requestLanguage.split("_")[0];
				String text = translations.optString(requestLanguage, null);
				List<String> languages = new ArrayList<>();
				for (Iterator<String> iterator = translations.keys(); iterator.hasNext();) {
					languages.add(iterator.next());
				}
				Collections.sort(languages);
				for (String candidate : languages) {
					if (text == null && candidate.startsWith(base + "_")) {
						text = translations.optString(candidate);
					}
				}
				json.put(key, text == null ? translations.optString("en_US") : text);
				json.put(key + "_i18n", translations);
				continue;
			}
			if (object.attachments.contains(key) && value instanceof Number) {
				Object[] file = files.get(((Number) value).longValue());
				JSONObject brief = new JSONObject().put("id", value).put("name", file[0]).put("size", ((byte[]) file[1]).length + " B")
					.put("link", new JSONObject().put("href", SERVER + "/documents/" + value).put("label", file[0]));
				if (java.util.Arrays.asList(nestedFields.split(",")).contains(key + ".fileBase64")) {
					brief.put("fileBase64", java.util.Base64.getEncoder().encodeToString((byte[]) file[1]));
				}
				json.put(key, brief);
				continue;
			}
			if (names != null && value instanceof JSONArray) {
				// A multiselect picklist: its entries, each key with its name.
				JSONArray picked = new JSONArray();
				for (int index = 0; index < ((JSONArray) value).length(); index++) {
					String pickedKey = ((JSONArray) value).getString(index);
					picked.put(new JSONObject().put("key", pickedKey).put("name", names.get(pickedKey)));
				}
				json.put(key, picked);
			} else if (names != null) {
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

	private static Answer failure(int status, String action) throws JSONException {
		if (status == 401) {
			return new Answer(401, "");
		}
		String title = status == 403 ? "User 20156 must have " + action + " permission for com.liferay.object.model.ObjectDefinition#C_TICKET 20116"
			: status == 500 ? "Internal Server Error" : null;
		return problem(status, title);
	}

	/**
	 * The JDK's HttpURLConnection as a generated request uses it: the method and headers set
	 * before `getResponseCode`, which sends the request; `getInputStream` throws for a status of
	 * 400 or more (as the JDK's and Android's do), whose body `getErrorStream` gives.
	 */
	static final class Connection extends HttpURLConnection {

		private Answer answer;
		private java.io.ByteArrayOutputStream body;

		Connection(URL url) {
			super(url);
		}

		/**
		 * Android's HttpURLConnection (OkHttp's HttpURLConnectionImpl, okhttp 2.7.5
		 * `HttpURLConnectionImpl.METHODS`) takes PATCH too, which the JDK's refuses.
		 */
		@Override
		public void setRequestMethod(String method) throws java.net.ProtocolException {
			if (!Arrays.asList("OPTIONS", "GET", "HEAD", "POST", "PUT", "DELETE", "TRACE", "PATCH").contains(method)) {
				throw new java.net.ProtocolException("Expected one of [OPTIONS, GET, HEAD, POST, PUT, DELETE, TRACE, PATCH] but was " + method);
			}
			this.method = method;
		}

		@Override
		public java.io.OutputStream getOutputStream() throws IOException {
			if (!getDoOutput()) {
				throw new java.net.ProtocolException("cannot write to a URLConnection if doOutput=false - call setDoOutput(true)");
			}
			if (answer != null) {
				throw new java.net.ProtocolException("cannot write request body after response has been read");
			}
			if (body == null) {
				body = new java.io.ByteArrayOutputStream();
			}
			return body;
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
					answer = answer(getRequestMethod(), getURL(), getRequestProperties(), body == null ? null : body.toByteArray());
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
