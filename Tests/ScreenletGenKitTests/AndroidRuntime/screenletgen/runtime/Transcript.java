package screenletgen.runtime;

import java.util.ArrayList;
import java.util.List;

/** What a scenario saw, in order: the listener's calls, the View's messages, the portal's requests, the cache. */
public final class Transcript {

	private static final List<String> lines = new ArrayList<>();
	private static final List<String> requests = new ArrayList<>();
	private static final java.util.Map<String, String> aliases = new java.util.LinkedHashMap<>();

	/** Every `text` in the transcript is written as `alias` (a temporary folder's path as `<files>`), so that it reads the same every run. */
	public static synchronized void alias(String text, String alias) {
		aliases.put(text, alias);
	}

	private Transcript() {
	}

	public static synchronized void record(String line) {
		lines.add(line);
	}

	/** A request the portal got: printed after the scenario's other lines, as the iOS transcript does. */
	public static synchronized void request(String line) {
		requests.add(line);
	}

	/** The scenario's lines, then its requests, then the cache's entries; and a fresh start. */
	public static synchronized List<String> finish() {
		List<String> all = new ArrayList<>(lines);
		all.addAll(requests);
		all.addAll(RuntimeCache.describe());
		for (int index = 0; index < all.size(); index++) {
			for (java.util.Map.Entry<String, String> alias : aliases.entrySet()) {
				all.set(index, all.get(index).replace(alias.getKey(), alias.getValue()));
			}
		}
		lines.clear();
		requests.clear();
		return all;
	}
}
