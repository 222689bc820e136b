package com.liferay.mobile.screens.bookmark.view;

import android.content.Context;
import android.text.Editable;
import android.text.TextWatcher;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.EditText;
import android.widget.LinearLayout;
import android.widget.Toast;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.bookmark.AddBookmarkScreenlet;
import com.liferay.mobile.screens.bookmark.R;
import com.liferay.mobile.screens.util.LiferayLogger;

public class AddBookmarkView extends LinearLayout implements AddBookmarkViewModel, View.OnClickListener, TextWatcher {

	private EditText urlText;
	private EditText titleText;
	private Button addButton;
	private BaseScreenlet<?, ?> screenlet;

	public AddBookmarkView(Context context) {
		super(context);
	}

	public AddBookmarkView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public AddBookmarkView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		addButton.setEnabled(false);
		addButton.setText(R.string.addbookmark_screenlet_add_bookmark_progress);
	}

	@Override
	public void showFinishOperation(String actionName) {
		LiferayLogger.i("Add bookmark successful");

		addButton.setText(R.string.addbookmark_screenlet_add_bookmark_button);
		updateButton();
	}

	@Override
	public void showFailedOperation(String actionName, Exception e) {
		LiferayLogger.e("Could not add bookmark", e);

		addButton.setText(R.string.addbookmark_screenlet_add_bookmark_button);
		updateButton();

		String message = getContext().getString(R.string.addbookmark_screenlet_add_bookmark_error);

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
		AddBookmarkScreenlet screenlet = (AddBookmarkScreenlet) getScreenlet();

		screenlet.performUserAction(AddBookmarkScreenlet.ADD_BOOKMARK_ACTION);
	}

	@Override
	public void beforeTextChanged(CharSequence s, int start, int count, int after) {
	}

	@Override
	public void onTextChanged(CharSequence s, int start, int before, int count) {
	}

	@Override
	public void afterTextChanged(Editable s) {
		updateButton();
	}

	@Override
	public String getURL() {
		return urlText.getText().toString();
	}

	@Override
	public void setURL(String value) {
		urlText.setText(value);
	}

	@Override
	public String getTitle() {
		return titleText.getText().toString();
	}

	@Override
	public void setTitle(String value) {
		titleText.setText(value);
	}

	/**
	 * The button is enabled only while the inputs the action requires are filled in.
	 */
	protected void updateButton() {
		addButton.setEnabled((titleText.length() > 0) && (urlText.length() > 0));
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		urlText = findViewById(R.id.url);
		titleText = findViewById(R.id.title_bookmark);
		addButton = findViewById(R.id.add_button);

		urlText.addTextChangedListener(this);
		titleText.addTextChangedListener(this);
		addButton.setOnClickListener(this);

		updateButton();
	}
}
