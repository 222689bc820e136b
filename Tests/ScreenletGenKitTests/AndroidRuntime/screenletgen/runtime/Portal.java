package screenletgen.runtime;

import java.net.ConnectException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONObject;

/**
 * The portal a session's `invoke` reaches: each JSON web service path answers what the scenario
 * says (the result's JSON, or no connection), and each request is recorded as the iOS runtime
 * model records it (`server: PATH key=value…`, keys sorted, texts quoted).
 */
public final class Portal {

	private static final Map<String, String> answers = new HashMap<>();
	private static final Map<String, java.util.function.Function<JSONObject, String>> handlers = new HashMap<>();

	private Portal() {
	}

	/** `path` answers `json`, the result of its command. */
	public static void on(String path, String json) {
		handlers.remove(path);
		answers.put(path, json);
	}

	/** `path` cannot be reached (no connection). */
	public static void offline(String path) {
		handlers.remove(path);
		answers.put(path, null);
	}

	/** `path` answers what `handler` makes of the request's parameters (null: no connection). */
	public static void on(String path, java.util.function.Function<JSONObject, String> handler) {
		answers.remove(path);
		handlers.put(path, handler);
	}

	public static void reset() {
		answers.clear();
		handlers.clear();
	}

	/** A text as the iOS transcript writes it: in quotes, a quote, backslash or line break escaped. */
	static String quoted(String text) {
		return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
	}

	/** As the Mobile SDK's HttpUtil.post: the commands sent as an array, the body read as one. */
	public static JSONArray invoke(JSONObject command) throws Exception {
		String path = command.keys().next();
		JSONObject params = command.getJSONObject(path);
		List<String> keys = new ArrayList<>();
		for (Iterator<String> iterator = params.keys(); iterator.hasNext();) {
			keys.add(iterator.next());
		}
		Collections.sort(keys);
		StringBuilder line = new StringBuilder("server: " + path);
		for (String key : keys) {
			Object value = params.get(key);
			line.append(' ').append(key).append('=').append(value instanceof String ? quoted((String) value) : value == JSONObject.NULL ? "nil" : String.valueOf(value));
		}
		if (handlers.containsKey(path)) {
			answers.put(path, handlers.get(path).apply(params));
		}
		if (!answers.containsKey(path)) {
			Transcript.request(line + " (no answer set)");
			throw new IllegalStateException("the scenario set no answer for " + path);
		}
		String answer = answers.get(path);
		if (answer == null) {
			Transcript.request(line + " (no connection)");
			throw new ConnectException("Failed to connect to the portal");
		}
		Transcript.request(line.toString());
		return new JSONArray("[" + answer + "]");
	}
}
