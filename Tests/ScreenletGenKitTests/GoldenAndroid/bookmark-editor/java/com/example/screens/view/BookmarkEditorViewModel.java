package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;

public interface BookmarkEditorViewModel extends BaseViewModel {

	/**
	 * Gets the target folder id: null while its text is no whole number.
	 *
	 * @return the target folder id
	 */
	Long getTargetFolderId();

	/**
	 * Sets the target folder id.
	 *
	 * @param value the target folder id
	 */
	void setTargetFolderId(Long value);
}
