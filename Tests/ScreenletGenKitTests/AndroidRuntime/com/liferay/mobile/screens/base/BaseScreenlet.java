package com.liferay.mobile.screens.base;

import android.content.Context;
import android.os.Parcelable;
import android.util.AttributeSet;
import android.view.View;
import com.liferay.mobile.screens.base.interactor.BaseCacheReadInteractor;
import com.liferay.mobile.screens.base.interactor.BaseInteractor;
import com.liferay.mobile.screens.base.interactor.Interactor;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import com.liferay.mobile.screens.util.LiferayLocale;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import screenletgen.runtime.RuntimeResources;

/**
 * Screens 5.1's screenlet: made from a layout (the constructors with attributes), it reads its
 * site, user, language and cache policy (CacheScreenlet's attributes; REMOTE_ONLY unless given),
 * then its View (`createScreenletView`); made in code (one argument), it has none of them.
 * `performUserAction` shows the start on the View, then runs `onUserAction` with the action's
 * interactor, made once (`createInteractor`), given the screenlet's id, action, policy, site,
 * user and language, and attached. Attaching the screenlet to a window attaches its interactors.
 */
public abstract class BaseScreenlet<V extends BaseViewModel, I extends Interactor> {

	private static final AtomicInteger NEXT_ID = new AtomicInteger(1);
	private final Map<String, I> interactors = new HashMap<>();
	private int screenletId;
	private View screenletView;

	public BaseScreenlet(Context context) {
		super(context);
	}

