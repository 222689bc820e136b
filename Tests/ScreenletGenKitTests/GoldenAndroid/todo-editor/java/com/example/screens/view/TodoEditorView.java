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
import com.example.screens.R;
import com.example.screens.TodoEditorScreenlet;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.text.DecimalFormatSymbols;
import java.util.Calendar;
import java.util.Date;

public class TodoEditorView extends LinearLayout
	implements TodoEditorViewModel, View.OnClickListener, TextWatcher,
	RadioGroup.OnCheckedChangeListener {

	private EditText titleText;
	private EditText notesText;
	private DatePicker dueDatePicker;
	private Switch doneSwitch;
	private RadioGroup priorityGroup;
	private RadioGroup statusGroup;
	private EditText estimateText;
	// The date and time of day shown: the picker changes the day, the time is kept.
	private final Calendar dueDateShown = Calendar.getInstance();
	private Button loadItemButton;
	private Button updateItemButton;
	private BaseScreenlet<?, ?> screenlet;

	public TodoEditorView(Context context) {
		super(context);
	}

	public TodoEditorView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public TodoEditorView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		loadItemButton.setEnabled(false);
		updateItemButton.setEnabled(false);

		if (TodoEditorScreenlet.LOAD_ITEM_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			loadItemButton.setText(R.string.todoeditor_screenlet_load_item_progress);
		}

		if (TodoEditorScreenlet.UPDATE_ITEM_ACTION.equals(actionName)) {
			updateItemButton.setText(R.string.todoeditor_screenlet_update_item_progress);
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

		int title = R.string.todoeditor_screenlet_load_item_error;

		if (TodoEditorScreenlet.UPDATE_ITEM_ACTION.equals(actionName)) {
			title = R.string.todoeditor_screenlet_update_item_error;
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
		TodoEditorScreenlet screenlet = (TodoEditorScreenlet) getScreenlet();

		if (v == loadItemButton) {
			screenlet.performUserAction(TodoEditorScreenlet.LOAD_ITEM_ACTION);
		}

		if (v == updateItemButton) {
			screenlet.performUserAction(TodoEditorScreenlet.UPDATE_ITEM_ACTION);
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
	public void onCheckedChanged(RadioGroup group, int checkedId) {
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
	public String getNotes() {
		return notesText.getText().toString();
	}

	@Override
	public void setNotes(String value) {
		notesText.setText(value);
	}

	@Override
	public Date getDueDate() {
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
	}

	@Override
	public boolean getDone() {
		return doneSwitch.isChecked();
	}

	@Override
	public void setDone(boolean value) {
		doneSwitch.setChecked(value);
	}

	@Override
	public int getPriority() {
		int checked = priorityGroup.getCheckedRadioButtonId();

		if (checked == R.id.priority_1) {
			return 1;
		}

		if (checked == R.id.priority_2) {
			return 2;
		}

		if (checked == R.id.priority_3) {
			return 3;
		}

		return 0;
	}

	@Override
	public void setPriority(int value) {
		if (value == 1) {
			priorityGroup.check(R.id.priority_1);
		} else if (value == 2) {
			priorityGroup.check(R.id.priority_2);
		} else if (value == 3) {
			priorityGroup.check(R.id.priority_3);
		} else {
			priorityGroup.clearCheck();
		}
	}

	@Override
	public String getStatus() {
		int checked = statusGroup.getCheckedRadioButtonId();

		if (checked == R.id.status_open) {
			return "open";
		}

		if (checked == R.id.status_in_progress) {
			return "in-progress";
		}

		if (checked == R.id.status_closed) {
			return "closed";
		}

		return "";
	}

	@Override
	public void setStatus(String value) {
		if ("open".equals(value)) {
			statusGroup.check(R.id.status_open);
		} else if ("in-progress".equals(value)) {
			statusGroup.check(R.id.status_in_progress);
		} else if ("closed".equals(value)) {
			statusGroup.check(R.id.status_closed);
		} else {
			statusGroup.clearCheck();
		}
	}

	@Override
	public Double getEstimate() {
		return (Double) readNumber(estimateText.getText(), false);
	}

	@Override
	public void setEstimate(Double value) {
		estimateText.setText(numberText(value, false));
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		loadItemButton.setEnabled(true);
		updateItemButton.setEnabled((titleText.length() > 0)
			&& (priorityGroup.getCheckedRadioButtonId() != -1)
			&& (getEstimate() != null));
	}

	protected void resetButtons() {
		loadItemButton.setText(R.string.todoeditor_screenlet_load_item_button);
		updateItemButton.setText(R.string.todoeditor_screenlet_update_item_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		titleText = findViewById(R.id.title);
		notesText = findViewById(R.id.notes);
		dueDatePicker = findViewById(R.id.due_date);
		doneSwitch = findViewById(R.id.done);
		priorityGroup = findViewById(R.id.priority);
		statusGroup = findViewById(R.id.status);
		estimateText = findViewById(R.id.estimate);
		loadItemButton = findViewById(R.id.load_item_button);
		updateItemButton = findViewById(R.id.update_item_button);

		titleText.addTextChangedListener(this);
		estimateText.addTextChangedListener(this);

		priorityGroup.setOnCheckedChangeListener(this);

		loadItemButton.setOnClickListener(this);
		updateItemButton.setOnClickListener(this);

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

		dueDateShown.setTimeInMillis(state.getLong("dueDateShown"));

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
