package screenletgen.runtime;

import android.util.AttributeSet;
import java.util.LinkedHashMap;
import java.util.Map;

/** The attributes of a layout's element (or a scenario's), by name as written: `android:id`, `app:cachePolicy`, `folderId`. */
public final class RuntimeAttributes implements AttributeSet {

	final Map<String, String> values = new LinkedHashMap<>();

	public RuntimeAttributes set(String name, String value) {
		values.put(name, value);
		return this;
	}

	/** The value of an attribute named `name` in any namespace (`app:folderId` is `folderId`). */
	String value(String name) {
		for (Map.Entry<String, String> entry : values.entrySet()) {
			String key = entry.getKey();
			if (key.equals(name) || key.endsWith(":" + name) && !name.contains(":")) {
				return entry.getValue();
			}
		}
		return null;
	}
}
