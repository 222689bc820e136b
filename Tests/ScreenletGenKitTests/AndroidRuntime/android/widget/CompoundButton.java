package android.widget;

/** Checked or not: a tap toggles it, as the platform's does. */
public abstract class CompoundButton {

	private boolean checked;

	public CompoundButton(android.content.Context context) {
		super(context);
	}

	public CompoundButton(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
		checked = Boolean.parseBoolean(screenletgen.runtime.RuntimeResources.text(attrs, "android:checked"));
	}

	public CompoundButton(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		this(context, attrs);
	}

	public CompoundButton(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		this(context, attrs);
	}

	public void toggle() {
		setChecked(!checked);
	}

	public boolean performClick() {
		toggle();
		return super.performClick();
	}

	public boolean isChecked() {
		return checked;
	}

	private android.widget.CompoundButton.OnCheckedChangeListener onCheckedChangeListener;

	public void setOnCheckedChangeListener(android.widget.CompoundButton.OnCheckedChangeListener listener) {
		onCheckedChangeListener = listener;
	}

	/** A change is told to the listener (a tap's toggle too), then to its RadioGroup's tracker; setting the same state is not. */
	public void setChecked(boolean checked) {
		if (this.checked == checked) {
			return;
		}
		this.checked = checked;
		if (onCheckedChangeListener != null) {
			onCheckedChangeListener.onCheckedChanged(this, checked);
		}
		screenletgenCheckedChanged();
	}

	/** The model's: what CompoundButton's widget listener is (a RadioGroup's tracker of its buttons). */
	void screenletgenCheckedChanged() {
	}

	/** Checked or not, beside its text's state (CompoundButton.SavedState). */
	public android.os.Parcelable onSaveInstanceState() {
		screenletgen.runtime.WidgetState state = new screenletgen.runtime.WidgetState(super.onSaveInstanceState());
		state.checked = checked;
		return state;
	}

	/** Set again: a change is told to the listener, as any setChecked. */
	public void onRestoreInstanceState(android.os.Parcelable state) {
		screenletgen.runtime.WidgetState saved = (screenletgen.runtime.WidgetState) state;
		super.onRestoreInstanceState(saved.getSuperState());
		setChecked(saved.checked);
	}
}
