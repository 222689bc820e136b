// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors aosp-mirror/platform_frameworks_support@a9ac247:v7/recyclerview/src/main/java/androidx/recyclerview/widget/RecyclerView.java (AndroidX recyclerview 1.0).
// Members: those screenlets use, each overload set whole; Adapter and ViewHolder (what a list adapter extends) whole.
// Nested types mirrored: Adapter, ViewHolder, ItemDecoration, LayoutManager, LayoutParams, State, OnScrollListener,
// AdapterDataObserver. Its interfaces ScrollingView and NestedScrollingChild2 are named only.
package androidx.recyclerview.widget;

import android.content.Context;
import android.graphics.Canvas;
import android.graphics.Rect;
import android.os.Parcelable;
import android.util.AttributeSet;
import android.view.View;
import android.view.ViewGroup;
import androidx.core.view.NestedScrollingChild2;
import androidx.core.view.ScrollingView;
import java.util.List;

@SuppressWarnings("rawtypes")
public class RecyclerView extends ViewGroup implements ScrollingView, NestedScrollingChild2 {

	public static final int HORIZONTAL = 0;
	public static final int VERTICAL = 1;
	public static final int NO_POSITION = -1;
	public static final long NO_ID = -1;
	public static final int INVALID_TYPE = -1;
	public static final int TOUCH_SLOP_DEFAULT = 0;
	public static final int TOUCH_SLOP_PAGING = 1;
	public static final int SCROLL_STATE_IDLE = 0;
	public static final int SCROLL_STATE_DRAGGING = 1;
	public static final int SCROLL_STATE_SETTLING = 2;

	public RecyclerView(Context context) { super((Context) null); throw new RuntimeException("Stub!"); }

	public RecyclerView(Context context, AttributeSet attrs) { super((Context) null); throw new RuntimeException("Stub!"); }

	public RecyclerView(Context context, AttributeSet attrs, int defStyle) { super((Context) null); throw new RuntimeException("Stub!"); }

	public void setHasFixedSize(boolean hasFixedSize) { throw new RuntimeException("Stub!"); }

	public boolean hasFixedSize() { throw new RuntimeException("Stub!"); }

	@Override
	public void setClipToPadding(boolean clipToPadding) { throw new RuntimeException("Stub!"); }

	@Override
	public boolean getClipToPadding() { throw new RuntimeException("Stub!"); }

	public void swapAdapter(Adapter adapter, boolean removeAndRecycleExistingViews) { throw new RuntimeException("Stub!"); }

	public void setAdapter(Adapter adapter) { throw new RuntimeException("Stub!"); }

	public Adapter getAdapter() { throw new RuntimeException("Stub!"); }

	public void setLayoutManager(LayoutManager layout) { throw new RuntimeException("Stub!"); }

	public LayoutManager getLayoutManager() { throw new RuntimeException("Stub!"); }

	@Override
	protected Parcelable onSaveInstanceState() { throw new RuntimeException("Stub!"); }

	@Override
	protected void onRestoreInstanceState(Parcelable state) { throw new RuntimeException("Stub!"); }

	public int getScrollState() { throw new RuntimeException("Stub!"); }

	public void addItemDecoration(ItemDecoration decor, int index) { throw new RuntimeException("Stub!"); }

	public void addItemDecoration(ItemDecoration decor) { throw new RuntimeException("Stub!"); }

	public ItemDecoration getItemDecorationAt(int index) { throw new RuntimeException("Stub!"); }

	public int getItemDecorationCount() { throw new RuntimeException("Stub!"); }

	public void removeItemDecorationAt(int index) { throw new RuntimeException("Stub!"); }

	public void removeItemDecoration(ItemDecoration decor) { throw new RuntimeException("Stub!"); }

	@Deprecated
	public void setOnScrollListener(OnScrollListener listener) { throw new RuntimeException("Stub!"); }

	public void addOnScrollListener(OnScrollListener listener) { throw new RuntimeException("Stub!"); }

	public void removeOnScrollListener(OnScrollListener listener) { throw new RuntimeException("Stub!"); }

	public void clearOnScrollListeners() { throw new RuntimeException("Stub!"); }

