package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.BookmarkFolder;
import com.example.screens.R;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class FolderListScreenlet extends BaseListScreenlet<BookmarkFolder, FolderListInteractor> {

	private long parentFolderId;

	public FolderListScreenlet(Context context) {
		super(context);
	}

	public FolderListScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public FolderListScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public FolderListScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void error(Exception e, String userAction) {
		if (getListener() != null) {
			getListener().error(e, userAction);
		}
	}

	/**
	 * Removes the row of a BookmarkFolder deleted elsewhere, without loading the list again.
	 */
	public void deleteBookmarkFolder(long folderId) {
		if (getViewModel() instanceof FolderListView) {
			((FolderListView) getViewModel()).deleteBookmarkFolder(folderId);
		}
	}

	public long getParentFolderId() {
		return parentFolderId;
	}

	public void setParentFolderId(long parentFolderId) {
		this.parentFolderId = parentFolderId;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.FolderListScreenlet, 0, 0);

		parentFolderId = castToLong(typedArray.getString(R.styleable.FolderListScreenlet_parentFolderId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.FolderListScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(FolderListInteractor interactor) {
		if (getListener() instanceof FolderListListener) {
			((FolderListListener) getListener()).interactorCalled();
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(parentFolderId);
	}

	@Override
	protected FolderListInteractor createInteractor(String actionName) {
		return new FolderListInteractor();
	}
}
