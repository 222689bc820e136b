// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors aosp-mirror/platform_frameworks_support@a9ac247:v7/recyclerview/src/main/java/androidx/recyclerview/widget/LinearLayoutManager.java (AndroidX recyclerview 1.0).
// Members: those screenlets use, each overload set whole. Its interfaces ItemTouchHelper.ViewDropHandler and
// RecyclerView.SmoothScroller.ScrollVectorProvider are not mirrored (neither is stubbed).
package androidx.recyclerview.widget;

import android.content.Context;
import android.os.Parcelable;
import android.util.AttributeSet;
import android.view.View;

public class LinearLayoutManager extends RecyclerView.LayoutManager {

	public static final int HORIZONTAL = 0;
	public static final int VERTICAL = 1;
	public static final int INVALID_OFFSET = Integer.MIN_VALUE;

	public LinearLayoutManager(Context context) { throw new RuntimeException("Stub!"); }

	public LinearLayoutManager(Context context, int orientation, boolean reverseLayout) { throw new RuntimeException("Stub!"); }

	public LinearLayoutManager(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { throw new RuntimeException("Stub!"); }

	@Override
	public boolean isAutoMeasureEnabled() { throw new RuntimeException("Stub!"); }

	@Override
	public RecyclerView.LayoutParams generateDefaultLayoutParams() { throw new RuntimeException("Stub!"); }

	public boolean getRecycleChildrenOnDetach() { throw new RuntimeException("Stub!"); }

	public void setRecycleChildrenOnDetach(boolean recycleChildrenOnDetach) { throw new RuntimeException("Stub!"); }

	@Override
	public Parcelable onSaveInstanceState() { throw new RuntimeException("Stub!"); }

	@Override
	public void onRestoreInstanceState(Parcelable state) { throw new RuntimeException("Stub!"); }

	@Override
	public boolean canScrollHorizontally() { throw new RuntimeException("Stub!"); }

	@Override
	public boolean canScrollVertically() { throw new RuntimeException("Stub!"); }

	public void setStackFromEnd(boolean stackFromEnd) { throw new RuntimeException("Stub!"); }

	public boolean getStackFromEnd() { throw new RuntimeException("Stub!"); }

	public int getOrientation() { throw new RuntimeException("Stub!"); }

	public void setOrientation(int orientation) { throw new RuntimeException("Stub!"); }

	public boolean getReverseLayout() { throw new RuntimeException("Stub!"); }

	public void setReverseLayout(boolean reverseLayout) { throw new RuntimeException("Stub!"); }

	@Override
	public View findViewByPosition(int position) { throw new RuntimeException("Stub!"); }

	@Override
	public void scrollToPosition(int position) { throw new RuntimeException("Stub!"); }

	public void scrollToPositionWithOffset(int position, int offset) { throw new RuntimeException("Stub!"); }

	public int findFirstVisibleItemPosition() { throw new RuntimeException("Stub!"); }

	public int findFirstCompletelyVisibleItemPosition() { throw new RuntimeException("Stub!"); }

	public int findLastVisibleItemPosition() { throw new RuntimeException("Stub!"); }

	public int findLastCompletelyVisibleItemPosition() { throw new RuntimeException("Stub!"); }
}
