package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.AddVisitEvent;
import com.example.screens.interactor.AddVisitInteractor;
import com.example.screens.interactor.AddVisitListener;
import com.example.screens.view.AddVisitViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import java.util.Date;

public class AddVisitScreenlet extends BaseScreenlet<AddVisitViewModel, AddVisitInteractor>
	implements AddVisitListener {

	public static final String ADD_VISIT_ACTION = "add-visit";

	private AddVisitListener listener;

	public AddVisitScreenlet(Context context) {
		super(context);
	}

	public AddVisitScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public AddVisitScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public AddVisitScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new AddVisitInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onAddVisitSuccess() {

		// Done: the form is ready for the next one.

		AddVisitViewModel viewModel = getViewModel();
		viewModel.setHost("");
		viewModel.setKind("");
		viewModel.setNotes("");
		viewModel.setProgramme("");
		viewModel.showFinishOperation(ADD_VISIT_ACTION);

		if (listener != null) {
			listener.onAddVisitSuccess();
		}
	}

	@Override
	public void onAddVisitFailure(Exception e) {
		getViewModel().showFailedOperation(ADD_VISIT_ACTION, e);

		if (listener != null) {
			listener.onAddVisitFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public AddVisitListener getListener() {
		return listener;
	}

	public void setListener(AddVisitListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.AddVisitScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.AddVisitScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.AddVisitScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected AddVisitInteractor createInteractor(String actionName) {
		if (ADD_VISIT_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new AddVisitInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, AddVisitInteractor interactor, Object... args) {
		addVisit(interactor);
	}

	private void addVisit(AddVisitInteractor interactor) {
		AddVisitViewModel viewModel = getViewModel();
		String host = viewModel.getHost();
		String kind = viewModel.getKind();
		Date day = viewModel.getDay();
		Date startsAt = viewModel.getStartsAt();
		Double durationHours = viewModel.getDurationHours();
		Integer guests = viewModel.getGuests();
		Double fee = viewModel.getFee();
		Boolean confirmed = viewModel.getConfirmed();
		Long visitorBadge = viewModel.getVisitorBadge();
		String notes = viewModel.getNotes();
		String programme = viewModel.getProgramme();

		if ((host == null) || host.isEmpty()) {
			onAddVisitFailure(invalidInput(R.string.addvisit_screenlet_empty_host));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new AddVisitEvent(host, kind, day, startsAt, durationHours, guests, fee, confirmed, visitorBadge, notes, programme));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
