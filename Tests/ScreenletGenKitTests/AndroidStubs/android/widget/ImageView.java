// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/widget/ImageView.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
// Not mirrored (a type in their signatures is not stubbed): animateTransform getColorFilter getImageMatrix
// getImageTintBlendMode getImageTintMode setColorFilter setImageIcon setImageMatrix setImageTintBlendMode
// setImageTintMode setImageURI
package android.widget;

public class ImageView extends android.view.View {

	public ImageView(android.content.Context context) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public ImageView(android.content.Context context, android.util.AttributeSet attrs) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public ImageView(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public ImageView(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	protected boolean verifyDrawable(android.graphics.drawable.Drawable dr) { throw new RuntimeException("Stub!"); }

	public void jumpDrawablesToCurrentState() { throw new RuntimeException("Stub!"); }

	public void invalidateDrawable(android.graphics.drawable.Drawable dr) { throw new RuntimeException("Stub!"); }

	public boolean hasOverlappingRendering() { throw new RuntimeException("Stub!"); }

	public boolean getAdjustViewBounds() { throw new RuntimeException("Stub!"); }

	public void setAdjustViewBounds(boolean adjustViewBounds) { throw new RuntimeException("Stub!"); }

	public int getMaxWidth() { throw new RuntimeException("Stub!"); }

	public void setMaxWidth(int maxWidth) { throw new RuntimeException("Stub!"); }

	public int getMaxHeight() { throw new RuntimeException("Stub!"); }

	public void setMaxHeight(int maxHeight) { throw new RuntimeException("Stub!"); }

	public android.graphics.drawable.Drawable getDrawable() { throw new RuntimeException("Stub!"); }

	public void setImageResource(int resId) { throw new RuntimeException("Stub!"); }

	public void setImageDrawable(android.graphics.drawable.Drawable drawable) { throw new RuntimeException("Stub!"); }

	public void setImageTintList(android.content.res.ColorStateList tint) { throw new RuntimeException("Stub!"); }

	public android.content.res.ColorStateList getImageTintList() { throw new RuntimeException("Stub!"); }

	public void setImageBitmap(android.graphics.Bitmap bm) { throw new RuntimeException("Stub!"); }

	public void setImageState(int[] state, boolean merge) { throw new RuntimeException("Stub!"); }

	public void setSelected(boolean selected) { throw new RuntimeException("Stub!"); }

	public void setImageLevel(int level) { throw new RuntimeException("Stub!"); }

	public void setScaleType(android.widget.ImageView.ScaleType scaleType) { throw new RuntimeException("Stub!"); }

	public android.widget.ImageView.ScaleType getScaleType() { throw new RuntimeException("Stub!"); }

	public boolean getCropToPadding() { throw new RuntimeException("Stub!"); }

	public void setCropToPadding(boolean cropToPadding) { throw new RuntimeException("Stub!"); }

	public int[] onCreateDrawableState(int extraSpace) { throw new RuntimeException("Stub!"); }

	public void onRtlPropertiesChanged(int layoutDirection) { throw new RuntimeException("Stub!"); }

	protected void onMeasure(int widthMeasureSpec, int heightMeasureSpec) { throw new RuntimeException("Stub!"); }

	protected boolean setFrame(int l, int t, int r, int b) { throw new RuntimeException("Stub!"); }

	protected void drawableStateChanged() { throw new RuntimeException("Stub!"); }

	public void drawableHotspotChanged(float x, float y) { throw new RuntimeException("Stub!"); }

	protected void onDraw(android.graphics.Canvas canvas) { throw new RuntimeException("Stub!"); }

	public int getBaseline() { throw new RuntimeException("Stub!"); }

	public void setBaseline(int baseline) { throw new RuntimeException("Stub!"); }

	public void setBaselineAlignBottom(boolean aligned) { throw new RuntimeException("Stub!"); }

	public boolean getBaselineAlignBottom() { throw new RuntimeException("Stub!"); }

	public final void clearColorFilter() { throw new RuntimeException("Stub!"); }

	public int getImageAlpha() { throw new RuntimeException("Stub!"); }

	public void setImageAlpha(int alpha) { throw new RuntimeException("Stub!"); }

	@Deprecated public void setAlpha(int alpha) { throw new RuntimeException("Stub!"); }

	public boolean isOpaque() { throw new RuntimeException("Stub!"); }

	public void onVisibilityAggregated(boolean isVisible) { throw new RuntimeException("Stub!"); }

	public void setVisibility(int visibility) { throw new RuntimeException("Stub!"); }

	protected void onAttachedToWindow() { throw new RuntimeException("Stub!"); }

	protected void onDetachedFromWindow() { throw new RuntimeException("Stub!"); }

	public CharSequence getAccessibilityClassName() { throw new RuntimeException("Stub!"); }

	public enum ScaleType {
	}
}
