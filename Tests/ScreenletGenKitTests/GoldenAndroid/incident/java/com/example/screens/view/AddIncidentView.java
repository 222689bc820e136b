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
import android.widget.RadioGroup;
import android.widget.Switch;
import android.widget.TextView;
import android.widget.Toast;
import com.example.screens.AddIncidentScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.List;

public class AddIncidentView extends LinearLayout
	implements AddIncidentViewModel, View.OnClickListener, TextWatcher,
	DatePicker.OnDateChangedListener {

	private EditText titleText;
	private RadioGroup severityGroup;
	private DatePicker reportedOnPicker;
	private EditText affectedUsersText;
	private Switch affectedSystemsPowerChoice;
	private Switch affectedSystemsWaterChoice;
	private Switch affectedSystemsNetworkChoice;
	// The date and time of day shown: the picker changes the day, the time is kept.
	private final Calendar reportedOnShown = Calendar.getInstance();
	// Left out (null, not sent) until the person sets it, or the app does.
	private boolean reportedOnIsSet;
	private Button addIncidentButton;
	private BaseScreenlet<?, ?> screenlet;

	public AddIncidentView(Context context) {
		super(context);
	}

	public AddIncidentView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public AddIncidentView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		addIncidentButton.setEnabled(false);

		if (AddIncidentScreenlet.ADD_INCIDENT_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			addIncidentButton.setText(R.string.addincident_screenlet_add_incident_progress);
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

		int title = R.string.addincident_screenlet_add_incident_error;

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
		AddIncidentScreenlet screenlet = (AddIncidentScreenlet) getScreenlet();

		if (v == addIncidentButton) {
			screenlet.performUserAction(AddIncidentScreenlet.ADD_INCIDENT_ACTION);
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
		if (picker == reportedOnPicker) {
			reportedOnIsSet = true;
		}
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
	public String getSeverity() {
		int checked = severityGroup.getCheckedRadioButtonId();

		if (checked == R.id.severity_none) {
			return "";
		}

		if (checked == R.id.severity_minor) {
			return "minor";
		}

		if (checked == R.id.severity_major) {
			return "major";
		}

		if (checked == R.id.severity_critical) {
			return "critical";
		}

		return "";
	}

	@Override
	public void setSeverity(String value) {
		if ("".equals(value)) {
			severityGroup.check(R.id.severity_none);
		} else if ("minor".equals(value)) {
			severityGroup.check(R.id.severity_minor);
		} else if ("major".equals(value)) {
			severityGroup.check(R.id.severity_major);
		} else if ("critical".equals(value)) {
			severityGroup.check(R.id.severity_critical);
		} else {
			severityGroup.clearCheck();
		}
	}

	@Override
	public Date getReportedOn() {
		if (!reportedOnIsSet) {
			return null;
		}

		Calendar calendar = (Calendar) reportedOnShown.clone();

		// The instant shown, unless the person picked another day: set from the day, a time the
		// zone repeats would be read as its later, standard one.
		if ((calendar.get(Calendar.YEAR) != reportedOnPicker.getYear())
			|| (calendar.get(Calendar.MONTH) != reportedOnPicker.getMonth())
			|| (calendar.get(Calendar.DAY_OF_MONTH) != reportedOnPicker.getDayOfMonth())) {

			calendar.set(reportedOnPicker.getYear(), reportedOnPicker.getMonth(), reportedOnPicker.getDayOfMonth());
		}

		return calendar.getTime();
	}

	@Override
	public void setReportedOn(Date value) {
		reportedOnShown.setTime((value != null) ? value : new Date());

		reportedOnPicker.updateDate(reportedOnShown.get(Calendar.YEAR), reportedOnShown.get(Calendar.MONTH),
			reportedOnShown.get(Calendar.DAY_OF_MONTH));
		reportedOnIsSet = (value != null);
	}

	@Override
	public Integer getAffectedUsers() {
		return readInt(affectedUsersText.getText());
	}

	@Override
	public void setAffectedUsers(Integer value) {
		affectedUsersText.setText(numberText(value, true));
	}

	@Override
	public String getAffectedSystems() {
		StringBuilder keys = new StringBuilder();

		if (affectedSystemsPowerChoice.isChecked()) {
			keys.append((keys.length() == 0) ? "" : ", ").append("power");
		}

		if (affectedSystemsWaterChoice.isChecked()) {
			keys.append((keys.length() == 0) ? "" : ", ").append("water");
		}

		if (affectedSystemsNetworkChoice.isChecked()) {
			keys.append((keys.length() == 0) ? "" : ", ").append("network");
		}

		return keys.toString();
	}

	@Override
	public void setAffectedSystems(String value) {
		// The keys as the portal joins them ("power, water"); a key no switch has is not shown.
		List<String> keys = new ArrayList<>();

		for (String key : ((value == null) ? "" : value).split(",")) {
			keys.add(key.trim());
		}

		affectedSystemsPowerChoice.setChecked(keys.contains("power"));
		affectedSystemsWaterChoice.setChecked(keys.contains("water"));
		affectedSystemsNetworkChoice.setChecked(keys.contains("network"));
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		addIncidentButton.setEnabled((titleText.length() > 0)
			&& ((affectedUsersText.getText().toString().trim().length() == 0) || (getAffectedUsers() != null)));
	}

	protected void resetButtons() {
		addIncidentButton.setText(R.string.addincident_screenlet_add_incident_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		titleText = findViewById(R.id.title);
		severityGroup = findViewById(R.id.severity);
		reportedOnPicker = findViewById(R.id.reported_on);
		affectedUsersText = findViewById(R.id.affected_users);
		affectedSystemsPowerChoice = findViewById(R.id.affected_systems_power);
		affectedSystemsWaterChoice = findViewById(R.id.affected_systems_water);
		affectedSystemsNetworkChoice = findViewById(R.id.affected_systems_network);
		addIncidentButton = findViewById(R.id.add_incident_button);

		titleText.addTextChangedListener(this);
		affectedUsersText.addTextChangedListener(this);
		// DatePicker's own listener setter needs API 26: init sets the date it shows, and the listener.
		reportedOnPicker.init(reportedOnPicker.getYear(), reportedOnPicker.getMonth(), reportedOnPicker.getDayOfMonth(), this);

		addIncidentButton.setOnClickListener(this);

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
		state.putBoolean("reportedOnIsSet", reportedOnIsSet);
		state.putLong("reportedOnShown", reportedOnShown.getTimeInMillis());

		return state;
	}

	/**
	 * Before the widgets restore theirs: a widget's restored state is told to its listener as a change.
	 */
	@Override
	protected void onRestoreInstanceState(Parcelable savedState) {
		Bundle state = (Bundle) savedState;

		super.onRestoreInstanceState(state.getParcelable("super"));

		reportedOnIsSet = state.getBoolean("reportedOnIsSet");
		reportedOnShown.setTimeInMillis(state.getLong("reportedOnShown"));

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
