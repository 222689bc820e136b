package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.RetitleArticleEvent;
import com.example.screens.interactor.RetitleArticleInteractor;
import com.example.screens.interactor.RetitleArticleListener;
import com.example.screens.view.RetitleArticleViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;

public class RetitleArticleScreenlet extends BaseScreenlet<RetitleArticleViewModel, RetitleArticleInteractor>
	implements RetitleArticleListener {

	public static final String RETITLE_ARTICLE_ACTION = "retitle-article";

	private long articleId;
	private RetitleArticleListener listener;

	public RetitleArticleScreenlet(Context context) {
		super(context);
	}

	public RetitleArticleScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public RetitleArticleScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public RetitleArticleScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new RetitleArticleInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onRetitleArticleSuccess(Article article) {

		// Done: the form is ready for the next one.

		RetitleArticleViewModel viewModel = getViewModel();
		viewModel.setTitle("");
		viewModel.setCover(null);
		viewModel.showFinishOperation(RETITLE_ARTICLE_ACTION);

		if (listener != null) {
			listener.onRetitleArticleSuccess(article);
		}
	}

	@Override
	public void onRetitleArticleFailure(Exception e) {
		getViewModel().showFailedOperation(RETITLE_ARTICLE_ACTION, e);

		if (listener != null) {
			listener.onRetitleArticleFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public long getArticleId() {
		return articleId;
	}

	public void setArticleId(long articleId) {
		this.articleId = articleId;
	}

	public RetitleArticleListener getListener() {
		return listener;
	}

	public void setListener(RetitleArticleListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.RetitleArticleScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.RetitleArticleScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		articleId = castToLong(typedArray.getString(R.styleable.RetitleArticleScreenlet_articleId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.RetitleArticleScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected RetitleArticleInteractor createInteractor(String actionName) {
		if (RETITLE_ARTICLE_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new RetitleArticleInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, RetitleArticleInteractor interactor, Object... args) {
		retitleArticle(interactor);
	}

	private void retitleArticle(RetitleArticleInteractor interactor) {
		RetitleArticleViewModel viewModel = getViewModel();
		String title = viewModel.getTitle();
		String cover = viewModel.getCover();

		if (articleId <= 0) {
			onRetitleArticleFailure(invalidInput(R.string.retitlearticle_screenlet_undefined_articleId));

			return;
		}

		if ((title == null) || title.isEmpty()) {
			onRetitleArticleFailure(invalidInput(R.string.retitlearticle_screenlet_empty_title));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new RetitleArticleEvent(articleId, title, cover));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
