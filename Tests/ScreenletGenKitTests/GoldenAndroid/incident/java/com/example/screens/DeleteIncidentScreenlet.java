package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.DeleteIncidentEvent;
import com.example.screens.interactor.DeleteIncidentInteractor;
import com.example.screens.interactor.DeleteIncidentListener;
import com.example.screens.view.DeleteIncidentViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;

public class DeleteIncidentScreenlet extends BaseScreenlet<DeleteIncidentViewModel, DeleteIncidentInteractor>
	implements DeleteIncidentListener {

	public static final String DELETE_INCIDENT_ACTION = "delete-incident";

	private long incidentId;
	private DeleteIncidentListener listener;

	public DeleteIncidentScreenlet(Context context) {
		super(context);
	}

	public DeleteIncidentScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public DeleteIncidentScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public DeleteIncidentScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	/**
	 * Sends, on Screens' executor, the writes this screenlet stored while offline. Screens'
	 * CacheSyncService syncs only the library's own screenlets, so the app calls this itself: after
	 * a login, or when the device is online again.
	 */
	public static void syncPendingWrites() {
		Executor.execute(new Runnable() {
			@Override
			public void run() {
				new DeleteIncidentInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onDeleteIncidentSuccess() {
		getViewModel().showFinishOperation(DELETE_INCIDENT_ACTION);

		if (listener != null) {
			listener.onDeleteIncidentSuccess();
		}
	}

	@Override
	public void onDeleteIncidentFailure(Exception e) {
		getViewModel().showFailedOperation(DELETE_INCIDENT_ACTION, e);

		if (listener != null) {
			listener.onDeleteIncidentFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public long getIncidentId() {
		return incidentId;
	}

	public void setIncidentId(long incidentId) {
		this.incidentId = incidentId;
	}

	public DeleteIncidentListener getListener() {
		return listener;
	}

	public void setListener(DeleteIncidentListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.DeleteIncidentScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.DeleteIncidentScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		incidentId = castToLong(typedArray.getString(R.styleable.DeleteIncidentScreenlet_incidentId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.DeleteIncidentScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected DeleteIncidentInteractor createInteractor(String actionName) {
		if (DELETE_INCIDENT_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new DeleteIncidentInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, DeleteIncidentInteractor interactor, Object... args) {
		deleteIncident(interactor);
	}

	private void deleteIncident(DeleteIncidentInteractor interactor) {
		if (incidentId <= 0) {
			onDeleteIncidentFailure(invalidInput(R.string.deleteincident_screenlet_undefined_incidentId));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new DeleteIncidentEvent(incidentId));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
