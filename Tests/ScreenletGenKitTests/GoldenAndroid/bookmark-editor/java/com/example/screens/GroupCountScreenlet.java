package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.CountGroupEntriesInteractor;
import com.example.screens.interactor.GroupCountListener;
import com.example.screens.view.GroupCountViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;

public class GroupCountScreenlet extends BaseScreenlet<GroupCountViewModel, CountGroupEntriesInteractor>
	implements GroupCountListener {

	public static final String COUNT_GROUP_ENTRIES_ACTION = "count-group-entries";

	private GroupCountListener listener;

	public GroupCountScreenlet(Context context) {
		super(context);
	}

	public GroupCountScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public GroupCountScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public GroupCountScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void onCountGroupEntriesSuccess() {
		getViewModel().showFinishOperation(COUNT_GROUP_ENTRIES_ACTION);

		if (listener != null) {
			listener.onCountGroupEntriesSuccess();
		}
	}

	@Override
	public void onCountGroupEntriesFailure(Exception e) {
		getViewModel().showFailedOperation(COUNT_GROUP_ENTRIES_ACTION, e);

		if (listener != null) {
			listener.onCountGroupEntriesFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public GroupCountListener getListener() {
		return listener;
	}

	public void setListener(GroupCountListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.GroupCountScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.GroupCountScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.GroupCountScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected CountGroupEntriesInteractor createInteractor(String actionName) {
		if (COUNT_GROUP_ENTRIES_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new CountGroupEntriesInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, CountGroupEntriesInteractor interactor, Object... args) {
		countGroupEntries(interactor);
	}

	private void countGroupEntries(CountGroupEntriesInteractor interactor) {
		interactor.start();
	}
}
