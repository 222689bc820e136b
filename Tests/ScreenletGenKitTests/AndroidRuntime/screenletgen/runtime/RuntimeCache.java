package screenletgen.runtime;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * SnappyDB as Screens' cache uses it: named databases of keyed objects, each stored as a copy
 * (SnappyDB serializes it with Kryo; so a change made to an event after it was stored is not in
 * the cache), keys found by prefix in order.
 */
public final class RuntimeCache {

	private static final Map<String, TreeMap<String, Object>> databases = new TreeMap<>();

	private RuntimeCache() {
	}

	/** When each key was first stored: the transcript's order among keys that differ only by a random UUID. */
	private static final Map<String, Integer> firstStored = new java.util.HashMap<>();

	public static synchronized void put(String database, String key, Object value) throws Exception {
		databases.computeIfAbsent(database, name -> new TreeMap<>()).put(key, copy(value));
		firstStored.putIfAbsent(database + "/" + key, firstStored.size());
	}

	public static synchronized <E> E get(String database, String key, Class<E> type) throws Exception {
		TreeMap<String, Object> entries = databases.get(database);
		Object value = entries == null ? null : entries.get(key);
		return value == null ? null : type.cast(copy(value));
	}

	public static synchronized void delete(String database, String key) {
		TreeMap<String, Object> entries = databases.get(database);
		if (entries != null) {
			entries.remove(key);
		}
	}

	public static synchronized String[] findKeys(String database, String prefix, int start, int limit) {
		List<String> keys = new ArrayList<>();
		TreeMap<String, Object> entries = databases.get(database);
		if (entries != null) {
			for (String key : entries.keySet()) {
				if (key.startsWith(prefix)) {
					keys.add(key);
				}
			}
		}
		List<String> page = keys.subList(Math.min(start, keys.size()), (int) Math.min((long) start + limit, keys.size()));
		return page.toArray(new String[0]);
	}

	public static synchronized void reset() {
		databases.clear();
		firstStored.clear();
	}

	/**
	 * `cache: DB-20143-9/AddBookmarkEvent-en_US-add-bookmark-… dirty {folderId=7, …}`, each entry in key
	 * order; keys that differ only by a random UUID (an add's) in the order they were stored.
	 */
	static synchronized List<String> describe() {
		List<String> lines = new ArrayList<>();
		for (Map.Entry<String, TreeMap<String, Object>> database : databases.entrySet()) {
			// A list's rows, stored one by one, are counted per class rather than listed.
			Map<String, Integer> rows = new TreeMap<>();
			List<Map.Entry<String, Object>> entries = new ArrayList<>(database.getValue().entrySet());
			String uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
			entries.sort(java.util.Comparator.<Map.Entry<String, Object>, String>comparing(entry -> entry.getKey().replaceAll(uuid, ""))
				.thenComparing(entry -> firstStored.getOrDefault(database.getKey() + "/" + entry.getKey(), 0)));
			for (Map.Entry<String, Object> entry : entries) {
				Object value = entry.getValue();
				if (value instanceof com.liferay.mobile.screens.base.list.interactor.ListEvent) {
					// `<Class>-<locale>-`, then the row's own key (a number, which may be negative).
					int locale = entry.getKey().indexOf('-', entry.getKey().indexOf('-') + 1);
					String key = entry.getKey().substring(0, locale + 1) + "… " + describe(value).replaceAll(" \\{.*", "");
					rows.merge(key, 1, Integer::sum);
					continue;
				}
				lines.add("cache: " + database.getKey() + "/" + entry.getKey() + " " + describe(value));
			}
			for (Map.Entry<String, Integer> row : rows.entrySet()) {
				lines.add("cache: " + database.getKey() + "/" + row.getKey() + " x" + row.getValue());
			}
		}
		return lines;
	}

	private static String describe(Object value) {
		StringBuilder text = new StringBuilder();
		List<String> flags = new ArrayList<>();
		StringBuilder fields = new StringBuilder();
		for (Class<?> type = value.getClass(); type != null && type != Object.class; type = type.getSuperclass()) {
			for (Field field : type.getDeclaredFields()) {
				if (Modifier.isStatic(field.getModifiers())) {
					continue;
				}
				field.setAccessible(true);
				Object fieldValue;
				try {
					fieldValue = field.get(value);
				} catch (IllegalAccessException e) {
					throw new IllegalStateException(e);
				}
				String name = field.getName();
				if (type.getName().startsWith("com.liferay.mobile.screens.base.interactor.event.")) {
					if ((name.equals("dirty") || name.equals("deleted") || name.equals("cached")) && Boolean.TRUE.equals(fieldValue)) {
						flags.add(name);
					} else if (name.equals("exception") && fieldValue != null) {
						flags.add("failed");
					}
					continue;
				}
				fields.append(fields.length() == 0 ? "" : ", ").append(name).append('=').append(fieldValue instanceof String ? Portal.quoted((String) fieldValue)
					: fieldValue == null || fieldValue instanceof Number || fieldValue instanceof Boolean ? String.valueOf(fieldValue)
					: fieldValue instanceof List ? ((List<?>) fieldValue).size() + " rows"
					: fieldValue instanceof com.liferay.mobile.screens.base.list.interactor.Query
						? ((com.liferay.mobile.screens.base.list.interactor.Query) fieldValue).getStartRow() + "-" + ((com.liferay.mobile.screens.base.list.interactor.Query) fieldValue).getEndRow()
					: "a " + fieldValue.getClass().getSimpleName());
			}
		}
		text.append(flags.isEmpty() ? "clean" : String.join(" ", flags)).append(" {").append(fields).append('}');
		return text.toString();
	}

	/** A field by field copy, as a serializer's round trip gives (the event's own objects are not shared). */
	private static Object copy(Object value) throws Exception {
		Object copy = value.getClass().getDeclaredConstructor().newInstance();
		for (Class<?> type = value.getClass(); type != null && type != Object.class; type = type.getSuperclass()) {
			for (Field field : type.getDeclaredFields()) {
				if (Modifier.isStatic(field.getModifiers())) {
					continue;
				}
				field.setAccessible(true);
				field.set(copy, field.get(value));
			}
		}
		return copy;
	}
}
