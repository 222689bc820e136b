package com.example.screens.view;

import android.content.Context;
import android.os.Bundle;
import android.os.Parcelable;
import android.text.Editable;
import android.text.TextWatcher;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.DatePicker;
import android.widget.EditText;
import android.widget.LinearLayout;
import android.widget.TextView;
import android.widget.Toast;
import com.example.screens.AddTicketScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.util.Calendar;
import java.util.Date;

public class AddTicketView extends LinearLayout
	implements AddTicketViewModel, View.OnClickListener, TextWatcher,
	DatePicker.OnDateChangedListener {

	private EditText subjectText;
	private EditText priorityText;
	private DatePicker dueDatePicker;
	// The date and time of day shown: the picker changes the day, the time is kept.
	private final Calendar dueDateShown = Calendar.getInstance();
	// Left out (null, not sent) until the person sets it, or the app does.
	private boolean dueDateIsSet;
	private Button addTicketButton;
	private BaseScreenlet<?, ?> screenlet;

	public AddTicketView(Context context) {
		super(context);
	}

	public AddTicketView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public AddTicketView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		addTicketButton.setEnabled(false);

		if (AddTicketScreenlet.ADD_TICKET_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			addTicketButton.setText(R.string.addticket_screenlet_add_ticket_progress);
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

		int title = R.string.addticket_screenlet_add_ticket_error;

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
		AddTicketScreenlet screenlet = (AddTicketScreenlet) getScreenlet();

		if (v == addTicketButton) {
			screenlet.performUserAction(AddTicketScreenlet.ADD_TICKET_ACTION);
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
	public void onDateChanged(DatePicker picker, int year, int month, int dayOfMonth) {
		if (picker == dueDatePicker) {
			dueDateIsSet = true;
		}
	}

	@Override
	public String getSubject() {
		return subjectText.getText().toString();
	}

	@Override
	public void setSubject(String value) {
		subjectText.setText(value);
	}

	@Override
	public String getPriority() {
		return priorityText.getText().toString();
	}

	@Override
	public void setPriority(String value) {
		priorityText.setText(value);
	}

	@Override
	public Date getDueDate() {
		if (!dueDateIsSet) {
			return null;
		}

		Calendar calendar = (Calendar) dueDateShown.clone();

		// The instant shown, unless the person picked another day: set from the day, a time the
		// zone repeats would be read as its later, standard one.
		if ((calendar.get(Calendar.YEAR) != dueDatePicker.getYear())
			|| (calendar.get(Calendar.MONTH) != dueDatePicker.getMonth())
			|| (calendar.get(Calendar.DAY_OF_MONTH) != dueDatePicker.getDayOfMonth())) {

			calendar.set(dueDatePicker.getYear(), dueDatePicker.getMonth(), dueDatePicker.getDayOfMonth());
		}

		return calendar.getTime();
	}

	@Override
	public void setDueDate(Date value) {
		dueDateShown.setTime((value != null) ? value : new Date());

		dueDatePicker.updateDate(dueDateShown.get(Calendar.YEAR), dueDateShown.get(Calendar.MONTH),
			dueDateShown.get(Calendar.DAY_OF_MONTH));
		dueDateIsSet = (value != null);
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		addTicketButton.setEnabled(subjectText.length() > 0);
	}

	protected void resetButtons() {
		addTicketButton.setText(R.string.addticket_screenlet_add_ticket_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		subjectText = findViewById(R.id.subject);
		priorityText = findViewById(R.id.priority);
		dueDatePicker = findViewById(R.id.due_date);
		addTicketButton = findViewById(R.id.add_ticket_button);

		subjectText.addTextChangedListener(this);
		// DatePicker's own listener setter needs API 26: init sets the date it shows, and the listener.
		dueDatePicker.init(dueDatePicker.getYear(), dueDatePicker.getMonth(), dueDatePicker.getDayOfMonth(), this);

		addTicketButton.setOnClickListener(this);

		updateButtons();
	}

	/**
	 * What the widgets do not keep themselves through a configuration change (a rotation): Android
	 * saves it under the layout's id, and each widget's own state under the widget's id.
	 */
	@Override
	protected Parcelable onSaveInstanceState() {
		Bundle state = new Bundle();

		state.putParcelable("super", super.onSaveInstanceState());
		state.putBoolean("dueDateIsSet", dueDateIsSet);
		state.putLong("dueDateShown", dueDateShown.getTimeInMillis());

		return state;
	}

	/**
	 * Before the widgets restore theirs: a widget's restored state is told to its listener as a change.
	 */
	@Override
	protected void onRestoreInstanceState(Parcelable savedState) {
		Bundle state = (Bundle) savedState;

		super.onRestoreInstanceState(state.getParcelable("super"));

		dueDateIsSet = state.getBoolean("dueDateIsSet");
		dueDateShown.setTimeInMillis(state.getLong("dueDateShown"));

		resetButtons();
	}
}
