package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.LoadVisitInteractor;
import com.example.screens.interactor.LoadVisitListener;
import com.example.screens.view.LoadVisitViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;

public class LoadVisitScreenlet extends BaseScreenlet<LoadVisitViewModel, LoadVisitInteractor>
	implements LoadVisitListener {

	public static final String LOAD_VISIT_ACTION = "load-visit";

	private long visitId;
	private LoadVisitListener listener;

	public LoadVisitScreenlet(Context context) {
		super(context);
	}

	public LoadVisitScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public LoadVisitScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public LoadVisitScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void onLoadVisitSuccess(Visit visit) {
		getViewModel().showFinishOperation(LOAD_VISIT_ACTION);

		if (listener != null) {
			listener.onLoadVisitSuccess(visit);
		}
	}

	@Override
	public void onLoadVisitFailure(Exception e) {
		getViewModel().showFailedOperation(LOAD_VISIT_ACTION, e);

		if (listener != null) {
			listener.onLoadVisitFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public long getVisitId() {
		return visitId;
	}

	public void setVisitId(long visitId) {
		this.visitId = visitId;
	}

	public LoadVisitListener getListener() {
		return listener;
	}

	public void setListener(LoadVisitListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.LoadVisitScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.LoadVisitScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		visitId = castToLong(typedArray.getString(R.styleable.LoadVisitScreenlet_visitId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.LoadVisitScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected LoadVisitInteractor createInteractor(String actionName) {
		if (LOAD_VISIT_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new LoadVisitInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, LoadVisitInteractor interactor, Object... args) {
		loadVisit(interactor);
	}

	private void loadVisit(LoadVisitInteractor interactor) {
		if (visitId <= 0) {
			onLoadVisitFailure(invalidInput(R.string.loadvisit_screenlet_undefined_visitId));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(visitId);
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
