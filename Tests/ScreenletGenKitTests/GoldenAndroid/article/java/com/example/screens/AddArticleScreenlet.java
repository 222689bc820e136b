package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.AddArticleEvent;
import com.example.screens.interactor.AddArticleInteractor;
import com.example.screens.interactor.AddArticleListener;
import com.example.screens.view.AddArticleViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;

public class AddArticleScreenlet extends BaseScreenlet<AddArticleViewModel, AddArticleInteractor>
	implements AddArticleListener {

	public static final String ADD_ARTICLE_ACTION = "add-article";

	private AddArticleListener listener;

	public AddArticleScreenlet(Context context) {
		super(context);
	}

	public AddArticleScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public AddArticleScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public AddArticleScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new AddArticleInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onAddArticleSuccess(Article article) {

		// Done: the form is ready for the next one.

		AddArticleViewModel viewModel = getViewModel();
		viewModel.setTitle("");
		viewModel.setBody("");
		viewModel.setCover(null);
		viewModel.showFinishOperation(ADD_ARTICLE_ACTION);

		if (listener != null) {
			listener.onAddArticleSuccess(article);
		}
	}

	@Override
	public void onAddArticleFailure(Exception e) {
		getViewModel().showFailedOperation(ADD_ARTICLE_ACTION, e);

		if (listener != null) {
			listener.onAddArticleFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public AddArticleListener getListener() {
		return listener;
	}

	public void setListener(AddArticleListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.AddArticleScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.AddArticleScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.AddArticleScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected AddArticleInteractor createInteractor(String actionName) {
		if (ADD_ARTICLE_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new AddArticleInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, AddArticleInteractor interactor, Object... args) {
		addArticle(interactor);
	}

	private void addArticle(AddArticleInteractor interactor) {
		AddArticleViewModel viewModel = getViewModel();
		String title = viewModel.getTitle();
		String body = viewModel.getBody();
		String cover = viewModel.getCover();

		if ((title == null) || title.isEmpty()) {
			onAddArticleFailure(invalidInput(R.string.addarticle_screenlet_empty_title));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new AddArticleEvent(title, body, cover));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
