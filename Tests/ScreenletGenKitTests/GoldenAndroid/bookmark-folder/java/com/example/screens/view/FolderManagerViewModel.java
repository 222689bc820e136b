package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;

public interface FolderManagerViewModel extends BaseViewModel {

	/**
	 * Gets the folder id: null while its text is no whole number.
	 *
	 * @return the folder id
	 */
	Long getFolderId();

	/**
	 * Sets the folder id.
	 *
	 * @param value the folder id
	 */
	void setFolderId(Long value);

	/**
	 * Gets the include trashed entries.
	 *
	 * @return the include trashed entries
	 */
	boolean getIncludeTrashedEntries();

	/**
	 * Sets the include trashed entries.
	 *
	 * @param value the include trashed entries
	 */
	void setIncludeTrashedEntries(boolean value);
}
