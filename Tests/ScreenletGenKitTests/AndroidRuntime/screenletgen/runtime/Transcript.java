package screenletgen.runtime;

import java.util.ArrayList;
import java.util.List;

/** What a scenario saw, in order: the listener's calls, the View's messages, the portal's requests, the cache. */
public final class Transcript {

	private static final List<String> lines = new ArrayList<>();
	private static final List<String> requests = new ArrayList<>();

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
		lines.clear();
		requests.clear();
		return all;
	}
}
