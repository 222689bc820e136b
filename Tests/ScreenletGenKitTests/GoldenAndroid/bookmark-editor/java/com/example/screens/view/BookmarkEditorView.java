package com.example.screens.view;

import android.content.Context;
import android.text.Editable;
import android.text.TextWatcher;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.EditText;
import android.widget.LinearLayout;
import android.widget.Toast;
import com.example.screens.BookmarkEditorScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.text.DecimalFormatSymbols;

public class BookmarkEditorView extends LinearLayout
	implements BookmarkEditorViewModel, View.OnClickListener, TextWatcher {

	private EditText targetFolderIdText;
	private Button getBookmarkButton;
	private Button deleteBookmarkButton;
	private Button moveBookmarkButton;
	private Button searchBookmarksButton;
	private BaseScreenlet<?, ?> screenlet;

	public BookmarkEditorView(Context context) {
		super(context);
	}

	public BookmarkEditorView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public BookmarkEditorView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		getBookmarkButton.setEnabled(false);
		deleteBookmarkButton.setEnabled(false);
		moveBookmarkButton.setEnabled(false);
		searchBookmarksButton.setEnabled(false);

		if (BookmarkEditorScreenlet.GET_BOOKMARK_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			getBookmarkButton.setText(R.string.bookmarkeditor_screenlet_get_bookmark_progress);
		}

		if (BookmarkEditorScreenlet.DELETE_BOOKMARK_ACTION.equals(actionName)) {
			deleteBookmarkButton.setText(R.string.bookmarkeditor_screenlet_delete_bookmark_progress);
		}

		if (BookmarkEditorScreenlet.MOVE_BOOKMARK_ACTION.equals(actionName)) {
			moveBookmarkButton.setText(R.string.bookmarkeditor_screenlet_move_bookmark_progress);
		}

		if (BookmarkEditorScreenlet.SEARCH_BOOKMARKS_ACTION.equals(actionName)) {
			searchBookmarksButton.setText(R.string.bookmarkeditor_screenlet_search_bookmarks_progress);
		}
	}

	@Override
	public void showFinishOperation(String actionName) {
		LiferayLogger.i("Done: " + actionName);

		resetButtons();
	}

	@Override
	public void showFailedOperation(String actionName, Exception e) {
		LiferayLogger.e("Could not run " + actionName, e);

		resetButtons();

		int title = R.string.bookmarkeditor_screenlet_get_bookmark_error;

		if (BookmarkEditorScreenlet.DELETE_BOOKMARK_ACTION.equals(actionName)) {
			title = R.string.bookmarkeditor_screenlet_delete_bookmark_error;
		}

		if (BookmarkEditorScreenlet.MOVE_BOOKMARK_ACTION.equals(actionName)) {
			title = R.string.bookmarkeditor_screenlet_move_bookmark_error;
		}

		if (BookmarkEditorScreenlet.SEARCH_BOOKMARKS_ACTION.equals(actionName)) {
			title = R.string.bookmarkeditor_screenlet_search_bookmarks_error;
		}

		String message = getContext().getString(title);

		if ((e != null) && (e.getMessage() != null)) {
			message = message + "\n" + e.getMessage();
		}

		Toast.makeText(getContext(), message, Toast.LENGTH_LONG).show();
	}

	@Override
	public BaseScreenlet<?, ?> getScreenlet() {
		return screenlet;
	}

	/**
	 * Raw, as BaseViewModel declares it.
	 */
	@Override
	@SuppressWarnings("rawtypes")
	public void setScreenlet(BaseScreenlet screenlet) {
		this.screenlet = screenlet;
	}

	@Override
	public void onClick(View v) {
		BookmarkEditorScreenlet screenlet = (BookmarkEditorScreenlet) getScreenlet();

		if (v == getBookmarkButton) {
			screenlet.performUserAction(BookmarkEditorScreenlet.GET_BOOKMARK_ACTION);
		}

		if (v == deleteBookmarkButton) {
			screenlet.performUserAction(BookmarkEditorScreenlet.DELETE_BOOKMARK_ACTION);
		}

		if (v == moveBookmarkButton) {
			screenlet.performUserAction(BookmarkEditorScreenlet.MOVE_BOOKMARK_ACTION);
		}

		if (v == searchBookmarksButton) {
			screenlet.performUserAction(BookmarkEditorScreenlet.SEARCH_BOOKMARKS_ACTION);
		}
	}

	@Override
	public void beforeTextChanged(CharSequence s, int start, int count, int after) {
	}

	@Override
	public void onTextChanged(CharSequence s, int start, int before, int count) {
	}

	@Override
	public void afterTextChanged(Editable s) {
		updateButtons();
	}

	@Override
	public Long getTargetFolderId() {
		return (Long) readNumber(targetFolderIdText.getText(), true);
	}

	@Override
	public void setTargetFolderId(Long value) {
		targetFolderIdText.setText(numberText(value, true));
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		getBookmarkButton.setEnabled(true);
		deleteBookmarkButton.setEnabled(true);
		moveBookmarkButton.setEnabled(getTargetFolderId() != null);
		searchBookmarksButton.setEnabled(true);
	}

	protected void resetButtons() {
		getBookmarkButton.setText(R.string.bookmarkeditor_screenlet_get_bookmark_button);
		deleteBookmarkButton.setText(R.string.bookmarkeditor_screenlet_delete_bookmark_button);
		moveBookmarkButton.setText(R.string.bookmarkeditor_screenlet_move_bookmark_button);
		searchBookmarksButton.setText(R.string.bookmarkeditor_screenlet_search_bookmarks_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		targetFolderIdText = findViewById(R.id.target_folder_id);
		getBookmarkButton = findViewById(R.id.get_bookmark_button);
		deleteBookmarkButton = findViewById(R.id.delete_bookmark_button);
		moveBookmarkButton = findViewById(R.id.move_bookmark_button);
		searchBookmarksButton = findViewById(R.id.search_bookmarks_button);

		targetFolderIdText.addTextChangedListener(this);

		getBookmarkButton.setOnClickListener(this);
		deleteBookmarkButton.setOnClickListener(this);
		moveBookmarkButton.setOnClickListener(this);
		searchBookmarksButton.setOnClickListener(this);

		updateButtons();
	}

	/**
	 * A number as a person types it in their language: digits with a sign and, for a decimal, the
	 * device's decimal separator ("1,5" in German) and an exponent. Other text ("1.5" in German,
	 * "12 kg", "NaN") is no number: nothing is guessed, and the form waits.
	 */
	private static Number readNumber(CharSequence typed, boolean whole) {
		String text = typed.toString().trim();

		if (text.isEmpty()) {
			return null;
		}

		char separator = DecimalFormatSymbols.getInstance().getDecimalSeparator();
		String allowed = whole ? "0123456789+-" : "0123456789+-.eE";

		if ((separator != '.') && (text.indexOf('.') >= 0)) {
			return null;
		}

		String plain = text.replace(separator, '.');

		for (int i = 0; i < plain.length(); i++) {
			if (allowed.indexOf(plain.charAt(i)) < 0) {
				return null;
			}
		}

		try {
			if (whole) {
				return Long.parseLong(plain);
			}

			double value = Double.parseDouble(plain);

			return (Double.isNaN(value) || Double.isInfinite(value)) ? null : value;
		} catch (NumberFormatException e) {
			return null;
		}
	}

	/**
	 * The text that reads back as the same number, in the device's language.
	 */
	private static String numberText(Number number, boolean whole) {
		if (number == null) {
			return "";
		}

		double value = number.doubleValue();

		if (whole || ((value == Math.rint(value)) && (Math.abs(value) < 1e15))) {
			return String.valueOf(whole ? number.longValue() : (long) value);
		}

		return String.valueOf(value).replace('.', DecimalFormatSymbols.getInstance().getDecimalSeparator());
	}
}
