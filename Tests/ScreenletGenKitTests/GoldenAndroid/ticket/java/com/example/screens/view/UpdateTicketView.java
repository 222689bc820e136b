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
import com.example.screens.UpdateTicketScreenlet;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;

public class UpdateTicketView extends LinearLayout
	implements UpdateTicketViewModel, View.OnClickListener, TextWatcher {

	private EditText subjectText;
	private Button updateTicketButton;
	private BaseScreenlet<?, ?> screenlet;

	public UpdateTicketView(Context context) {
		super(context);
	}

	public UpdateTicketView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public UpdateTicketView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		updateTicketButton.setEnabled(false);

		if (UpdateTicketScreenlet.UPDATE_TICKET_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			updateTicketButton.setText(R.string.updateticket_screenlet_update_ticket_progress);
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

		int title = R.string.updateticket_screenlet_update_ticket_error;

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
		UpdateTicketScreenlet screenlet = (UpdateTicketScreenlet) getScreenlet();

		if (v == updateTicketButton) {
			screenlet.performUserAction(UpdateTicketScreenlet.UPDATE_TICKET_ACTION);
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
	public String getSubject() {
		return subjectText.getText().toString();
	}

	@Override
	public void setSubject(String value) {
		subjectText.setText(value);
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		updateTicketButton.setEnabled(subjectText.length() > 0);
	}

	protected void resetButtons() {
		updateTicketButton.setText(R.string.updateticket_screenlet_update_ticket_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		subjectText = findViewById(R.id.subject);
		updateTicketButton = findViewById(R.id.update_ticket_button);

		subjectText.addTextChangedListener(this);

		updateTicketButton.setOnClickListener(this);

		updateButtons();
	}
}
