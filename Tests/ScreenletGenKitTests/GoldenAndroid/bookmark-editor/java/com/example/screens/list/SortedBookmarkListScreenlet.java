package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.Bookmark;
import com.example.screens.R;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class SortedBookmarkListScreenlet extends BaseListScreenlet<Bookmark, SortedBookmarkListInteractor> {

	private long folderId;

	public SortedBookmarkListScreenlet(Context context) {
		super(context);
	}

	public SortedBookmarkListScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public SortedBookmarkListScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public SortedBookmarkListScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void error(Exception e, String userAction) {
		if (getListener() != null) {
			getListener().error(e, userAction);
		}
	}

	/**
	 * Removes the row of a Bookmark deleted elsewhere, without loading the list again.
	 */
	public void deleteBookmark(long entryId) {
		if (getViewModel() instanceof SortedBookmarkListView) {
			((SortedBookmarkListView) getViewModel()).deleteBookmark(entryId);
		}
	}

	public long getFolderId() {
		return folderId;
	}

	public void setFolderId(long folderId) {
		this.folderId = folderId;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.SortedBookmarkListScreenlet, 0, 0);

		folderId = castToLong(typedArray.getString(R.styleable.SortedBookmarkListScreenlet_folderId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.SortedBookmarkListScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(SortedBookmarkListInteractor interactor) {
		if (getListener() instanceof SortedBookmarkListListener) {
			((SortedBookmarkListListener) getListener()).interactorCalled();
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(folderId);
	}

	@Override
	protected SortedBookmarkListInteractor createInteractor(String actionName) {
		return new SortedBookmarkListInteractor();
	}
}