	public void scrollToPosition(int position) { throw new RuntimeException("Stub!"); }

	public void smoothScrollToPosition(int position) { throw new RuntimeException("Stub!"); }

	public void stopScroll() { throw new RuntimeException("Stub!"); }

	@Override
	protected void onAttachedToWindow() { throw new RuntimeException("Stub!"); }

	@Override
	protected void onDetachedFromWindow() { throw new RuntimeException("Stub!"); }

	@Override
	protected void onMeasure(int widthSpec, int heightSpec) { throw new RuntimeException("Stub!"); }

	@Override
	protected void onLayout(boolean changed, int l, int t, int r, int b) { throw new RuntimeException("Stub!"); }

	@Override
	public void requestLayout() { throw new RuntimeException("Stub!"); }

	public boolean isComputingLayout() { throw new RuntimeException("Stub!"); }

	public boolean isAnimating() { throw new RuntimeException("Stub!"); }

	public void invalidateItemDecorations() { throw new RuntimeException("Stub!"); }

	public ViewHolder getChildViewHolder(View child) { throw new RuntimeException("Stub!"); }

	public View findContainingItemView(View view) { throw new RuntimeException("Stub!"); }

	public ViewHolder findContainingViewHolder(View view) { throw new RuntimeException("Stub!"); }

	@Deprecated
	public int getChildPosition(View child) { throw new RuntimeException("Stub!"); }

	public int getChildAdapterPosition(View child) { throw new RuntimeException("Stub!"); }

	public int getChildLayoutPosition(View child) { throw new RuntimeException("Stub!"); }

	public long getChildItemId(View child) { throw new RuntimeException("Stub!"); }

	@Deprecated
	public ViewHolder findViewHolderForPosition(int position) { throw new RuntimeException("Stub!"); }

	public ViewHolder findViewHolderForLayoutPosition(int position) { throw new RuntimeException("Stub!"); }

	public ViewHolder findViewHolderForAdapterPosition(int position) { throw new RuntimeException("Stub!"); }

	public ViewHolder findViewHolderForItemId(long id) { throw new RuntimeException("Stub!"); }

	public View findChildViewUnder(float x, float y) { throw new RuntimeException("Stub!"); }

	public void onScrolled(int dx, int dy) { throw new RuntimeException("Stub!"); }

	public void onScrollStateChanged(int state) { throw new RuntimeException("Stub!"); }

	public boolean hasPendingAdapterUpdates() { throw new RuntimeException("Stub!"); }

	public abstract static class Adapter<VH extends ViewHolder> {

		public Adapter() { throw new RuntimeException("Stub!"); }

		public abstract VH onCreateViewHolder(ViewGroup parent, int viewType);

		public abstract void onBindViewHolder(VH holder, int position);

		public void onBindViewHolder(VH holder, int position, List<Object> payloads) { throw new RuntimeException("Stub!"); }

		public final VH createViewHolder(ViewGroup parent, int viewType) { throw new RuntimeException("Stub!"); }

		public final void bindViewHolder(VH holder, int position) { throw new RuntimeException("Stub!"); }

		public int getItemViewType(int position) { throw new RuntimeException("Stub!"); }

		public void setHasStableIds(boolean hasStableIds) { throw new RuntimeException("Stub!"); }

		public long getItemId(int position) { throw new RuntimeException("Stub!"); }

		public abstract int getItemCount();

		public final boolean hasStableIds() { throw new RuntimeException("Stub!"); }

		public void onViewRecycled(VH holder) { throw new RuntimeException("Stub!"); }

		public boolean onFailedToRecycleView(VH holder) { throw new RuntimeException("Stub!"); }

		public void onViewAttachedToWindow(VH holder) { throw new RuntimeException("Stub!"); }

		public void onViewDetachedFromWindow(VH holder) { throw new RuntimeException("Stub!"); }

		public final boolean hasObservers() { throw new RuntimeException("Stub!"); }

		public void registerAdapterDataObserver(AdapterDataObserver observer) { throw new RuntimeException("Stub!"); }

		public void unregisterAdapterDataObserver(AdapterDataObserver observer) { throw new RuntimeException("Stub!"); }

