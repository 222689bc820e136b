// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/BaseScreenlet.java
package com.liferay.mobile.screens.base;

import android.content.Context;
import android.os.Parcelable;
import android.util.AttributeSet;
import android.view.View;
import android.widget.FrameLayout;
import com.liferay.mobile.screens.base.interactor.CustomInteractorListener;
import com.liferay.mobile.screens.base.interactor.Interactor;
import com.liferay.mobile.screens.base.interactor.listener.CacheListener;
import com.liferay.mobile.screens.base.view.BaseViewModel;
import com.liferay.mobile.screens.cache.CachePolicy;
import java.util.Locale;

@SuppressWarnings("rawtypes")
public abstract class BaseScreenlet<V extends BaseViewModel, I extends Interactor> extends FrameLayout
	implements CacheListener {

	public static final String DEFAULT_ACTION = "default_action";
	public static final String STATE_CACHE_POLICY = "STATE_CACHE_POLICY";
	public static final String STATE_GROUP_ID = "STATE_GROUP_ID";
	public static final String STATE_USER_ID = "STATE_USER_ID";
	public static final String STATE_LOCALE = "STATE_LOCALE";
	protected static final String STATE_SUPER = "basescreenlet-super";
	protected CachePolicy cachePolicy;
	protected long groupId;
	protected long userId;
	protected Locale locale;
	protected CacheListener cacheListener;

	public BaseScreenlet(Context context) { super(context); throw new RuntimeException("Stub!"); }

	public BaseScreenlet(Context context, AttributeSet attrs) { super(context, attrs); throw new RuntimeException("Stub!"); }

	public BaseScreenlet(Context context, AttributeSet attrs, int defStyleAttr) { super(context, attrs, defStyleAttr); throw new RuntimeException("Stub!"); }

	public BaseScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) { super(context, attrs, defStyleAttr, defStyleRes); throw new RuntimeException("Stub!"); }

	public int getScreenletId() { throw new RuntimeException("Stub!"); }

	public void performUserAction() { throw new RuntimeException("Stub!"); }

	public void performUserAction(String userActionName, Object... args) { throw new RuntimeException("Stub!"); }

	public I getInteractor() { throw new RuntimeException("Stub!"); }

	public I getInteractor(String actionName) { throw new RuntimeException("Stub!"); }

	protected I prepareInteractor(String actionName) { throw new RuntimeException("Stub!"); }

	protected void decorateInteractor(String actionName, Interactor result) { throw new RuntimeException("Stub!"); }

	protected void init(Context context, AttributeSet attributes) { throw new RuntimeException("Stub!"); }

	public void render(int layoutId) { throw new RuntimeException("Stub!"); }

	public void assignView(View screenletView) { throw new RuntimeException("Stub!"); }

	protected V getViewModel() { throw new RuntimeException("Stub!"); }

	public void setViewModel(View viewModel) { throw new RuntimeException("Stub!"); }

	protected int getDefaultLayoutId() { throw new RuntimeException("Stub!"); }

	@Override
	protected void onAttachedToWindow() { throw new RuntimeException("Stub!"); }

	@Override
	protected void onDetachedFromWindow() { throw new RuntimeException("Stub!"); }

	@Override
	protected void onRestoreInstanceState(Parcelable inState) { throw new RuntimeException("Stub!"); }

	@Override
	protected Parcelable onSaveInstanceState() { throw new RuntimeException("Stub!"); }

	protected void onScreenletAttached() { throw new RuntimeException("Stub!"); }

	protected void onScreenletDetached() { throw new RuntimeException("Stub!"); }

	protected abstract View createScreenletView(Context context, AttributeSet attributes);

	protected abstract I createInteractor(String actionName);

	protected abstract void onUserAction(String userActionName, I interactor, Object... args);

	protected long castToLong(String value) { throw new RuntimeException("Stub!"); }

	protected long castToLongOrUseDefault(String value, long defaultValue) { throw new RuntimeException("Stub!"); }

	@Override
	public void loadingFromCache(boolean success) { throw new RuntimeException("Stub!"); }

	@Override
	public void retrievingOnline(boolean triedInCache, Exception e) { throw new RuntimeException("Stub!"); }

	@Override
	public void storingToCache(Object object) { throw new RuntimeException("Stub!"); }

	public long getGroupId() { throw new RuntimeException("Stub!"); }

	public void setGroupId(long groupId) { throw new RuntimeException("Stub!"); }

	public long getUserId() { throw new RuntimeException("Stub!"); }

	public void setUserId(long userId) { throw new RuntimeException("Stub!"); }

	public Locale getLocale() { throw new RuntimeException("Stub!"); }

	public void setLocale(Locale locale) { throw new RuntimeException("Stub!"); }

	public CachePolicy getCachePolicy() { throw new RuntimeException("Stub!"); }

	public void setCachePolicy(CachePolicy cachePolicy) { throw new RuntimeException("Stub!"); }

	public CacheListener getCacheListener() { throw new RuntimeException("Stub!"); }

	public void setCacheListener(CacheListener cacheListener) { throw new RuntimeException("Stub!"); }

	public void setCustomInteractorListener(CustomInteractorListener customInteractorListener) { throw new RuntimeException("Stub!"); }
}
