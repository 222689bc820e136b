package com.example.screens.view;

import android.content.Context;
import android.os.Bundle;
import android.os.Parcelable;
import android.text.Editable;
import android.text.TextWatcher;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.CompoundButton;
import android.widget.DatePicker;
import android.widget.EditText;
import android.widget.LinearLayout;
import android.widget.Switch;
import android.widget.TextView;
import android.widget.Toast;
import com.example.screens.AddVisitScreenlet;
import com.example.screens.R;
import com.example.screens.VisitRequest;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.text.DecimalFormatSymbols;
import java.util.Calendar;
import java.util.Date;

public class AddVisitView extends LinearLayout
	implements AddVisitViewModel, View.OnClickListener, TextWatcher,
	DatePicker.OnDateChangedListener,
	CompoundButton.OnCheckedChangeListener {

	private EditText hostText;
	private EditText kindText;
	private DatePicker dayPicker;
	private DatePicker startsAtPicker;
	private EditText durationHoursText;
	private EditText guestsText;
	private EditText feeText;
	private Switch confirmedSwitch;
	private EditText visitorBadgeText;
	private EditText notesText;
	private EditText programmeText;
	// Left out (null, not sent) until the person sets it, or the app does.
	private boolean dayIsSet;
	// The date and time of day shown: the picker changes the day, the time is kept.
	private final Calendar startsAtShown = Calendar.getInstance();
	// Left out (null, not sent) until the person sets it, or the app does.
	private boolean startsAtIsSet;
	// Left out (null, not sent) until the person sets it, or the app does.
	private boolean confirmedIsSet;
	private Button addVisitButton;
	private BaseScreenlet<?, ?> screenlet;

	public AddVisitView(Context context) {
		super(context);
	}

	public AddVisitView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public AddVisitView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		addVisitButton.setEnabled(false);

		if (AddVisitScreenlet.ADD_VISIT_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			addVisitButton.setText(R.string.addvisit_screenlet_add_visit_progress);
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

		int title = R.string.addvisit_screenlet_add_visit_error;

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
		AddVisitScreenlet screenlet = (AddVisitScreenlet) getScreenlet();

		if (v == addVisitButton) {
			screenlet.performUserAction(AddVisitScreenlet.ADD_VISIT_ACTION);
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
		if (picker == dayPicker) {
			dayIsSet = true;
		}
		if (picker == startsAtPicker) {
			startsAtIsSet = true;
		}
	}

	@Override
	public void onCheckedChanged(CompoundButton button, boolean checked) {
		if (button == confirmedSwitch) {
			confirmedIsSet = true;
		}
	}

	@Override
	public String getHost() {
		return hostText.getText().toString();
	}

	@Override
	public void setHost(String value) {
		hostText.setText(value);
	}

	@Override
	public String getKind() {
		return kindText.getText().toString();
	}

	@Override
	public void setKind(String value) {
		kindText.setText(value);
	}

	@Override
	public Date getDay() {
		if (!dayIsSet) {
			return null;
		}

		// The day's first instant in the device's zone, which is not always its midnight.
		Calendar calendar = Calendar.getInstance();

		calendar.clear();
		calendar.set(dayPicker.getYear(), dayPicker.getMonth(), dayPicker.getDayOfMonth());

		return VisitRequest.firstInstant(calendar);
	}

	@Override
	public void setDay(Date value) {
		Calendar dayShown = Calendar.getInstance();

		dayShown.setTime((value != null) ? value : new Date());

		dayPicker.updateDate(dayShown.get(Calendar.YEAR), dayShown.get(Calendar.MONTH),
			dayShown.get(Calendar.DAY_OF_MONTH));
		dayIsSet = (value != null);
	}

	@Override
	public Date getStartsAt() {
		if (!startsAtIsSet) {
			return null;
		}

		Calendar calendar = (Calendar) startsAtShown.clone();

		// The instant shown, unless the person picked another day: set from the day, a time the
		// zone repeats would be read as its later, standard one.
		if ((calendar.get(Calendar.YEAR) != startsAtPicker.getYear())
			|| (calendar.get(Calendar.MONTH) != startsAtPicker.getMonth())
			|| (calendar.get(Calendar.DAY_OF_MONTH) != startsAtPicker.getDayOfMonth())) {

			calendar.set(startsAtPicker.getYear(), startsAtPicker.getMonth(), startsAtPicker.getDayOfMonth());
		}

		return calendar.getTime();
	}

	@Override
	public void setStartsAt(Date value) {
		startsAtShown.setTime((value != null) ? value : new Date());

		startsAtPicker.updateDate(startsAtShown.get(Calendar.YEAR), startsAtShown.get(Calendar.MONTH),
			startsAtShown.get(Calendar.DAY_OF_MONTH));
		startsAtIsSet = (value != null);
	}

	@Override
	public Double getDurationHours() {
		return (Double) readNumber(durationHoursText.getText(), false);
	}

	@Override
	public void setDurationHours(Double value) {
		durationHoursText.setText(numberText(value, false));
	}

	@Override
	public Integer getGuests() {
		return readInt(guestsText.getText());
	}

	@Override
	public void setGuests(Integer value) {
		guestsText.setText(numberText(value, true));
	}

	@Override
	public Double getFee() {
		return (Double) readNumber(feeText.getText(), false);
	}

	@Override
	public void setFee(Double value) {
		feeText.setText(numberText(value, false));
	}

	@Override
	public Boolean getConfirmed() {
		return confirmedIsSet ? (Boolean) confirmedSwitch.isChecked() : null;
	}

	@Override
	public void setConfirmed(Boolean value) {
		confirmedSwitch.setChecked(Boolean.TRUE.equals(value));
		confirmedIsSet = (value != null);
	}

	@Override
	public Long getVisitorBadge() {
		return (Long) readNumber(visitorBadgeText.getText(), true);
	}

	@Override
	public void setVisitorBadge(Long value) {
		visitorBadgeText.setText(numberText(value, true));
	}

	@Override
	public String getNotes() {
		return notesText.getText().toString();
	}

	@Override
	public void setNotes(String value) {
		notesText.setText(value);
	}

	@Override
	public String getProgramme() {
		return programmeText.getText().toString();
	}

	@Override
	public void setProgramme(String value) {
		programmeText.setText(value);
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		addVisitButton.setEnabled((hostText.length() > 0)
			&& ((durationHoursText.getText().toString().trim().length() == 0) || (getDurationHours() != null))
			&& ((guestsText.getText().toString().trim().length() == 0) || (getGuests() != null))
			&& ((feeText.getText().toString().trim().length() == 0) || (getFee() != null))
			&& ((visitorBadgeText.getText().toString().trim().length() == 0) || (getVisitorBadge() != null)));
	}

	protected void resetButtons() {
		addVisitButton.setText(R.string.addvisit_screenlet_add_visit_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		hostText = findViewById(R.id.host);
		kindText = findViewById(R.id.kind);
		dayPicker = findViewById(R.id.day);
		startsAtPicker = findViewById(R.id.starts_at);
		durationHoursText = findViewById(R.id.duration_hours);
		guestsText = findViewById(R.id.guests);
		feeText = findViewById(R.id.fee);
		confirmedSwitch = findViewById(R.id.confirmed);
		visitorBadgeText = findViewById(R.id.visitor_badge);
		notesText = findViewById(R.id.notes);
		programmeText = findViewById(R.id.programme);
		addVisitButton = findViewById(R.id.add_visit_button);

		hostText.addTextChangedListener(this);
		durationHoursText.addTextChangedListener(this);
		guestsText.addTextChangedListener(this);
		feeText.addTextChangedListener(this);
		visitorBadgeText.addTextChangedListener(this);
		// DatePicker's own listener setter needs API 26: init sets the date it shows, and the listener.
		dayPicker.init(dayPicker.getYear(), dayPicker.getMonth(), dayPicker.getDayOfMonth(), this);
		// DatePicker's own listener setter needs API 26: init sets the date it shows, and the listener.
		startsAtPicker.init(startsAtPicker.getYear(), startsAtPicker.getMonth(), startsAtPicker.getDayOfMonth(), this);
		confirmedSwitch.setOnCheckedChangeListener(this);

		addVisitButton.setOnClickListener(this);

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
		state.putBoolean("dayIsSet", dayIsSet);
		state.putBoolean("startsAtIsSet", startsAtIsSet);
		state.putLong("startsAtShown", startsAtShown.getTimeInMillis());
		state.putBoolean("confirmedIsSet", confirmedIsSet);

		return state;
	}

	/**
	 * Before the widgets restore theirs: a widget's restored state is told to its listener as a change.
	 */
	@Override
	protected void onRestoreInstanceState(Parcelable savedState) {
		Bundle state = (Bundle) savedState;

		super.onRestoreInstanceState(state.getParcelable("super"));

		dayIsSet = state.getBoolean("dayIsSet");
		startsAtIsSet = state.getBoolean("startsAtIsSet");
		startsAtShown.setTimeInMillis(state.getLong("startsAtShown"));
		confirmedIsSet = state.getBoolean("confirmedIsSet");

		resetButtons();
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
	 * A whole number that fits an int; null for any other text.
	 */
	private static Integer readInt(CharSequence typed) {
		Number number = readNumber(typed, true);

		return ((number == null) || (number.longValue() != (int) number.longValue())) ? null : (int) number.longValue();
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
