package com.liferay.mobile.screens.bookmark;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.bookmark.interactor.AddBookmarkEvent;
import com.liferay.mobile.screens.bookmark.interactor.AddBookmarkInteractor;
import com.liferay.mobile.screens.bookmark.interactor.AddBookmarkListener;
import com.liferay.mobile.screens.bookmark.view.AddBookmarkViewModel;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;

public class AddBookmarkScreenlet extends BaseScreenlet<AddBookmarkViewModel, AddBookmarkInteractor>
	implements AddBookmarkListener {

	public static final String ADD_BOOKMARK_ACTION = "add-bookmark";

	private long folderId;
	private AddBookmarkListener listener;

	public AddBookmarkScreenlet(Context context) {
		super(context);
	}

	public AddBookmarkScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public AddBookmarkScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public AddBookmarkScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new AddBookmarkInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onAddBookmarkSuccess(Bookmark bookmark) {

		// Done: the form is ready for the next one.

		AddBookmarkViewModel viewModel = getViewModel();
		viewModel.setTitle("");
		viewModel.setUrl("");
		viewModel.showFinishOperation(ADD_BOOKMARK_ACTION);

		if (listener != null) {
			listener.onAddBookmarkSuccess(bookmark);
		}
	}

	@Override
	public void onAddBookmarkFailure(Exception e) {
		getViewModel().showFailedOperation(ADD_BOOKMARK_ACTION, e);

		if (listener != null) {
			listener.onAddBookmarkFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public long getFolderId() {
		return folderId;
	}

	public void setFolderId(long folderId) {
		this.folderId = folderId;
	}

	public AddBookmarkListener getListener() {
		return listener;
	}

	public void setListener(AddBookmarkListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.AddBookmarkScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.AddBookmarkScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		folderId = castToLong(typedArray.getString(R.styleable.AddBookmarkScreenlet_folderId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.AddBookmarkScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected AddBookmarkInteractor createInteractor(String actionName) {
		if (ADD_BOOKMARK_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new AddBookmarkInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, AddBookmarkInteractor interactor, Object... args) {
		addBookmark(interactor);
	}

	private void addBookmark(AddBookmarkInteractor interactor) {
		AddBookmarkViewModel viewModel = getViewModel();
		String title = viewModel.getTitle();
		String url = viewModel.getUrl();

		if ((title == null) || title.isEmpty()) {
			onAddBookmarkFailure(invalidInput(R.string.addbookmark_screenlet_empty_title));

			return;
		}

		if ((url == null) || url.isEmpty()) {
			onAddBookmarkFailure(invalidInput(R.string.addbookmark_screenlet_empty_url));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new AddBookmarkEvent(folderId, title, url));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
