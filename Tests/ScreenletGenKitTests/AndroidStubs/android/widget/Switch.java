// Signature stub for screenletgen's tests: see "Java stubs" in Documentation/Contributing.md.
// Mirrors kamildoleglo/android-dokka-test@37dbc30:stubs/android/widget/Switch.java (Android API 29's public API stubs, the source of android.jar).
// Members: every public and protected one whose types are all stubbed here (an overload set whole or not at all).
// Not mirrored (a type in their signatures is not stubbed): getThumbTintBlendMode getThumbTintMode
// getTrackTintBlendMode getTrackTintMode setSwitchTypeface setThumbTintBlendMode setThumbTintMode
// setTrackTintBlendMode setTrackTintMode
package android.widget;

public class Switch extends android.widget.CompoundButton {

	public Switch(android.content.Context context) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public Switch(android.content.Context context, android.util.AttributeSet attrs) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public Switch(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public Switch(android.content.Context context, android.util.AttributeSet attrs, int defStyleAttr, int defStyleRes) { super((android.content.Context)null); throw new RuntimeException("Stub!"); }

	public void setSwitchTextAppearance(android.content.Context context, int resid) { throw new RuntimeException("Stub!"); }

	public void setSwitchPadding(int pixels) { throw new RuntimeException("Stub!"); }

	public int getSwitchPadding() { throw new RuntimeException("Stub!"); }

	public void setSwitchMinWidth(int pixels) { throw new RuntimeException("Stub!"); }

	public int getSwitchMinWidth() { throw new RuntimeException("Stub!"); }

	public void setThumbTextPadding(int pixels) { throw new RuntimeException("Stub!"); }

	public int getThumbTextPadding() { throw new RuntimeException("Stub!"); }

	public void setTrackDrawable(android.graphics.drawable.Drawable track) { throw new RuntimeException("Stub!"); }

	public void setTrackResource(int resId) { throw new RuntimeException("Stub!"); }

	public android.graphics.drawable.Drawable getTrackDrawable() { throw new RuntimeException("Stub!"); }

	public void setTrackTintList(android.content.res.ColorStateList tint) { throw new RuntimeException("Stub!"); }

	public android.content.res.ColorStateList getTrackTintList() { throw new RuntimeException("Stub!"); }

	public void setThumbDrawable(android.graphics.drawable.Drawable thumb) { throw new RuntimeException("Stub!"); }

	public void setThumbResource(int resId) { throw new RuntimeException("Stub!"); }

	public android.graphics.drawable.Drawable getThumbDrawable() { throw new RuntimeException("Stub!"); }

	public void setThumbTintList(android.content.res.ColorStateList tint) { throw new RuntimeException("Stub!"); }

	public android.content.res.ColorStateList getThumbTintList() { throw new RuntimeException("Stub!"); }

	public void setSplitTrack(boolean splitTrack) { throw new RuntimeException("Stub!"); }

	public boolean getSplitTrack() { throw new RuntimeException("Stub!"); }

	public CharSequence getTextOn() { throw new RuntimeException("Stub!"); }

	public void setTextOn(CharSequence textOn) { throw new RuntimeException("Stub!"); }

	public CharSequence getTextOff() { throw new RuntimeException("Stub!"); }

	public void setTextOff(CharSequence textOff) { throw new RuntimeException("Stub!"); }

	public void setShowText(boolean showText) { throw new RuntimeException("Stub!"); }

	public boolean getShowText() { throw new RuntimeException("Stub!"); }

	public void onMeasure(int widthMeasureSpec, int heightMeasureSpec) { throw new RuntimeException("Stub!"); }

	public boolean onTouchEvent(android.view.MotionEvent ev) { throw new RuntimeException("Stub!"); }

	public void toggle() { throw new RuntimeException("Stub!"); }

	public void setChecked(boolean checked) { throw new RuntimeException("Stub!"); }

	protected void onLayout(boolean changed, int left, int top, int right, int bottom) { throw new RuntimeException("Stub!"); }

	public void draw(android.graphics.Canvas c) { throw new RuntimeException("Stub!"); }

	protected void onDraw(android.graphics.Canvas canvas) { throw new RuntimeException("Stub!"); }

	public int getCompoundPaddingLeft() { throw new RuntimeException("Stub!"); }

	public int getCompoundPaddingRight() { throw new RuntimeException("Stub!"); }

	protected int[] onCreateDrawableState(int extraSpace) { throw new RuntimeException("Stub!"); }

	protected void drawableStateChanged() { throw new RuntimeException("Stub!"); }

	public void drawableHotspotChanged(float x, float y) { throw new RuntimeException("Stub!"); }

	protected boolean verifyDrawable(android.graphics.drawable.Drawable who) { throw new RuntimeException("Stub!"); }

	public void jumpDrawablesToCurrentState() { throw new RuntimeException("Stub!"); }

	public CharSequence getAccessibilityClassName() { throw new RuntimeException("Stub!"); }
}
