package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.BookmarkFolder;
import com.example.screens.R;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class RecentFolderListScreenlet extends BaseListScreenlet<BookmarkFolder, RecentFolderListInteractor> {

	public RecentFolderListScreenlet(Context context) {
		super(context);
	}

	public RecentFolderListScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public RecentFolderListScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public RecentFolderListScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
		if (getViewModel() instanceof RecentFolderListView) {
			((RecentFolderListView) getViewModel()).deleteBookmarkFolder(folderId);
		}
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.RecentFolderListScreenlet, 0, 0);

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(RecentFolderListInteractor interactor) {
		if (getListener() instanceof RecentFolderListListener) {
			((RecentFolderListListener) getListener()).interactorCalled();
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(groupId);
	}

	@Override
	protected RecentFolderListInteractor createInteractor(String actionName) {
		return new RecentFolderListInteractor();
	}
}
