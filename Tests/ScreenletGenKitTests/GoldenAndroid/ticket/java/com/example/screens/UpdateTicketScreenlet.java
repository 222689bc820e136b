package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.UpdateTicketEvent;
import com.example.screens.interactor.UpdateTicketInteractor;
import com.example.screens.interactor.UpdateTicketListener;
import com.example.screens.view.UpdateTicketViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;

public class UpdateTicketScreenlet extends BaseScreenlet<UpdateTicketViewModel, UpdateTicketInteractor>
	implements UpdateTicketListener {

	public static final String UPDATE_TICKET_ACTION = "update-ticket";

	private long ticketId;
	private UpdateTicketListener listener;

	public UpdateTicketScreenlet(Context context) {
		super(context);
	}

	public UpdateTicketScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public UpdateTicketScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public UpdateTicketScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new UpdateTicketInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onUpdateTicketSuccess(Ticket ticket) {
		getViewModel().showFinishOperation(UPDATE_TICKET_ACTION);

		if (listener != null) {
			listener.onUpdateTicketSuccess(ticket);
		}
	}

	@Override
	public void onUpdateTicketFailure(Exception e) {
		getViewModel().showFailedOperation(UPDATE_TICKET_ACTION, e);

		if (listener != null) {
			listener.onUpdateTicketFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public long getTicketId() {
		return ticketId;
	}

	public void setTicketId(long ticketId) {
		this.ticketId = ticketId;
	}

	public UpdateTicketListener getListener() {
		return listener;
	}

	public void setListener(UpdateTicketListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.UpdateTicketScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.UpdateTicketScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		ticketId = castToLong(typedArray.getString(R.styleable.UpdateTicketScreenlet_ticketId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.UpdateTicketScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected UpdateTicketInteractor createInteractor(String actionName) {
		if (UPDATE_TICKET_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new UpdateTicketInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, UpdateTicketInteractor interactor, Object... args) {
		updateTicket(interactor);
	}

	private void updateTicket(UpdateTicketInteractor interactor) {
		UpdateTicketViewModel viewModel = getViewModel();
		String subject = viewModel.getSubject();

		if ((subject == null) || subject.isEmpty()) {
			onUpdateTicketFailure(invalidInput(R.string.updateticket_screenlet_empty_subject));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new UpdateTicketEvent(ticketId, subject));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
