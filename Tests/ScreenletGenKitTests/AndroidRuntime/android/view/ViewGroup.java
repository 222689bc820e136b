package android.view;

import java.util.ArrayList;
import java.util.List;

/** Its children, in order: found by id depth first, attached and detached with it. */
public abstract class ViewGroup {

	private final List<android.view.View> children = new ArrayList<>();

	public ViewGroup(android.content.Context context) {
		super(context);
	}

	public ViewGroup(android.content.Context context, android.util.AttributeSet attrs) {
		super(context, attrs);
	}

	public ViewGroup(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) {
		super(context, attrs);
	}

	public ViewGroup(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs);
	}

	protected void onAttachedToWindow() {
		super.onAttachedToWindow();
	}

	protected void onDetachedFromWindow() {
		super.onDetachedFromWindow();
	}

	public void addView(android.view.View child) {
		if (child.parentGroup != null) {
			throw new IllegalStateException("The specified child already has a parent. You must call removeView() on the child's parent first.");
		}
		child.parentGroup = this;
		children.add(child);
	}

	public void removeView(android.view.View view) {
		if (children.remove(view)) {
			view.parentGroup = null;
		}
	}

	public int getChildCount() {
		return children.size();
	}

	public android.view.View getChildAt(int index) {
		return index < children.size() ? children.get(index) : null;
	}

	/** Itself, then each child, in order (ViewGroup.dispatchSaveInstanceState). */
	protected void dispatchSaveInstanceState(android.util.SparseArray<android.os.Parcelable> container) {
		super.dispatchSaveInstanceState(container);
		for (android.view.View child : children) {
			child.dispatchSaveInstanceState(container);
		}
	}

	/** Itself first, then each child: a child's restored state comes after its parent's. */
	protected void dispatchRestoreInstanceState(android.util.SparseArray<android.os.Parcelable> container) {
		super.dispatchRestoreInstanceState(container);
		for (android.view.View child : children) {
			child.dispatchRestoreInstanceState(container);
		}
	}

	android.view.View findViewTraversal(int id) {
		if (getId() == id) {
			return this;
		}
		for (android.view.View child : children) {
			android.view.View found = child.findViewTraversal(id);
			if (found != null) {
				return found;
			}
		}
		return null;
	}
}
