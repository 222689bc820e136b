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
import com.example.screens.AddBookmarkScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;

public class AddBookmarkView extends LinearLayout
	implements AddBookmarkViewModel, View.OnClickListener, TextWatcher {

	private EditText titleText;
	private EditText urlText;
	private Button addBookmarkButton;
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
		addBookmarkButton.setEnabled(false);

		if (AddBookmarkScreenlet.ADD_BOOKMARK_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			addBookmarkButton.setText(R.string.addbookmark_screenlet_add_bookmark_progress);
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

		int title = R.string.addbookmark_screenlet_add_bookmark_error;

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
		AddBookmarkScreenlet screenlet = (AddBookmarkScreenlet) getScreenlet();

		if (v == addBookmarkButton) {
			screenlet.performUserAction(AddBookmarkScreenlet.ADD_BOOKMARK_ACTION);
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
	public String getTitle() {
		return titleText.getText().toString();
	}

	@Override
	public void setTitle(String value) {
		titleText.setText(value);
	}

	@Override
	public String getUrl() {
		return urlText.getText().toString();
	}

	@Override
	public void setUrl(String value) {
		urlText.setText(value);
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		addBookmarkButton.setEnabled(titleText.length() > 0);
	}

	protected void resetButtons() {
		addBookmarkButton.setText(R.string.addbookmark_screenlet_add_bookmark_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		titleText = findViewById(R.id.title);
		urlText = findViewById(R.id.url);
		addBookmarkButton = findViewById(R.id.add_bookmark_button);

		titleText.addTextChangedListener(this);

		addBookmarkButton.setOnClickListener(this);

		updateButtons();
	}
}
