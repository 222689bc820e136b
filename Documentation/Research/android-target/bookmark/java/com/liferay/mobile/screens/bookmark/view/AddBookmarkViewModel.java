package com.liferay.mobile.screens.bookmark.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;

public interface AddBookmarkViewModel extends BaseViewModel {

	/**
	 * Gets the title.
	 *
	 * @return the title
	 */
	String getTitle();

	/**
	 * Sets the title.
	 *
	 * @param value the title
	 */
	void setTitle(String value);

	/**
	 * Gets the URL.
	 *
	 * @return the URL
	 */
	String getUrl();

	/**
	 * Sets the URL.
	 *
	 * @param value the URL
	 */
	void setUrl(String value);
}