		public void onAttachedToRecyclerView(RecyclerView recyclerView) { throw new RuntimeException("Stub!"); }

		public void onDetachedFromRecyclerView(RecyclerView recyclerView) { throw new RuntimeException("Stub!"); }

		public final void notifyDataSetChanged() { throw new RuntimeException("Stub!"); }

		public final void notifyItemChanged(int position) { throw new RuntimeException("Stub!"); }

		public final void notifyItemChanged(int position, Object payload) { throw new RuntimeException("Stub!"); }

		public final void notifyItemRangeChanged(int positionStart, int itemCount) { throw new RuntimeException("Stub!"); }

		public final void notifyItemRangeChanged(int positionStart, int itemCount, Object payload) { throw new RuntimeException("Stub!"); }

		public final void notifyItemInserted(int position) { throw new RuntimeException("Stub!"); }

		public final void notifyItemMoved(int fromPosition, int toPosition) { throw new RuntimeException("Stub!"); }

		public final void notifyItemRangeInserted(int positionStart, int itemCount) { throw new RuntimeException("Stub!"); }

		public final void notifyItemRemoved(int position) { throw new RuntimeException("Stub!"); }

		public final void notifyItemRangeRemoved(int positionStart, int itemCount) { throw new RuntimeException("Stub!"); }
	}

	public abstract static class ViewHolder {

		public final View itemView;

		public ViewHolder(View itemView) { this.itemView = null; throw new RuntimeException("Stub!"); }

		@Deprecated
		public final int getPosition() { throw new RuntimeException("Stub!"); }

		public final int getLayoutPosition() { throw new RuntimeException("Stub!"); }

		public final int getAdapterPosition() { throw new RuntimeException("Stub!"); }

		public final int getOldPosition() { throw new RuntimeException("Stub!"); }

		public final long getItemId() { throw new RuntimeException("Stub!"); }

		public final int getItemViewType() { throw new RuntimeException("Stub!"); }

		@Override
		public String toString() { throw new RuntimeException("Stub!"); }

		public final void setIsRecyclable(boolean recyclable) { throw new RuntimeException("Stub!"); }

		public final boolean isRecyclable() { throw new RuntimeException("Stub!"); }
	}

	public abstract static class ItemDecoration {

		public ItemDecoration() { throw new RuntimeException("Stub!"); }

		public void onDraw(Canvas c, RecyclerView parent, State state) { throw new RuntimeException("Stub!"); }

		@Deprecated
		public void onDraw(Canvas c, RecyclerView parent) { throw new RuntimeException("Stub!"); }

		public void onDrawOver(Canvas c, RecyclerView parent, State state) { throw new RuntimeException("Stub!"); }

		@Deprecated
		public void onDrawOver(Canvas c, RecyclerView parent) { throw new RuntimeException("Stub!"); }

		@Deprecated
		public void getItemOffsets(Rect outRect, int itemPosition, RecyclerView parent) { throw new RuntimeException("Stub!"); }

		public void getItemOffsets(Rect outRect, View view, RecyclerView parent, State state) { throw new RuntimeException("Stub!"); }
	}

	// Its members but the abstract one, the scrolling and the ones naming Recycler, SmoothScroller or
	// LayoutPrefetchRegistry (not stubbed) are left out.
	public abstract static class LayoutManager {

		public LayoutManager() { throw new RuntimeException("Stub!"); }

		public void requestLayout() { throw new RuntimeException("Stub!"); }

		@Deprecated
		public void setAutoMeasureEnabled(boolean enabled) { throw new RuntimeException("Stub!"); }

		public boolean isAutoMeasureEnabled() { throw new RuntimeException("Stub!"); }

		public abstract LayoutParams generateDefaultLayoutParams();

		public boolean canScrollHorizontally() { throw new RuntimeException("Stub!"); }

		public boolean canScrollVertically() { throw new RuntimeException("Stub!"); }

		public void scrollToPosition(int position) { throw new RuntimeException("Stub!"); }

		public int getPosition(View view) { throw new RuntimeException("Stub!"); }

		public View findViewByPosition(int position) { throw new RuntimeException("Stub!"); }

		public int getChildCount() { throw new RuntimeException("Stub!"); }

