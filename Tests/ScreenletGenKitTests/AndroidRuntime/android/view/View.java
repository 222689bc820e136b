package android.view;

/**
 * A View's state the generated Views use: its context, id, children found by id, enabled,
 * visibility, click; and the saving of its state through a configuration change, under its id
 * only (none saved without one), a subclass that does not call the View's own failing as on
 * Android, and a state not of the View's kind refused on restore (two Views of one id).
 */
public class View {

	private android.content.Context context;
	private int id = -1;
	private boolean enabled = true;
	private int visibility = 0;
	private android.view.View.OnClickListener onClickListener;
	android.view.ViewGroup parentGroup;

	public View(android.content.Context context) {
		this.context = context;
	}

	public View(android.content.Context context, android.util.AttributeSet attrs) {
		this(context);
		this.id = screenletgen.runtime.RuntimeResources.idOf(attrs);
	}

	public View(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		this(context, attrs);
	}

	public View(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		this(context, attrs);
	}

	public void setOnClickListener(android.view.View.OnClickListener l) {
		this.onClickListener = l;
	}

	public boolean performClick() {
		if (onClickListener == null) {
			return false;
		}
		onClickListener.onClick(this);
		return true;
	}

	public int getVisibility() {
		return visibility;
	}

	public void setVisibility(int visibility) {
		this.visibility = visibility;
	}

	public boolean isEnabled() {
		return enabled;
	}

	public void setEnabled(boolean enabled) {
		this.enabled = enabled;
	}

	public final android.content.Context getContext() {
		return context;
	}

	public final android.view.ViewParent getParent() {
		return parentGroup;
	}

	protected void onAttachedToWindow() {
	}

	protected void onDetachedFromWindow() {
	}

	public boolean isInEditMode() {
		return false;
	}

	protected void onFinishInflate() {
	}

	public android.content.res.Resources getResources() {
		return context.getResources();
	}

	@SuppressWarnings("unchecked")
	public final <T extends android.view.View> T findViewById(int id) {
		return (T) findViewTraversal(id);
	}

	android.view.View findViewTraversal(int id) {
		return this.id == id ? this : null;
	}

	public void setId(int id) {
		this.id = id;
	}

	public int getId() {
		return id;
	}

	private boolean stateCalled;

	public void saveHierarchyState(android.util.SparseArray<android.os.Parcelable> container) {
		dispatchSaveInstanceState(container);
	}

	protected void dispatchSaveInstanceState(android.util.SparseArray<android.os.Parcelable> container) {
		if (id != -1) {
			stateCalled = false;
			android.os.Parcelable state = onSaveInstanceState();
			if (!stateCalled) {
				throw new IllegalStateException("Derived class did not call super.onSaveInstanceState()");
			}
			if (state != null) {
				container.put(id, state);
			}
		}
	}

	protected android.os.Parcelable onSaveInstanceState() {
		stateCalled = true;
		return android.view.AbsSavedState.EMPTY_STATE;
	}

	public void restoreHierarchyState(android.util.SparseArray<android.os.Parcelable> container) {
		dispatchRestoreInstanceState(container);
	}

	protected void dispatchRestoreInstanceState(android.util.SparseArray<android.os.Parcelable> container) {
		if (id != -1) {
			android.os.Parcelable state = container.get(id);
			if (state != null) {
				stateCalled = false;
				onRestoreInstanceState(state);
				if (!stateCalled) {
					throw new IllegalStateException("Derived class did not call super.onRestoreInstanceState()");
				}
			}
		}
	}

	protected void onRestoreInstanceState(android.os.Parcelable state) {
		stateCalled = true;
		if (state != null && !(state instanceof android.view.AbsSavedState)) {
			throw new IllegalArgumentException("Wrong state class, expecting View State but received " + state.getClass()
				+ " instead. This usually happens when two views of different type have the same id in the same hierarchy.");
		}
	}

	// in BaseSavedState
	public BaseSavedState(android.os.Parcelable superState) {
		super(superState);
	}
}
