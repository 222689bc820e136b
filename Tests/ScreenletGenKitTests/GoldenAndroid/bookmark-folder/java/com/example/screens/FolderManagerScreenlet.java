package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.os.Bundle;
import android.os.Parcelable;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.DeleteFolderEvent;
import com.example.screens.interactor.DeleteFolderInteractor;
import com.example.screens.interactor.FolderManagerListener;
import com.example.screens.interactor.LoadFolderInteractor;
import com.example.screens.view.FolderManagerViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.base.interactor.Interactor;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;

public class FolderManagerScreenlet extends BaseScreenlet<FolderManagerViewModel, Interactor<?>>
	implements FolderManagerListener {

	public static final String DELETE_FOLDER_ACTION = "delete-folder";

	public static final String LOAD_FOLDER_ACTION = "load-folder";

	// No initializer: the layout's value (true unless it says) is set by createScreenletView, which
	// BaseScreenlet's constructor calls before this class's initializers run; one would undo it.
	private boolean autoLoad;
	// Whether the form holds a loaded entry: kept through a configuration change (a rotation), so
	// that the screen made again does not load over what the person has changed since.
	private boolean loaded;

	private FolderManagerListener listener;

	public FolderManagerScreenlet(Context context) {
		super(context);
	}

	public FolderManagerScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public FolderManagerScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public FolderManagerScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new DeleteFolderInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onDeleteFolderSuccess() {
		getViewModel().showFinishOperation(DELETE_FOLDER_ACTION);

		if (listener != null) {
			listener.onDeleteFolderSuccess();
		}
	}

	@Override
	public void onDeleteFolderFailure(Exception e) {
		getViewModel().showFailedOperation(DELETE_FOLDER_ACTION, e);

		if (listener != null) {
			listener.onDeleteFolderFailure(e);
		}
	}

	@Override
	public void onLoadFolderSuccess(BookmarkFolder bookmarkFolder) {
		fillForm(bookmarkFolder);
		loaded = true;
		getViewModel().showFinishOperation(LOAD_FOLDER_ACTION);

		if (listener != null) {
			listener.onLoadFolderSuccess(bookmarkFolder);
		}
	}

	@Override
	public void onLoadFolderFailure(Exception e) {
		getViewModel().showFailedOperation(LOAD_FOLDER_ACTION, e);

		if (listener != null) {
			listener.onLoadFolderFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public boolean isAutoLoad() {
		return autoLoad;
	}

	public void setAutoLoad(boolean autoLoad) {
		this.autoLoad = autoLoad;
	}

	/**
	 * Shows a loaded BookmarkFolder in the form: each input takes the attribute of its name.
	 */
	public void fillForm(BookmarkFolder bookmarkFolder) {
		FolderManagerViewModel viewModel = getViewModel();

		viewModel.setFolderId(bookmarkFolder.getFolderId());
	}

	public FolderManagerListener getListener() {
		return listener;
	}

	public void setListener(FolderManagerListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.FolderManagerScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.FolderManagerScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		autoLoad = typedArray.getBoolean(R.styleable.FolderManagerScreenlet_autoLoad, true);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.FolderManagerScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return view;
	}

	/**
	 * Attached to a window, an edit screen loads what it edits: an update then sends what the entry
	 * holds, not blanks for what was never shown.
	 */
	@Override
	protected void onScreenletAttached() {
		super.onScreenletAttached();

		if (autoLoad && !loaded && !isInEditMode()) {
			performUserAction(LOAD_FOLDER_ACTION);
		}
	}

	@Override
	protected Parcelable onSaveInstanceState() {
		Bundle state = new Bundle();

		state.putParcelable(STATE_SUPER, super.onSaveInstanceState());
		state.putBoolean("loaded", loaded);

		return state;
	}

	/**
	 * Before the screenlet is attached again (Android restores a screen's state first).
	 */
	@Override
	protected void onRestoreInstanceState(Parcelable inState) {
		Bundle state = (Bundle) inState;

		loaded = state.getBoolean("loaded");

		super.onRestoreInstanceState(state.getParcelable(STATE_SUPER));
	}

	@Override
	protected Interactor<?> createInteractor(String actionName) {
		if (DELETE_FOLDER_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new DeleteFolderInteractor();
		}

		if (LOAD_FOLDER_ACTION.equals(actionName)) {
			return new LoadFolderInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, Interactor<?> interactor, Object... args) {
		if (interactor instanceof DeleteFolderInteractor) {
			deleteFolder((DeleteFolderInteractor) interactor);
		} else if (interactor instanceof LoadFolderInteractor) {
			loadFolder((LoadFolderInteractor) interactor);
		}
	}

	private void deleteFolder(DeleteFolderInteractor interactor) {
		FolderManagerViewModel viewModel = getViewModel();
		Long folderId = viewModel.getFolderId();
		boolean includeTrashedEntries = viewModel.getIncludeTrashedEntries();

		if (folderId == null) {
			onDeleteFolderFailure(invalidInput(R.string.foldermanager_screenlet_undefined_folderId));

			return;
		}

		if (folderId <= 0) {
			onDeleteFolderFailure(invalidInput(R.string.foldermanager_screenlet_undefined_folderId));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new DeleteFolderEvent(folderId, includeTrashedEntries));
	}

	private void loadFolder(LoadFolderInteractor interactor) {
		FolderManagerViewModel viewModel = getViewModel();
		Long folderId = viewModel.getFolderId();

		if (folderId == null) {
			onLoadFolderFailure(invalidInput(R.string.foldermanager_screenlet_undefined_folderId));

			return;
		}

		if (folderId <= 0) {
			onLoadFolderFailure(invalidInput(R.string.foldermanager_screenlet_undefined_folderId));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(folderId);
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