		public View getChildAt(int index) { throw new RuntimeException("Stub!"); }

		public int getItemCount() { throw new RuntimeException("Stub!"); }

		public Parcelable onSaveInstanceState() { throw new RuntimeException("Stub!"); }

		public void onRestoreInstanceState(Parcelable state) { throw new RuntimeException("Stub!"); }
	}

	public static class LayoutParams extends ViewGroup.MarginLayoutParams {

		public LayoutParams(Context c, AttributeSet attrs) { super((ViewGroup.LayoutParams) null); throw new RuntimeException("Stub!"); }

		public LayoutParams(int width, int height) { super((ViewGroup.LayoutParams) null); throw new RuntimeException("Stub!"); }

		public LayoutParams(ViewGroup.MarginLayoutParams source) { super((ViewGroup.LayoutParams) null); throw new RuntimeException("Stub!"); }

		public LayoutParams(ViewGroup.LayoutParams source) { super((ViewGroup.LayoutParams) null); throw new RuntimeException("Stub!"); }

		public LayoutParams(LayoutParams source) { super((ViewGroup.LayoutParams) null); throw new RuntimeException("Stub!"); }

		public boolean viewNeedsUpdate() { throw new RuntimeException("Stub!"); }

		public boolean isViewInvalid() { throw new RuntimeException("Stub!"); }

		public boolean isItemRemoved() { throw new RuntimeException("Stub!"); }

		public boolean isItemChanged() { throw new RuntimeException("Stub!"); }

		@Deprecated
		public int getViewPosition() { throw new RuntimeException("Stub!"); }

		public int getViewLayoutPosition() { throw new RuntimeException("Stub!"); }

		public int getViewAdapterPosition() { throw new RuntimeException("Stub!"); }
	}

	public abstract static class AdapterDataObserver {

		public AdapterDataObserver() { throw new RuntimeException("Stub!"); }

		public void onChanged() { throw new RuntimeException("Stub!"); }

		public void onItemRangeChanged(int positionStart, int itemCount) { throw new RuntimeException("Stub!"); }

		public void onItemRangeChanged(int positionStart, int itemCount, Object payload) { throw new RuntimeException("Stub!"); }

		public void onItemRangeInserted(int positionStart, int itemCount) { throw new RuntimeException("Stub!"); }

		public void onItemRangeRemoved(int positionStart, int itemCount) { throw new RuntimeException("Stub!"); }

		public void onItemRangeMoved(int fromPosition, int toPosition, int itemCount) { throw new RuntimeException("Stub!"); }
	}

	public abstract static class OnScrollListener {

		public OnScrollListener() { throw new RuntimeException("Stub!"); }

		public void onScrollStateChanged(RecyclerView recyclerView, int newState) { throw new RuntimeException("Stub!"); }

		public void onScrolled(RecyclerView recyclerView, int dx, int dy) { throw new RuntimeException("Stub!"); }
	}

	public static class State {

		public State() { throw new RuntimeException("Stub!"); }

		public boolean isMeasuring() { throw new RuntimeException("Stub!"); }

		public boolean isPreLayout() { throw new RuntimeException("Stub!"); }

		public boolean willRunPredictiveAnimations() { throw new RuntimeException("Stub!"); }

		public boolean willRunSimpleAnimations() { throw new RuntimeException("Stub!"); }

		public void remove(int resourceId) { throw new RuntimeException("Stub!"); }

		public <T> T get(int resourceId) { throw new RuntimeException("Stub!"); }

		public void put(int resourceId, Object data) { throw new RuntimeException("Stub!"); }

		public int getTargetScrollPosition() { throw new RuntimeException("Stub!"); }

		public boolean hasTargetScrollPosition() { throw new RuntimeException("Stub!"); }

		public boolean didStructureChange() { throw new RuntimeException("Stub!"); }

		public int getItemCount() { throw new RuntimeException("Stub!"); }

		public int getRemainingScrollHorizontal() { throw new RuntimeException("Stub!"); }

		public int getRemainingScrollVertical() { throw new RuntimeException("Stub!"); }

		@Override
		public String toString() { throw new RuntimeException("Stub!"); }
	}
}
