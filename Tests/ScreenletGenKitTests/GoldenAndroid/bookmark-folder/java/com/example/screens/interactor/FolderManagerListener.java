package com.example.screens.interactor;

import com.example.screens.BookmarkFolder;
import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;

public interface FolderManagerListener extends BaseCacheListener {

	/**
	 * Called when delete-folder did not succeed: invalid inputs, an error, or (offline) a write stored to be sent later.
	 */
	void onDeleteFolderFailure(Exception exception);

	/**
	 * Called when delete-folder succeeded.
	 */
	void onDeleteFolderSuccess();

	/**
	 * Called when load-folder did not succeed: invalid inputs, an error, an answer that cannot be
	 * read.
	 */
	void onLoadFolderFailure(Exception exception);

	/**
	 * Called when load-folder succeeded, with the entry the portal answered.
	 */
	void onLoadFolderSuccess(BookmarkFolder bookmarkFolder);
}
