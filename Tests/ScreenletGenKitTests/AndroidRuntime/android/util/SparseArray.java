package android.util;

/** Values by int key: the container a window saves its Views' states in, by id. */
public class SparseArray<E> {

	private final java.util.Map<Integer, E> values = new java.util.HashMap<>();

	public SparseArray() {
	}

	public E get(int key) {
		return values.get(key);
	}

	public void put(int key, E value) {
		values.put(key, value);
	}

	public int size() {
		return values.size();
	}
}
