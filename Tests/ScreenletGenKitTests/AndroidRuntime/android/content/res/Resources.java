package android.content.res;

import screenletgen.runtime.RuntimeResources;

/** The app's resources: the module's res/values (and Screens' own attributes), found by R's ids. */
public class Resources {

	Resources() {
	}

	/** The model's door: the app's resources (the constructor is the platform's own). */
	public static Resources screenletgenCreate() {
		return new Resources();
	}

	public CharSequence getText(int id) throws android.content.res.Resources.NotFoundException {
		return getString(id);
	}

	public String getString(int id) throws android.content.res.Resources.NotFoundException {
		String value = RuntimeResources.string(id);
		if (value == null) {
			throw new NotFoundException("String resource ID #0x" + Integer.toHexString(id));
		}
		return value;
	}

	public String getString(int id, Object... formatArgs) throws android.content.res.Resources.NotFoundException {
		return String.format(getString(id), formatArgs);
	}

	public final android.content.res.Resources.Theme newTheme() {
		return new Theme();
	}

	public int getIdentifier(String name, String defType, String defPackage) {
		return RuntimeResources.identifier(name, defType, defPackage);
	}

	public String getResourceEntryName(int resid) throws android.content.res.Resources.NotFoundException {
		return RuntimeResources.name(resid);
	}

	// Theme's own.
	private Theme() {
	}

	// Theme's own: the attributes the layout gave, read by the styleable's indices.
	public android.content.res.TypedArray obtainStyledAttributes(android.util.AttributeSet set, int[] attrs, int defStyleAttr, int defStyleRes) {
		return RuntimeResources.typedArray(set, attrs);
	}

	// NotFoundException's.
	public NotFoundException(String name) {
		super(name);
	}
}
