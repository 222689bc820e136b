package android.os;

/** BaseBundle's values, with Parcelables, Bundles and Serializables; a wrong type reads as null, as Android's does (it logs the ClassCastException). */
public final class Bundle {

	public Bundle() {
	}

	public void putParcelable(String key, android.os.Parcelable value) {
		values.put(key, value);
	}

	@SuppressWarnings("unchecked")
	public <T extends android.os.Parcelable> T getParcelable(String key) {
		Object value = values.get(key);
		return value instanceof android.os.Parcelable ? (T) value : null;
	}

	public void putBundle(String key, android.os.Bundle value) {
		values.put(key, value);
	}

	public android.os.Bundle getBundle(String key) {
		Object value = values.get(key);
		return value instanceof android.os.Bundle ? (android.os.Bundle) value : null;
	}

	public void putSerializable(String key, java.io.Serializable value) {
		values.put(key, value);
	}

	public java.io.Serializable getSerializable(String key) {
		Object value = values.get(key);
		return value instanceof java.io.Serializable ? (java.io.Serializable) value : null;
	}

	static { CREATOR = null; EMPTY = new android.os.Bundle(); }
}
