package android.view;

/** A View's state the generated Views use: its context, id, children found by id, enabled, visibility, click. */
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
}
