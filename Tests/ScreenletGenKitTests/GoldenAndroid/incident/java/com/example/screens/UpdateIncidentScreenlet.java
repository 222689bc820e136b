package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.os.Bundle;
import android.os.Parcelable;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.LoadIncidentInteractor;
import com.example.screens.interactor.UpdateIncidentEvent;
import com.example.screens.interactor.UpdateIncidentInteractor;
import com.example.screens.interactor.UpdateIncidentListener;
import com.example.screens.view.UpdateIncidentViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.base.interactor.Interactor;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import java.util.Date;

public class UpdateIncidentScreenlet extends BaseScreenlet<UpdateIncidentViewModel, Interactor<?>>
	implements UpdateIncidentListener {

	public static final String LOAD_INCIDENT_ACTION = "load-incident";

	public static final String UPDATE_INCIDENT_ACTION = "update-incident";

	private long incidentId;

	// No initializer: the layout's value (true unless it says) is set by createScreenletView, which
	// BaseScreenlet's constructor calls before this class's initializers run; one would undo it.
	private boolean autoLoad;
	// Whether the form holds a loaded entry: kept through a configuration change (a rotation), so
	// that the screen made again does not load over what the person has changed since.
	private boolean loaded;

	private UpdateIncidentListener listener;

	public UpdateIncidentScreenlet(Context context) {
		super(context);
	}

	public UpdateIncidentScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public UpdateIncidentScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public UpdateIncidentScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new UpdateIncidentInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onLoadIncidentSuccess(Incident incident) {
		fillForm(incident);
		loaded = true;
		getViewModel().showFinishOperation(LOAD_INCIDENT_ACTION);

		if (listener != null) {
			listener.onLoadIncidentSuccess(incident);
		}
	}

	@Override
	public void onLoadIncidentFailure(Exception e) {
		getViewModel().showFailedOperation(LOAD_INCIDENT_ACTION, e);

		if (listener != null) {
			listener.onLoadIncidentFailure(e);
		}
	}

	@Override
	public void onUpdateIncidentSuccess(Incident incident) {
		getViewModel().showFinishOperation(UPDATE_INCIDENT_ACTION);

		if (listener != null) {
			listener.onUpdateIncidentSuccess(incident);
		}
	}

	@Override
	public void onUpdateIncidentFailure(Exception e) {
		getViewModel().showFailedOperation(UPDATE_INCIDENT_ACTION, e);

		if (listener != null) {
			listener.onUpdateIncidentFailure(e);
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

	public boolean isAutoLoad() {
		return autoLoad;
	}

	public void setAutoLoad(boolean autoLoad) {
		this.autoLoad = autoLoad;
	}

	/**
	 * Shows a loaded Incident in the form: each input takes the attribute of its name.
	 */
	public void fillForm(Incident incident) {
		UpdateIncidentViewModel viewModel = getViewModel();

		viewModel.setTitle(incident.getTitle());
		viewModel.setSeverity(incident.getSeverity());
		viewModel.setReportedOn(incident.getReportedOn());
		viewModel.setAffectedUsers(incident.getAffectedUsers());
		viewModel.setAffectedSystems(incident.getAffectedSystems());

		// The portal lists in the entry's actions what the user may do with it.
		viewModel.setCanUpdateIncident(incident.permits("update"));
	}

	public UpdateIncidentListener getListener() {
		return listener;
	}

	public void setListener(UpdateIncidentListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.UpdateIncidentScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.UpdateIncidentScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		incidentId = castToLong(typedArray.getString(R.styleable.UpdateIncidentScreenlet_incidentId));

		autoLoad = typedArray.getBoolean(R.styleable.UpdateIncidentScreenlet_autoLoad, true);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.UpdateIncidentScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	/**
	 * Attached to a window, an edit screen loads what it edits: an update then sends what the entry
	 * holds, not blanks for what was never shown.
	 */
	@Override
	protected void onScreenletAttached() {
		super.onScreenletAttached();

		if (autoLoad && !loaded && !isInEditMode()) {
			performUserAction(LOAD_INCIDENT_ACTION);
		}
	}

	@Override
	protected Parcelable onSaveInstanceState() {
		Bundle state = new Bundle();

		state.putParcelable(STATE_SUPER, super.onSaveInstanceState());
		state.putBoolean("loaded", loaded);

		return state;
	}

	/**
	 * Before the screenlet is attached again (Android restores a screen's state first).
	 */
	@Override
	protected void onRestoreInstanceState(Parcelable inState) {
		Bundle state = (Bundle) inState;

		loaded = state.getBoolean("loaded");

		super.onRestoreInstanceState(state.getParcelable(STATE_SUPER));
	}

	@Override
	protected Interactor<?> createInteractor(String actionName) {
		if (LOAD_INCIDENT_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new LoadIncidentInteractor();
		}

		if (UPDATE_INCIDENT_ACTION.equals(actionName)) {
			return new UpdateIncidentInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, Interactor<?> interactor, Object... args) {
		if (interactor instanceof LoadIncidentInteractor) {
			loadIncident((LoadIncidentInteractor) interactor);
		} else if (interactor instanceof UpdateIncidentInteractor) {
			updateIncident((UpdateIncidentInteractor) interactor);
		}
	}

	private void loadIncident(LoadIncidentInteractor interactor) {
		if (incidentId <= 0) {
			onLoadIncidentFailure(invalidInput(R.string.updateincident_screenlet_undefined_incidentId));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(incidentId);
	}

	private void updateIncident(UpdateIncidentInteractor interactor) {
		UpdateIncidentViewModel viewModel = getViewModel();
		String title = viewModel.getTitle();
		String severity = viewModel.getSeverity();
		Date reportedOn = viewModel.getReportedOn();
		Integer affectedUsers = viewModel.getAffectedUsers();
		String affectedSystems = viewModel.getAffectedSystems();

		if (incidentId <= 0) {
			onUpdateIncidentFailure(invalidInput(R.string.updateincident_screenlet_undefined_incidentId));

			return;
		}

		if ((title == null) || title.isEmpty()) {
			onUpdateIncidentFailure(invalidInput(R.string.updateincident_screenlet_empty_title));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new UpdateIncidentEvent(incidentId, title, severity, reportedOn, affectedUsers, affectedSystems));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
