package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.BookmarkEditorListener;
import com.example.screens.interactor.DeleteBookmarkEvent;
import com.example.screens.interactor.DeleteBookmarkInteractor;
import com.example.screens.interactor.GetBookmarkInteractor;
import com.example.screens.interactor.MoveBookmarkEvent;
import com.example.screens.interactor.MoveBookmarkInteractor;
import com.example.screens.interactor.SearchBookmarksInteractor;
import com.example.screens.view.BookmarkEditorViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.base.interactor.Interactor;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import java.util.Map;

public class BookmarkEditorScreenlet extends BaseScreenlet<BookmarkEditorViewModel, Interactor<?>>
	implements BookmarkEditorListener {

	public static final String GET_BOOKMARK_ACTION = "get-bookmark";

	public static final String DELETE_BOOKMARK_ACTION = "delete-bookmark";

	public static final String MOVE_BOOKMARK_ACTION = "move-bookmark";

	public static final String SEARCH_BOOKMARKS_ACTION = "search-bookmarks";

	private long entryId;
	private BookmarkEditorListener listener;

	public BookmarkEditorScreenlet(Context context) {
		super(context);
	}

	public BookmarkEditorScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public BookmarkEditorScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public BookmarkEditorScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new DeleteBookmarkInteractor().syncPendingWrites();
				new MoveBookmarkInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onGetBookmarkSuccess(Bookmark bookmark) {
		getViewModel().showFinishOperation(GET_BOOKMARK_ACTION);

		if (listener != null) {
			listener.onGetBookmarkSuccess(bookmark);
		}
	}

	@Override
	public void onGetBookmarkFailure(Exception e) {
		getViewModel().showFailedOperation(GET_BOOKMARK_ACTION, e);

		if (listener != null) {
			listener.onGetBookmarkFailure(e);
		}
	}

	@Override
	public void onDeleteBookmarkSuccess() {
		getViewModel().showFinishOperation(DELETE_BOOKMARK_ACTION);

		if (listener != null) {
			listener.onDeleteBookmarkSuccess();
		}
	}

	@Override
	public void onDeleteBookmarkFailure(Exception e) {
		getViewModel().showFailedOperation(DELETE_BOOKMARK_ACTION, e);

		if (listener != null) {
			listener.onDeleteBookmarkFailure(e);
		}
	}

	@Override
	public void onMoveBookmarkSuccess(Map<String, Object> attributes) {
		getViewModel().showFinishOperation(MOVE_BOOKMARK_ACTION);

		if (listener != null) {
			listener.onMoveBookmarkSuccess(attributes);
		}
	}

	@Override
	public void onMoveBookmarkFailure(Exception e) {
		getViewModel().showFailedOperation(MOVE_BOOKMARK_ACTION, e);

		if (listener != null) {
			listener.onMoveBookmarkFailure(e);
		}
	}

	@Override
	public void onSearchBookmarksSuccess(Map<String, Object> attributes) {
		getViewModel().showFinishOperation(SEARCH_BOOKMARKS_ACTION);

		if (listener != null) {
			listener.onSearchBookmarksSuccess(attributes);
		}
	}

	@Override
	public void onSearchBookmarksFailure(Exception e) {
		getViewModel().showFailedOperation(SEARCH_BOOKMARKS_ACTION, e);

		if (listener != null) {
			listener.onSearchBookmarksFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public long getEntryId() {
		return entryId;
	}

	public void setEntryId(long entryId) {
		this.entryId = entryId;
	}

	public BookmarkEditorListener getListener() {
		return listener;
	}

	public void setListener(BookmarkEditorListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.BookmarkEditorScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.BookmarkEditorScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		entryId = castToLong(typedArray.getString(R.styleable.BookmarkEditorScreenlet_entryId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.BookmarkEditorScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	@Override
	protected Interactor<?> createInteractor(String actionName) {
		if (GET_BOOKMARK_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new GetBookmarkInteractor();
		}

		if (DELETE_BOOKMARK_ACTION.equals(actionName)) {
			return new DeleteBookmarkInteractor();
		}

		if (MOVE_BOOKMARK_ACTION.equals(actionName)) {
			return new MoveBookmarkInteractor();
		}

		if (SEARCH_BOOKMARKS_ACTION.equals(actionName)) {
			return new SearchBookmarksInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, Interactor<?> interactor, Object... args) {
		if (interactor instanceof GetBookmarkInteractor) {
			getBookmark((GetBookmarkInteractor) interactor);
		} else if (interactor instanceof DeleteBookmarkInteractor) {
			deleteBookmark((DeleteBookmarkInteractor) interactor);
		} else if (interactor instanceof MoveBookmarkInteractor) {
			moveBookmark((MoveBookmarkInteractor) interactor);
		} else if (interactor instanceof SearchBookmarksInteractor) {
			searchBookmarks((SearchBookmarksInteractor) interactor);
		}
	}

	private void getBookmark(GetBookmarkInteractor interactor) {
		if (entryId <= 0) {
			onGetBookmarkFailure(invalidInput(R.string.bookmarkeditor_screenlet_undefined_entryId));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(entryId);
	}

	private void deleteBookmark(DeleteBookmarkInteractor interactor) {
		if (entryId <= 0) {
			onDeleteBookmarkFailure(invalidInput(R.string.bookmarkeditor_screenlet_undefined_entryId));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new DeleteBookmarkEvent(entryId));
	}

	private void moveBookmark(MoveBookmarkInteractor interactor) {
		BookmarkEditorViewModel viewModel = getViewModel();
		Long targetFolderId = viewModel.getTargetFolderId();

		if (entryId <= 0) {
			onMoveBookmarkFailure(invalidInput(R.string.bookmarkeditor_screenlet_undefined_entryId));

			return;
		}

		if (targetFolderId == null) {
			onMoveBookmarkFailure(invalidInput(R.string.bookmarkeditor_screenlet_undefined_targetFolderId));

			return;
		}

		if (targetFolderId <= 0) {
			onMoveBookmarkFailure(invalidInput(R.string.bookmarkeditor_screenlet_undefined_targetFolderId));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new MoveBookmarkEvent(entryId, targetFolderId));
	}

	private void searchBookmarks(SearchBookmarksInteractor interactor) {
		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start();
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
