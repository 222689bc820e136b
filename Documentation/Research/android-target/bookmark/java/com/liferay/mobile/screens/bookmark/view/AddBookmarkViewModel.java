package com.liferay.mobile.screens.bookmark.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;

public interface AddBookmarkViewModel extends BaseViewModel {

	/**
	 * Gets the bookmark URL.
	 *
	 * @return bookmark URL
	 */
	String getURL();

	/**
	 * Sets the bookmark URL.
	 *
	 * @param value bookmark URL
	 */
	void setURL(String value);

	/**
	 * Gets the bookmark title.
	 *
	 * @return bookmark title
	 */
	String getTitle();

	/**
	 * Sets the bookmark title.
	 *
	 * @param value bookmark title
	 */
	void setTitle(String value);
}
