package android.content;

/** The app's context: its strings and styled attributes come from its resources (`screenletgen.runtime.RuntimeContext`). */
public abstract class Context {

	public Context() {
	}

	public final CharSequence getText(int resId) {
		return getResources().getText(resId);
	}

	public final String getString(int resId) {
		return getResources().getString(resId);
	}

	public final String getString(int resId, Object... formatArgs) {
		return getResources().getString(resId, formatArgs);
	}

	public final android.content.res.TypedArray obtainStyledAttributes(android.util.AttributeSet set, int[] attrs) {
		return getTheme().obtainStyledAttributes(set, attrs, 0, 0);
	}

	public final android.content.res.TypedArray obtainStyledAttributes(android.util.AttributeSet set, int[] attrs, int defStyleAttr, int defStyleRes) {
		return getTheme().obtainStyledAttributes(set, attrs, defStyleAttr, defStyleRes);
	}
}
