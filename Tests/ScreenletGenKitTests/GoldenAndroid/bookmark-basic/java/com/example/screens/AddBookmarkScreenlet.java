package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.AddBookmarkInteractor;
import com.example.screens.interactor.AddBookmarkListener;
import com.example.screens.view.AddBookmarkViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import java.util.Map;

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

	@Override
	public void onAddBookmarkSuccess(Map<String, Object> attributes) {

		// Done: the form is ready for the next one.

		AddBookmarkViewModel viewModel = getViewModel();
		viewModel.setTitle("");
		viewModel.setUrl("");
		viewModel.showFinishOperation(ADD_BOOKMARK_ACTION);

		if (listener != null) {
			listener.onAddBookmarkSuccess(attributes);
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

		if (folderId <= 0) {
			onAddBookmarkFailure(invalidInput(R.string.addbookmark_screenlet_undefined_folderId));

			return;
		}

		if ((title == null) || title.isEmpty()) {
			onAddBookmarkFailure(invalidInput(R.string.addbookmark_screenlet_empty_title));

			return;
		}

		interactor.start(folderId, title, url);
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
