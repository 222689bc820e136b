package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.AddTicketEvent;
import com.example.screens.interactor.AddTicketInteractor;
import com.example.screens.interactor.AddTicketListener;
import com.example.screens.view.AddTicketViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import java.util.Date;

public class AddTicketScreenlet extends BaseScreenlet<AddTicketViewModel, AddTicketInteractor>
	implements AddTicketListener {

	public static final String ADD_TICKET_ACTION = "add-ticket";

	private AddTicketListener listener;

	public AddTicketScreenlet(Context context) {
		super(context);
	}

	public AddTicketScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public AddTicketScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public AddTicketScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new AddTicketInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onAddTicketSuccess(Ticket ticket) {

		// Done: the form is ready for the next one.

		AddTicketViewModel viewModel = getViewModel();
		viewModel.setSubject("");
		viewModel.setPriority("");
		viewModel.showFinishOperation(ADD_TICKET_ACTION);

		if (listener != null) {
			listener.onAddTicketSuccess(ticket);
		}
	}

	@Override
	public void onAddTicketFailure(Exception e) {
		getViewModel().showFailedOperation(ADD_TICKET_ACTION, e);

		if (listener != null) {
			listener.onAddTicketFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public AddTicketListener getListener() {
		return listener;
	}

	public void setListener(AddTicketListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.AddTicketScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.AddTicketScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.AddTicketScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected AddTicketInteractor createInteractor(String actionName) {
		if (ADD_TICKET_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new AddTicketInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, AddTicketInteractor interactor, Object... args) {
		addTicket(interactor);
	}

	private void addTicket(AddTicketInteractor interactor) {
		AddTicketViewModel viewModel = getViewModel();
		String subject = viewModel.getSubject();
		String priority = viewModel.getPriority();
		Date dueDate = viewModel.getDueDate();

		if ((subject == null) || subject.isEmpty()) {
			onAddTicketFailure(invalidInput(R.string.addticket_screenlet_empty_subject));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new AddTicketEvent(subject, priority, dueDate));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
