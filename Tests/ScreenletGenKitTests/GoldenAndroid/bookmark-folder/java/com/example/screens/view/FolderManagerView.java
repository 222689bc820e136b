package com.example.screens.view;

import android.content.Context;
import android.text.Editable;
import android.text.TextWatcher;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.EditText;
import android.widget.LinearLayout;
import android.widget.Switch;
import android.widget.TextView;
import android.widget.Toast;
import com.example.screens.FolderManagerScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.text.DecimalFormatSymbols;

public class FolderManagerView extends LinearLayout
	implements FolderManagerViewModel, View.OnClickListener, TextWatcher {

	private EditText folderIdText;
	private Switch includeTrashedEntriesSwitch;
	private Button deleteFolderButton;
	private Button loadFolderButton;
	private BaseScreenlet<?, ?> screenlet;

	public FolderManagerView(Context context) {
		super(context);
	}

	public FolderManagerView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public FolderManagerView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		deleteFolderButton.setEnabled(false);
		loadFolderButton.setEnabled(false);

		if (FolderManagerScreenlet.DELETE_FOLDER_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			deleteFolderButton.setText(R.string.foldermanager_screenlet_delete_folder_progress);
		}

		if (FolderManagerScreenlet.LOAD_FOLDER_ACTION.equals(actionName)) {
			loadFolderButton.setText(R.string.foldermanager_screenlet_load_folder_progress);
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

		int title = R.string.foldermanager_screenlet_delete_folder_error;

		if (FolderManagerScreenlet.LOAD_FOLDER_ACTION.equals(actionName)) {
			title = R.string.foldermanager_screenlet_load_folder_error;
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
		FolderManagerScreenlet screenlet = (FolderManagerScreenlet) getScreenlet();

		if (v == deleteFolderButton) {
			screenlet.performUserAction(FolderManagerScreenlet.DELETE_FOLDER_ACTION);
		}

		if (v == loadFolderButton) {
			screenlet.performUserAction(FolderManagerScreenlet.LOAD_FOLDER_ACTION);
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
	public Long getFolderId() {
		return (Long) readNumber(folderIdText.getText(), true);
	}

	@Override
	public void setFolderId(Long value) {
		folderIdText.setText(numberText(value, true));
	}

	@Override
	public boolean getIncludeTrashedEntries() {
		return includeTrashedEntriesSwitch.isChecked();
	}

	@Override
	public void setIncludeTrashedEntries(boolean value) {
		includeTrashedEntriesSwitch.setChecked(value);
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		deleteFolderButton.setEnabled(getFolderId() != null);
		loadFolderButton.setEnabled(getFolderId() != null);
	}

	protected void resetButtons() {
		deleteFolderButton.setText(R.string.foldermanager_screenlet_delete_folder_button);
		loadFolderButton.setText(R.string.foldermanager_screenlet_load_folder_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		folderIdText = findViewById(R.id.folder_id);
		includeTrashedEntriesSwitch = findViewById(R.id.include_trashed_entries);
		deleteFolderButton = findViewById(R.id.delete_folder_button);
		loadFolderButton = findViewById(R.id.load_folder_button);

		folderIdText.addTextChangedListener(this);

		deleteFolderButton.setOnClickListener(this);
		loadFolderButton.setOnClickListener(this);

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
