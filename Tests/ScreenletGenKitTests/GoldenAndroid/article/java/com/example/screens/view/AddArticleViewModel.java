package com.example.screens.view;

import com.liferay.mobile.screens.base.view.BaseViewModel;

public interface AddArticleViewModel extends BaseViewModel {

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
	 * Gets the body.
	 *
	 * @return the body
	 */
	String getBody();

	/**
	 * Sets the body.
	 *
	 * @param value the body
	 */
	void setBody(String value);

	/**
	 * Gets the cover.
	 *
	 * @return the cover
	 */
	String getCover();

	/**
	 * Sets the cover.
	 *
	 * @param value the cover
	 */
	void setCover(String value);
}
