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
import com.example.screens.R;
import com.example.screens.SignGuestbookScreenlet;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;

public class SignGuestbookView extends LinearLayout
	implements SignGuestbookViewModel, View.OnClickListener, TextWatcher {

	private EditText nameText;
	private EditText emailText;
	private EditText messageText;
	private Button signGuestbookButton;
	private BaseScreenlet<?, ?> screenlet;

	public SignGuestbookView(Context context) {
		super(context);
	}

	public SignGuestbookView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public SignGuestbookView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		signGuestbookButton.setEnabled(false);

		if (SignGuestbookScreenlet.SIGN_GUESTBOOK_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			signGuestbookButton.setText(R.string.signguestbook_screenlet_sign_guestbook_progress);
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

		int title = R.string.signguestbook_screenlet_sign_guestbook_error;

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
		SignGuestbookScreenlet screenlet = (SignGuestbookScreenlet) getScreenlet();

		if (v == signGuestbookButton) {
			screenlet.performUserAction(SignGuestbookScreenlet.SIGN_GUESTBOOK_ACTION);
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
	public String getName() {
		return nameText.getText().toString();
	}

	@Override
	public void setName(String value) {
		nameText.setText(value);
	}

	@Override
	public String getEmail() {
		return emailText.getText().toString();
	}

	@Override
	public void setEmail(String value) {
		emailText.setText(value);
	}

	@Override
	public String getMessage() {
		return messageText.getText().toString();
	}

	@Override
	public void setMessage(String value) {
		messageText.setText(value);
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		signGuestbookButton.setEnabled((nameText.length() > 0) && (emailText.length() > 0));
	}

	protected void resetButtons() {
		signGuestbookButton.setText(R.string.signguestbook_screenlet_sign_guestbook_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		nameText = findViewById(R.id.name);
		emailText = findViewById(R.id.email);
		messageText = findViewById(R.id.message);
		signGuestbookButton = findViewById(R.id.sign_guestbook_button);

		nameText.addTextChangedListener(this);
		emailText.addTextChangedListener(this);

		signGuestbookButton.setOnClickListener(this);

		updateButtons();
	}
}
