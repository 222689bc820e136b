package com.example.screens.interactor;

import com.example.screens.TodoItem;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface TodoEditorListener extends BaseCacheListener {

	/**
	 * Called when load-item did not succeed: invalid inputs, an error, an answer that cannot be
	 * read.
	 */
	void onLoadItemFailure(Exception exception);

	/**
	 * Called when load-item succeeded, with the entry the portal answered.
	 */
	void onLoadItemSuccess(TodoItem todoItem);

	/**
	 * Called when update-item did not succeed: invalid inputs, an error, an answer that cannot be
	 * read, or (offline) a write stored to be sent later.
	 */
	void onUpdateItemFailure(Exception exception);

	/**
	 * Called when update-item succeeded, with the entry the portal answered.
	 */
	void onUpdateItemSuccess(TodoItem todoItem);
}
