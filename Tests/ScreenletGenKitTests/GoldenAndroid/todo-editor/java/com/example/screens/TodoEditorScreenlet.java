package com.example.screens;

import android.content.Context;
import android.content.res.TypedArray;
import android.os.Bundle;
import android.os.Parcelable;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.example.screens.interactor.LoadItemInteractor;
import com.example.screens.interactor.TodoEditorListener;
import com.example.screens.interactor.UpdateItemEvent;
import com.example.screens.interactor.UpdateItemInteractor;
import com.example.screens.view.TodoEditorViewModel;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.base.interactor.Interactor;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.cache.executor.Executor;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import java.util.Date;

public class TodoEditorScreenlet extends BaseScreenlet<TodoEditorViewModel, Interactor<?>>
	implements TodoEditorListener {

	public static final String LOAD_ITEM_ACTION = "load-item";

	public static final String UPDATE_ITEM_ACTION = "update-item";

	private long itemId;

	// No initializer: the layout's value (true unless it says) is set by createScreenletView, which
	// BaseScreenlet's constructor calls before this class's initializers run; one would undo it.
	private boolean autoLoad;
	// Whether the form holds a loaded entry: kept through a configuration change (a rotation), so
	// that the screen made again does not load over what the person has changed since.
	private boolean loaded;

	private TodoEditorListener listener;

	public TodoEditorScreenlet(Context context) {
		super(context);
	}

	public TodoEditorScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public TodoEditorScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public TodoEditorScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
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
				new UpdateItemInteractor().syncPendingWrites();
			}
		});
	}

	@Override
	public void onLoadItemSuccess(TodoItem todoItem) {
		fillForm(todoItem);
		loaded = true;
		getViewModel().showFinishOperation(LOAD_ITEM_ACTION);

		if (listener != null) {
			listener.onLoadItemSuccess(todoItem);
		}
	}

	@Override
	public void onLoadItemFailure(Exception e) {
		getViewModel().showFailedOperation(LOAD_ITEM_ACTION, e);

		if (listener != null) {
			listener.onLoadItemFailure(e);
		}
	}

	@Override
	public void onUpdateItemSuccess(TodoItem todoItem) {
		getViewModel().showFinishOperation(UPDATE_ITEM_ACTION);

		if (listener != null) {
			listener.onUpdateItemSuccess(todoItem);
		}
	}

	@Override
	public void onUpdateItemFailure(Exception e) {
		getViewModel().showFailedOperation(UPDATE_ITEM_ACTION, e);

		if (listener != null) {
			listener.onUpdateItemFailure(e);
		}
	}

	@Override
	public void error(Exception e, String userAction) {
		getViewModel().showFailedOperation(userAction, e);

		if (listener != null) {
			listener.error(e, userAction);
		}
	}

	public long getItemId() {
		return itemId;
	}

	public void setItemId(long itemId) {
		this.itemId = itemId;
	}

	public boolean isAutoLoad() {
		return autoLoad;
	}

	public void setAutoLoad(boolean autoLoad) {
		this.autoLoad = autoLoad;
	}

	/**
	 * Shows a loaded TodoItem in the form: each input takes the attribute of its name.
	 */
	public void fillForm(TodoItem todoItem) {
		TodoEditorViewModel viewModel = getViewModel();

		viewModel.setTitle(todoItem.getTitle());
		viewModel.setNotes(todoItem.getNotes());
		viewModel.setDueDate(todoItem.getDueDate());
		viewModel.setDone(todoItem.getDone());
		viewModel.setPriority(todoItem.getPriority());
		viewModel.setStatus(todoItem.getStatus());
		viewModel.setEstimate(todoItem.getEstimate());
	}

	public TodoEditorListener getListener() {
		return listener;
	}

	public void setListener(TodoEditorListener listener) {
		this.listener = listener;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.TodoEditorScreenlet, 0, 0);

		int layoutId = typedArray.getResourceId(R.styleable.TodoEditorScreenlet_layoutId, getDefaultLayoutId());

		View view = LayoutInflater.from(context).inflate(layoutId, null);

		itemId = castToLong(typedArray.getString(R.styleable.TodoEditorScreenlet_itemId));

		autoLoad = typedArray.getBoolean(R.styleable.TodoEditorScreenlet_autoLoad, true);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.TodoEditorScreenlet_cachePolicy,
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
			performUserAction(LOAD_ITEM_ACTION);
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
		if (LOAD_ITEM_ACTION.equals(actionName) || DEFAULT_ACTION.equals(actionName)) {
			return new LoadItemInteractor();
		}

		if (UPDATE_ITEM_ACTION.equals(actionName)) {
			return new UpdateItemInteractor();
		}

		return null;
	}

	@Override
	protected void onUserAction(String userActionName, Interactor<?> interactor, Object... args) {
		if (interactor instanceof LoadItemInteractor) {
			loadItem((LoadItemInteractor) interactor);
		} else if (interactor instanceof UpdateItemInteractor) {
			updateItem((UpdateItemInteractor) interactor);
		}
	}

	private void loadItem(LoadItemInteractor interactor) {
		if (itemId <= 0) {
			onLoadItemFailure(invalidInput(R.string.todoeditor_screenlet_undefined_itemId));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(itemId);
	}

	private void updateItem(UpdateItemInteractor interactor) {
		TodoEditorViewModel viewModel = getViewModel();
		String title = viewModel.getTitle();
		String notes = viewModel.getNotes();
		Date dueDate = viewModel.getDueDate();
		boolean done = viewModel.getDone();
		int priority = viewModel.getPriority();
		String status = viewModel.getStatus();
		Double estimate = viewModel.getEstimate();

		if (itemId <= 0) {
			onUpdateItemFailure(invalidInput(R.string.todoeditor_screenlet_undefined_itemId));

			return;
		}

		if ((title == null) || title.isEmpty()) {
			onUpdateItemFailure(invalidInput(R.string.todoeditor_screenlet_empty_title));

			return;
		}

		if (priority <= 0) {
			onUpdateItemFailure(invalidInput(R.string.todoeditor_screenlet_undefined_priority));

			return;
		}

		if (estimate == null) {
			onUpdateItemFailure(invalidInput(R.string.todoeditor_screenlet_invalid_estimate));

			return;
		}

		// The site and user the call is made and cached for: the screenlet's, else the app's
		// current ones (a screenlet built in code has neither).

		Long sessionUserId = SessionContext.getUserId();

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());
		interactor.setUserId((userId != 0) ? userId : ((sessionUserId != null) ? sessionUserId : 0));

		interactor.start(new UpdateItemEvent(itemId, title, notes, dueDate, done, priority, status, estimate));
	}

	private IllegalArgumentException invalidInput(int message) {
		return new IllegalArgumentException(getContext().getString(message));
	}
}
