package android.widget;

import java.util.ArrayList;
import java.util.List;

/** Its text (android:text and android:hint from the layout, resolved), and the watchers told of each change. */
public class TextView {

	private CharSequence text = new screenletgen.runtime.RuntimeEditable("");
	private CharSequence hint;
	private final List<android.text.TextWatcher> watchers = new ArrayList<>();

	public TextView(android.content.Context context) {
		super(context);
	}

	public TextView(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
		String text = screenletgen.runtime.RuntimeResources.text(attrs, "android:text");
		if (text != null) {
			this.text = new screenletgen.runtime.RuntimeEditable(text);
		}
		this.hint = screenletgen.runtime.RuntimeResources.text(attrs, "android:hint");
	}

	public TextView(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		this(context, attrs);
	}

	public TextView(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		this(context, attrs);
	}

	protected void onAttachedToWindow() {
		super.onAttachedToWindow();
	}

	protected void onTextChanged(CharSequence text, int start, int lengthBefore, int lengthAfter) {
	}

	public void setEnabled(boolean enabled) {
		super.setEnabled(enabled);
	}

	public CharSequence getText() {
		return text;
	}

	public int length() {
		return text.length();
	}

	public final void setText(CharSequence text) {
		// The stubs do not name BufferType's constants; the type is not what the model keeps.
		setText(text, (android.widget.TextView.BufferType) null);
	}

	public void setText(CharSequence text, android.widget.TextView.BufferType type) {
		screenletgen.runtime.RuntimeEditable before = new screenletgen.runtime.RuntimeEditable(this.text);
		CharSequence after = new screenletgen.runtime.RuntimeEditable(text == null ? "" : text);
		for (android.text.TextWatcher watcher : new ArrayList<>(watchers)) {
			watcher.beforeTextChanged(before, 0, before.length(), after.length());
		}
		this.text = after;
		for (android.text.TextWatcher watcher : new ArrayList<>(watchers)) {
			watcher.onTextChanged(after, 0, before.length(), after.length());
		}
		for (android.text.TextWatcher watcher : new ArrayList<>(watchers)) {
			watcher.afterTextChanged((android.text.Editable) after);
		}
	}

	public final void setText(int resid) {
		setText(getContext().getResources().getText(resid));
	}

	public final void setHint(CharSequence hint) {
		this.hint = hint;
	}

	public final void setHint(int resid) {
		this.hint = getContext().getResources().getText(resid);
	}

	public CharSequence getHint() {
		return hint;
	}

	public void addTextChangedListener(android.text.TextWatcher watcher) {
		watchers.add(watcher);
	}

	public void removeTextChangedListener(android.text.TextWatcher watcher) {
		watchers.remove(watcher);
	}

	/** Its text only when it freezes it (TextView.onSaveInstanceState): an EditText does, a label or a button does not. */
	public android.os.Parcelable onSaveInstanceState() {
		android.os.Parcelable superState = super.onSaveInstanceState();
		if (!getFreezesText()) {
			return superState;
		}
		screenletgen.runtime.WidgetState state = new screenletgen.runtime.WidgetState(superState);
		state.text = text.toString();
		return state;
	}

	/** The text set again, told to the watchers as a change (setText). */
	public void onRestoreInstanceState(android.os.Parcelable state) {
		if (!(state instanceof screenletgen.runtime.WidgetState)) {
			super.onRestoreInstanceState(state);
			return;
		}
		screenletgen.runtime.WidgetState saved = (screenletgen.runtime.WidgetState) state;
		super.onRestoreInstanceState(saved.getSuperState());
		if (saved.text != null) {
			setText(saved.text);
		}
	}

	public boolean getFreezesText() {
		return false;
	}
}
