package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.AddIncidentEvent;
import com.example.screens.interactor.AddIncidentInteractor;
import com.example.screens.interactor.AddIncidentListener;
import com.example.screens.view.AddIncidentViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import java.util.Date;

public class AddIncidentScreenlet extends BaseScreenlet<AddIncidentViewModel, AddIncidentInteractor>
	implements AddIncidentListener {

	public static final String ADD_INCIDENT_ACTION = "add-incident";

	private AddIncidentListener listener;

	public AddIncidentScreenlet(Context context) {
		super(context);
	}

	public AddIncidentScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public AddIncidentScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public AddIncidentScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new AddIncidentInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onAddIncidentSuccess(Incident incident) {

		// Done: the form is ready for the next one.

		AddIncidentViewModel viewModel = getViewModel();
		viewModel.setTitle("");
		viewModel.setSeverity("");
		viewModel.setAffectedSystems("");
		viewModel.showFinishOperation(ADD_INCIDENT_ACTION);

		if (listener != null) {
			listener.onAddIncidentSuccess(incident);
		}
	}

	@Override
	public void onAddIncidentFailure(Exception e) {
		getViewModel().showFailedOperation(ADD_INCIDENT_ACTION, e);

		if (listener != null) {
			listener.onAddIncidentFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public AddIncidentListener getListener() {
		return listener;
	}

	public void setListener(AddIncidentListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.AddIncidentScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.AddIncidentScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.AddIncidentScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected AddIncidentInteractor createInteractor(String actionName) {
		if (ADD_INCIDENT_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new AddIncidentInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, AddIncidentInteractor interactor, Object... args) {
		addIncident(interactor);
	}

	private void addIncident(AddIncidentInteractor interactor) {
		AddIncidentViewModel viewModel = getViewModel();
		String title = viewModel.getTitle();
		String severity = viewModel.getSeverity();
		Date reportedOn = viewModel.getReportedOn();
		Integer affectedUsers = viewModel.getAffectedUsers();
		String affectedSystems = viewModel.getAffectedSystems();

		if ((title == null) || title.isEmpty()) {
			onAddIncidentFailure(invalidInput(R.string.addincident_screenlet_empty_title));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new AddIncidentEvent(title, severity, reportedOn, affectedUsers, affectedSystems));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
