package android.os;

/** Values by key, as the state a View saves holds them (what the generated code puts and gets). */
public class BaseBundle {

	final java.util.Map<String, Object> values = new java.util.HashMap<>();

	BaseBundle() {
	}

	public int size() {
		return values.size();
	}

	public boolean isEmpty() {
		return values.isEmpty();
	}

	public boolean containsKey(String key) {
		return values.containsKey(key);
	}

	public java.util.Set<String> keySet() {
		return values.keySet();
	}

	public void putBoolean(String key, boolean value) {
		values.put(key, value);
	}

	public boolean getBoolean(String key) {
		Object value = values.get(key);
		return value instanceof Boolean ? (Boolean) value : false;
	}

	public void putInt(String key, int value) {
		values.put(key, value);
	}

	public int getInt(String key) {
		Object value = values.get(key);
		return value instanceof Integer ? (Integer) value : 0;
	}

	public void putLong(String key, long value) {
		values.put(key, value);
	}

	public long getLong(String key) {
		Object value = values.get(key);
		return value instanceof Long ? (Long) value : 0L;
	}

	public void putString(String key, String value) {
		values.put(key, value);
	}

	public String getString(String key) {
		Object value = values.get(key);
		return value instanceof String ? (String) value : null;
	}

	public void putStringArray(String key, String[] value) {
		values.put(key, value);
	}

	public String[] getStringArray(String key) {
		Object value = values.get(key);
		return value instanceof String[] ? (String[]) value : null;
	}
}
