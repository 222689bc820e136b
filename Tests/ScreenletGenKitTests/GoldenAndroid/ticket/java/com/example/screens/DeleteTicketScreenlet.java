package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.DeleteTicketEvent;
import com.example.screens.interactor.DeleteTicketInteractor;
import com.example.screens.interactor.DeleteTicketListener;
import com.example.screens.view.DeleteTicketViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;

public class DeleteTicketScreenlet extends BaseScreenlet<DeleteTicketViewModel, DeleteTicketInteractor>
	implements DeleteTicketListener {

	public static final String DELETE_TICKET_ACTION = "delete-ticket";

	private long ticketId;
	private DeleteTicketListener listener;

	public DeleteTicketScreenlet(Context context) {
		super(context);
	}

	public DeleteTicketScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public DeleteTicketScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public DeleteTicketScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new DeleteTicketInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onDeleteTicketSuccess() {
		getViewModel().showFinishOperation(DELETE_TICKET_ACTION);

		if (listener != null) {
			listener.onDeleteTicketSuccess();
		}
	}

	@Override
	public void onDeleteTicketFailure(Exception e) {
		getViewModel().showFailedOperation(DELETE_TICKET_ACTION, e);

		if (listener != null) {
			listener.onDeleteTicketFailure(e);
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

	public DeleteTicketListener getListener() {
		return listener;
	}

	public void setListener(DeleteTicketListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.DeleteTicketScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.DeleteTicketScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		ticketId = castToLong(typedArray.getString(R.styleable.DeleteTicketScreenlet_ticketId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.DeleteTicketScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected DeleteTicketInteractor createInteractor(String actionName) {
		if (DELETE_TICKET_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new DeleteTicketInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, DeleteTicketInteractor interactor, Object... args) {
		deleteTicket(interactor);
	}

	private void deleteTicket(DeleteTicketInteractor interactor) {
		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new DeleteTicketEvent(ticketId));
	}
}
