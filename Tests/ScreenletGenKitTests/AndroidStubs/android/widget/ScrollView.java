// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/widget/ScrollView.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
package android.widget;

public class ScrollView extends android.widget.FrameLayout {

	public ScrollView(android.content.Context context) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public ScrollView(android.content.Context context, android.util.AttributeSet attrs) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public ScrollView(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public ScrollView(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public boolean shouldDelayChildPressedState() { throw new RuntimeException("Stub!"); }

	protected float getTopFadingEdgeStrength() { throw new RuntimeException("Stub!"); }

	protected float getBottomFadingEdgeStrength() { throw new RuntimeException("Stub!"); }

	public void setEdgeEffectColor(int color) { throw new RuntimeException("Stub!"); }

	public void setBottomEdgeEffectColor(int color) { throw new RuntimeException("Stub!"); }

	public void setTopEdgeEffectColor(int color) { throw new RuntimeException("Stub!"); }

	public int getTopEdgeEffectColor() { throw new RuntimeException("Stub!"); }

	public int getBottomEdgeEffectColor() { throw new RuntimeException("Stub!"); }

	public int getMaxScrollAmount() { throw new RuntimeException("Stub!"); }

	public void addView(android.view.View child) { throw new RuntimeException("Stub!"); }

	public void addView(android.view.View child, int index) { throw new RuntimeException("Stub!"); }

	public void addView(android.view.View child, android.view.ViewGroup.LayoutParams params) { throw new RuntimeException("Stub!"); }

	public void addView(android.view.View child, int index, android.view.ViewGroup.LayoutParams params) { throw new RuntimeException("Stub!"); }

	public boolean isFillViewport() { throw new RuntimeException("Stub!"); }

	public void setFillViewport(boolean fillViewport) { throw new RuntimeException("Stub!"); }

	public boolean isSmoothScrollingEnabled() { throw new RuntimeException("Stub!"); }

	public void setSmoothScrollingEnabled(boolean smoothScrollingEnabled) { throw new RuntimeException("Stub!"); }

	protected void onMeasure(int widthMeasureSpec, int heightMeasureSpec) { throw new RuntimeException("Stub!"); }

	public boolean dispatchKeyEvent(android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public boolean executeKeyEvent(android.view.KeyEvent event) { throw new RuntimeException("Stub!"); }

	public void requestDisallowInterceptTouchEvent(boolean disallowIntercept) { throw new RuntimeException("Stub!"); }

	public boolean onInterceptTouchEvent(android.view.MotionEvent ev) { throw new RuntimeException("Stub!"); }

	public boolean onTouchEvent(android.view.MotionEvent ev) { throw new RuntimeException("Stub!"); }

	public boolean onGenericMotionEvent(android.view.MotionEvent event) { throw new RuntimeException("Stub!"); }

	protected void onOverScrolled(int scrollX, int scrollY, boolean clampedX, boolean clampedY) { throw new RuntimeException("Stub!"); }

	public CharSequence getAccessibilityClassName() { throw new RuntimeException("Stub!"); }

	public boolean pageScroll(int direction) { throw new RuntimeException("Stub!"); }

	public boolean fullScroll(int direction) { throw new RuntimeException("Stub!"); }

	public boolean arrowScroll(int direction) { throw new RuntimeException("Stub!"); }

	public final void smoothScrollBy(int dx, int dy) { throw new RuntimeException("Stub!"); }

	public final void smoothScrollTo(int x, int y) { throw new RuntimeException("Stub!"); }

	protected int computeVerticalScrollRange() { throw new RuntimeException("Stub!"); }

	protected int computeVerticalScrollOffset() { throw new RuntimeException("Stub!"); }

	protected void measureChild(android.view.View child, int parentWidthMeasureSpec, int parentHeightMeasureSpec) { throw new RuntimeException("Stub!"); }

	protected void measureChildWithMargins(android.view.View child, int parentWidthMeasureSpec, int widthUsed, int parentHeightMeasureSpec, int heightUsed) { throw new RuntimeException("Stub!"); }

	public void computeScroll() { throw new RuntimeException("Stub!"); }

	public void scrollToDescendant(android.view.View child) { throw new RuntimeException("Stub!"); }

	protected int computeScrollDeltaToGetChildRectOnScreen(android.graphics.Rect rect) { throw new RuntimeException("Stub!"); }

	public void requestChildFocus(android.view.View child, android.view.View focused) { throw new RuntimeException("Stub!"); }

	protected boolean onRequestFocusInDescendants(int direction, android.graphics.Rect previouslyFocusedRect) { throw new RuntimeException("Stub!"); }

	public boolean requestChildRectangleOnScreen(android.view.View child, android.graphics.Rect rectangle, boolean immediate) { throw new RuntimeException("Stub!"); }

	public void requestLayout() { throw new RuntimeException("Stub!"); }

	protected void onDetachedFromWindow() { throw new RuntimeException("Stub!"); }

	protected void onLayout(boolean changed, int l, int t, int r, int b) { throw new RuntimeException("Stub!"); }

	protected void onSizeChanged(int w, int h, int oldw, int oldh) { throw new RuntimeException("Stub!"); }

	public void fling(int velocityY) { throw new RuntimeException("Stub!"); }

	public void scrollTo(int x, int y) { throw new RuntimeException("Stub!"); }

	public boolean onStartNestedScroll(android.view.View child, android.view.View target, int nestedScrollAxes) { throw new RuntimeException("Stub!"); }

	public void onNestedScrollAccepted(android.view.View child, android.view.View target, int axes) { throw new RuntimeException("Stub!"); }

	public void onStopNestedScroll(android.view.View target) { throw new RuntimeException("Stub!"); }

	public void onNestedScroll(android.view.View target, int dxConsumed, int dyConsumed, int dxUnconsumed, int dyUnconsumed) { throw new RuntimeException("Stub!"); }

	public boolean onNestedFling(android.view.View target, float velocityX, float velocityY, boolean consumed) { throw new RuntimeException("Stub!"); }

	public void draw(android.graphics.Canvas canvas) { throw new RuntimeException("Stub!"); }

	protected void onRestoreInstanceState(android.os.Parcelable state) { throw new RuntimeException("Stub!"); }

	protected android.os.Parcelable onSaveInstanceState() { throw new RuntimeException("Stub!"); }
}