	public BaseScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
		init(context, attrs);
	}

	public BaseScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
		init(context, attrs);
	}

	public BaseScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
		init(context, attrs);
	}

	public int getScreenletId() {
		if (screenletId == 0) {
			screenletId = NEXT_ID.getAndIncrement();
		}
		return screenletId;
	}

	public void performUserAction() {
		I interactor = getInteractor();
		if (interactor != null) {
			getViewModel().showStartOperation(DEFAULT_ACTION);
			onUserAction(DEFAULT_ACTION, interactor);
		}
	}

	public void performUserAction(String userActionName, Object... args) {
		I interactor = getInteractor(userActionName);
		if (interactor != null) {
			getViewModel().showStartOperation(userActionName);
			onUserAction(userActionName, interactor, args);
		}
	}

	public I getInteractor() {
		return getInteractor(DEFAULT_ACTION);
	}

	public I getInteractor(String actionName) {
		I result = interactors.get(actionName);
		return result != null ? result : prepareInteractor(actionName);
	}

	@SuppressWarnings("unchecked")
	protected I prepareInteractor(String actionName) {
		I result = createInteractor(actionName);
		if (result != null) {
			decorateInteractor(actionName, result);
			result.onScreenletAttached(this);
			interactors.put(actionName, result);
		}
		return result;
	}

	protected void decorateInteractor(String actionName, Interactor result) {
		if (result instanceof BaseInteractor) {
			BaseInteractor baseInteractor = (BaseInteractor) result;
			baseInteractor.setTargetScreenletId(getScreenletId());
			baseInteractor.setActionName(actionName);
			if (baseInteractor instanceof BaseCacheReadInteractor) {
				BaseCacheReadInteractor cacheInteractor = (BaseCacheReadInteractor) baseInteractor;
				cacheInteractor.setCachePolicy(getCachePolicy());
				cacheInteractor.setGroupId(getGroupId());
				cacheInteractor.setUserId(getUserId());
				cacheInteractor.setLocale(getLocale());
			}
		}
	}

	protected void init(Context context, AttributeSet attributes) {
		LiferayScreensContext.init(context);
		String group = RuntimeResources.text(attributes, "app:groupId");
		groupId = group == null ? LiferayServerContext.getGroupId() : castToLong(group);
		long userAttribute = castToLong(RuntimeResources.text(attributes, "app:userId"));
		Long sessionUser = SessionContext.getUserId();
		userId = userAttribute == 0 ? (sessionUser == null ? 0 : sessionUser) : userAttribute;
		String localeAttribute = RuntimeResources.text(attributes, "app:locale");
		locale = localeAttribute == null ? LiferayLocale.getDefaultLocale() : new Locale(localeAttribute);
		String policy = RuntimeResources.text(attributes, "app:cachePolicy");
		cachePolicy = policy == null ? CachePolicy.REMOTE_ONLY : CachePolicy.valueOf(policy);
		assignView(createScreenletView(context, attributes));
	}

	public void render(int layoutId) {
		LiferayScreensContext.init(getContext());
		assignView(android.view.LayoutInflater.from(getContext()).inflate(layoutId, null));
	}

	public void assignView(View screenletView) {
		setViewModel(screenletView);
		getViewModel().setScreenlet(this);
		addView(screenletView);
	}

	@SuppressWarnings("unchecked")
	protected V getViewModel() {
		return (V) screenletView;
	}

	public void setViewModel(View viewModel) {
		this.screenletView = viewModel;
	}

	protected int getDefaultLayoutId() {
		try {
			Context application = getContext().getApplicationContext();
			String packageName = application.getPackageName();
			int key = application.getResources().getIdentifier(getClass().getSimpleName() + "_default", "string", packageName);
			return application.getResources().getIdentifier(application.getString(key), "layout", packageName);
		} catch (Exception e) {
			return 0;
		}
	}

	protected void onAttachedToWindow() {
		super.onAttachedToWindow();
		for (I interactor : interactors.values()) {
			interactor.onScreenletAttached(this);
		}
		onScreenletAttached();
	}

	protected void onDetachedFromWindow() {
		super.onDetachedFromWindow();
		onScreenletDetached();
		for (I interactor : interactors.values()) {
			interactor.onScreenletDetached(this);
		}
	}

	/**
	 * Its own state and what it is set to (5.1's BaseScreenlet.onSaveInstanceState): the super
	 * state, its id (which the interactors' events are addressed to), its interactors' actions,
	 * policy, site, user and language.
	 */
	protected Parcelable onSaveInstanceState() {
		Parcelable superState = super.onSaveInstanceState();
		android.os.Bundle state = new android.os.Bundle();
		state.putParcelable(STATE_SUPER, superState);
		state.putInt(STATE_SCREENLET_ID, screenletId);
		state.putStringArray(STATE_INTERACTORS, interactors.keySet().toArray(new String[interactors.size()]));
		state.putInt(STATE_CACHE_POLICY, cachePolicy.ordinal());
		state.putLong(STATE_GROUP_ID, groupId);
		state.putLong(STATE_USER_ID, userId);
		state.putSerializable(STATE_LOCALE, locale);
		return state;
	}

	/**
	 * The state a Bundle (a subclass that wraps it passes this class's own); the id only if none
	 * was made yet; an interactor prepared again for each saved action.
	 */
	protected void onRestoreInstanceState(Parcelable inState) {
		android.os.Bundle state = (android.os.Bundle) inState;
		android.os.Parcelable superState = state.getParcelable(STATE_SUPER);
		super.onRestoreInstanceState(superState);
		cachePolicy = CachePolicy.values()[state.getInt(STATE_CACHE_POLICY)];
		groupId = state.getLong(STATE_GROUP_ID);
		userId = state.getLong(STATE_USER_ID);
		locale = (Locale) state.getSerializable(STATE_LOCALE);
		if (screenletId == 0) {
			screenletId = state.getInt(STATE_SCREENLET_ID);
		}
		String[] stateInteractors = state.getStringArray(STATE_INTERACTORS);
		if (stateInteractors != null) {
			for (String actionName : stateInteractors) {
				prepareInteractor(actionName);
			}
		}
	}

	private static final String STATE_SCREENLET_ID = "basescreenlet-screenletId";
	private static final String STATE_INTERACTORS = "basescreenlet-interactors";

	protected void onScreenletAttached() {
	}

	protected void onScreenletDetached() {
	}

	protected long castToLong(String value) {
		return castToLongOrUseDefault(value, 0);
	}

	protected long castToLongOrUseDefault(String value, long defaultValue) {
		return value == null ? defaultValue : Long.parseLong(value);
	}

	public void loadingFromCache(boolean success) {
		if (cacheListener != null) {
			cacheListener.loadingFromCache(success);
		}
	}

	public void retrievingOnline(boolean triedInCache, Exception e) {
		if (cacheListener != null) {
			cacheListener.retrievingOnline(triedInCache, e);
		}
	}

	public void storingToCache(Object object) {
		if (cacheListener != null) {
			cacheListener.storingToCache(object);
		}
	}

	public long getGroupId() {
		return groupId;
	}

	public void setGroupId(long groupId) {
		this.groupId = groupId;
	}

	public long getUserId() {
		return userId;
	}

	public void setUserId(long userId) {
		this.userId = userId;
	}

	public Locale getLocale() {
		return locale;
	}

	public void setLocale(Locale locale) {
		this.locale = locale;
	}

	public CachePolicy getCachePolicy() {
		return cachePolicy;
	}

	public void setCachePolicy(CachePolicy cachePolicy) {
		this.cachePolicy = cachePolicy;
	}
}
