// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/widget/ProgressBar.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
// Not mirrored (a type in their signatures is not stubbed): getIndeterminateTintBlendMode getIndeterminateTintMode
// getInterpolator getProgressBackgroundTintBlendMode getProgressBackgroundTintMode getProgressTintBlendMode
// getProgressTintMode getSecondaryProgressTintBlendMode getSecondaryProgressTintMode setIndeterminateTintBlendMode
// setIndeterminateTintMode setInterpolator setProgressBackgroundTintBlendMode setProgressBackgroundTintMode
// setProgressTintBlendMode setProgressTintMode setSecondaryProgressTintBlendMode setSecondaryProgressTintMode
package android.widget;

public class ProgressBar extends android.view.View {

	public ProgressBar(android.content.Context context) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public ProgressBar(android.content.Context context, android.util.AttributeSet attrs) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public ProgressBar(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public ProgressBar(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public void setMinWidth(int minWidth) { throw new RuntimeException("Stub!"); }

	public int getMinWidth() { throw new RuntimeException("Stub!"); }

	public void setMaxWidth(int maxWidth) { throw new RuntimeException("Stub!"); }

	public int getMaxWidth() { throw new RuntimeException("Stub!"); }

	public void setMinHeight(int minHeight) { throw new RuntimeException("Stub!"); }

	public int getMinHeight() { throw new RuntimeException("Stub!"); }

	public void setMaxHeight(int maxHeight) { throw new RuntimeException("Stub!"); }

	public int getMaxHeight() { throw new RuntimeException("Stub!"); }

	public synchronized boolean isIndeterminate() { throw new RuntimeException("Stub!"); }

	public synchronized void setIndeterminate(boolean indeterminate) { throw new RuntimeException("Stub!"); }

	public android.graphics.drawable.Drawable getIndeterminateDrawable() { throw new RuntimeException("Stub!"); }

	public void setIndeterminateDrawable(android.graphics.drawable.Drawable d) { throw new RuntimeException("Stub!"); }

	public void setIndeterminateTintList(android.content.res.ColorStateList tint) { throw new RuntimeException("Stub!"); }

	public android.content.res.ColorStateList getIndeterminateTintList() { throw new RuntimeException("Stub!"); }

	public void setIndeterminateDrawableTiled(android.graphics.drawable.Drawable d) { throw new RuntimeException("Stub!"); }

	public android.graphics.drawable.Drawable getProgressDrawable() { throw new RuntimeException("Stub!"); }

	public void setProgressDrawable(android.graphics.drawable.Drawable d) { throw new RuntimeException("Stub!"); }

	public void setProgressTintList(android.content.res.ColorStateList tint) { throw new RuntimeException("Stub!"); }

	public android.content.res.ColorStateList getProgressTintList() { throw new RuntimeException("Stub!"); }

	public void setProgressBackgroundTintList(android.content.res.ColorStateList tint) { throw new RuntimeException("Stub!"); }

	public android.content.res.ColorStateList getProgressBackgroundTintList() { throw new RuntimeException("Stub!"); }

	public void setSecondaryProgressTintList(android.content.res.ColorStateList tint) { throw new RuntimeException("Stub!"); }

	public android.content.res.ColorStateList getSecondaryProgressTintList() { throw new RuntimeException("Stub!"); }

	public void setProgressDrawableTiled(android.graphics.drawable.Drawable d) { throw new RuntimeException("Stub!"); }

	public android.graphics.drawable.Drawable getCurrentDrawable() { throw new RuntimeException("Stub!"); }

	protected boolean verifyDrawable(android.graphics.drawable.Drawable who) { throw new RuntimeException("Stub!"); }

	public void jumpDrawablesToCurrentState() { throw new RuntimeException("Stub!"); }

	public void postInvalidate() { throw new RuntimeException("Stub!"); }

	public synchronized void setProgress(int progress) { throw new RuntimeException("Stub!"); }

	public void setProgress(int progress, boolean animate) { throw new RuntimeException("Stub!"); }

	public synchronized void setSecondaryProgress(int secondaryProgress) { throw new RuntimeException("Stub!"); }

	public synchronized int getProgress() { throw new RuntimeException("Stub!"); }

	public synchronized int getSecondaryProgress() { throw new RuntimeException("Stub!"); }

	public synchronized int getMin() { throw new RuntimeException("Stub!"); }

	public synchronized int getMax() { throw new RuntimeException("Stub!"); }

	public synchronized void setMin(int min) { throw new RuntimeException("Stub!"); }

	public synchronized void setMax(int max) { throw new RuntimeException("Stub!"); }

	public final synchronized void incrementProgressBy(int diff) { throw new RuntimeException("Stub!"); }

	public final synchronized void incrementSecondaryProgressBy(int diff) { throw new RuntimeException("Stub!"); }

	public void onVisibilityAggregated(boolean isVisible) { throw new RuntimeException("Stub!"); }

	public void invalidateDrawable(android.graphics.drawable.Drawable dr) { throw new RuntimeException("Stub!"); }

	protected void onSizeChanged(int w, int h, int oldw, int oldh) { throw new RuntimeException("Stub!"); }

	protected synchronized void onDraw(android.graphics.Canvas canvas) { throw new RuntimeException("Stub!"); }

	protected synchronized void onMeasure(int widthMeasureSpec, int heightMeasureSpec) { throw new RuntimeException("Stub!"); }

	protected void drawableStateChanged() { throw new RuntimeException("Stub!"); }

	public void drawableHotspotChanged(float x, float y) { throw new RuntimeException("Stub!"); }

	public android.os.Parcelable onSaveInstanceState() { throw new RuntimeException("Stub!"); }

	public void onRestoreInstanceState(android.os.Parcelable state) { throw new RuntimeException("Stub!"); }

	protected void onAttachedToWindow() { throw new RuntimeException("Stub!"); }

	protected void onDetachedFromWindow() { throw new RuntimeException("Stub!"); }

	public CharSequence getAccessibilityClassName() { throw new RuntimeException("Stub!"); }

	public boolean isAnimating() { throw new RuntimeException("Stub!"); }
}
