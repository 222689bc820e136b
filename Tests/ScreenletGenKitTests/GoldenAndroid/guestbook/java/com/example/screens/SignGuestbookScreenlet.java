package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.SignGuestbookEvent;
import com.example.screens.interactor.SignGuestbookInteractor;
import com.example.screens.interactor.SignGuestbookListener;
import com.example.screens.view.SignGuestbookViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;

public class SignGuestbookScreenlet extends BaseScreenlet<SignGuestbookViewModel, SignGuestbookInteractor>
	implements SignGuestbookListener {

	public static final String SIGN_GUESTBOOK_ACTION = "sign-guestbook";

	private long guestbookId;
	private SignGuestbookListener listener;

	public SignGuestbookScreenlet(Context context) {
		super(context);
	}

	public SignGuestbookScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public SignGuestbookScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public SignGuestbookScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new SignGuestbookInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onGuestbookSigned(GuestbookEntry guestbookEntry) {

		// Done: the form is ready for the next one.

		SignGuestbookViewModel viewModel = getViewModel();
		viewModel.setName("");
		viewModel.setEmail("");
		viewModel.setMessage("");
		viewModel.showFinishOperation(SIGN_GUESTBOOK_ACTION);

		if (listener != null) {
			listener.onGuestbookSigned(guestbookEntry);
		}
	}

	@Override
	public void onSignError(Exception e) {
		getViewModel().showFailedOperation(SIGN_GUESTBOOK_ACTION, e);

		if (listener != null) {
			listener.onSignError(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public long getGuestbookId() {
		return guestbookId;
	}

	public void setGuestbookId(long guestbookId) {
		this.guestbookId = guestbookId;
	}

	public SignGuestbookListener getListener() {
		return listener;
	}

	public void setListener(SignGuestbookListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.SignGuestbookScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.SignGuestbookScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		guestbookId = castToLong(typedArray.getString(R.styleable.SignGuestbookScreenlet_guestbookId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.SignGuestbookScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected SignGuestbookInteractor createInteractor(String actionName) {
		if (SIGN_GUESTBOOK_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new SignGuestbookInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, SignGuestbookInteractor interactor, Object... args) {
		signGuestbook(interactor);
	}

	private void signGuestbook(SignGuestbookInteractor interactor) {
		SignGuestbookViewModel viewModel = getViewModel();
		String name = viewModel.getName();
		String email = viewModel.getEmail();
		String message = viewModel.getMessage();

		if (guestbookId <= 0) {
			onSignError(invalidInput(R.string.signguestbook_screenlet_undefined_guestbookId));

			return;
		}

		if ((name == null) || name.isEmpty()) {
			onSignError(invalidInput(R.string.signguestbook_screenlet_empty_name));

			return;
		}

		if ((email == null) || email.isEmpty()) {
			onSignError(invalidInput(R.string.signguestbook_screenlet_empty_email));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new SignGuestbookEvent(guestbookId, name, email, message));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
