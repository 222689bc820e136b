package android.content.res;

import screenletgen.runtime.RuntimeResources;

/** A styleable's values as a layout gave them: texts, integers, enums by name, references by @type/name. */
public class TypedArray {

	private android.util.AttributeSet set;
	private int[] attrs;

	TypedArray() {
	}

	/** The model's door: made by RuntimeResources for `obtainStyledAttributes`. */
	public static TypedArray screenletgenOf(android.util.AttributeSet set, int[] attrs) {
		TypedArray array = new TypedArray();
		array.set = set;
		array.attrs = attrs;
		return array;
	}

	public String getString(int index) {
		return RuntimeResources.attribute(set, attrs[index]);
	}

	public boolean getBoolean(int index, boolean defValue) {
		String value = getString(index);
		return value == null ? defValue : Boolean.parseBoolean(value);
	}

	public int getInt(int index, int defValue) {
		String value = getString(index);
		return value == null ? defValue : RuntimeResources.integer(attrs[index], value);
	}

	public int getInteger(int index, int defValue) {
		return getInt(index, defValue);
	}

	public int getResourceId(int index, int defValue) {
		String value = getString(index);
		return value == null ? defValue : RuntimeResources.reference(value);
	}

	public boolean hasValue(int index) {
		return getString(index) != null;
	}

	public void recycle() {
	}
}
