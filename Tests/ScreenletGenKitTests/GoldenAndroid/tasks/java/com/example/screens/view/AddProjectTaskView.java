package com.example.screens.view;

import android.app.AlertDialog;
import android.content.Context;
import android.content.DialogInterface;
import android.os.Bundle;
import android.os.Parcelable;
import android.text.Editable;
import android.text.TextWatcher;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.EditText;
import android.widget.LinearLayout;
import android.widget.RadioGroup;
import android.widget.Switch;
import android.widget.TextView;
import android.widget.Toast;
import com.example.screens.AddProjectTaskScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class AddProjectTaskView extends LinearLayout
	implements AddProjectTaskViewModel, View.OnClickListener, TextWatcher {

	private EditText titleText;
	private Button projectIdButton;
	private RadioGroup priorityGroup;
	private Switch labelsDesignChoice;
	private Switch labelsBackendChoice;
	private Switch labelsMobileChoice;
	// The chosen Project's id, set by the person's choice (or by the app): null, none.
	private Long projectId;
	// The titles of the Project entries offered, by id: the button shows the chosen one's.
	private final Map<Long, String> projectTitles = new HashMap<>();
	private Button addProjectTaskButton;
	private BaseScreenlet<?, ?> screenlet;

	public AddProjectTaskView(Context context) {
		super(context);
	}

	public AddProjectTaskView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public AddProjectTaskView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		addProjectTaskButton.setEnabled(false);
		projectIdButton.setEnabled(false);

		if (AddProjectTaskScreenlet.ADD_PROJECT_TASK_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			addProjectTaskButton.setText(R.string.addprojecttask_screenlet_add_project_task_progress);
		}

		if (AddProjectTaskScreenlet.LOAD_PROJECT_CHOICES_ACTION.equals(actionName)) {
			projectIdButton.setText(R.string.addprojecttask_screenlet_load_project_choices_progress);
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

		int title = R.string.addprojecttask_screenlet_add_project_task_error;

		if (AddProjectTaskScreenlet.LOAD_PROJECT_CHOICES_ACTION.equals(actionName)) {
			title = R.string.addprojecttask_screenlet_load_project_choices_error;
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
		AddProjectTaskScreenlet screenlet = (AddProjectTaskScreenlet) getScreenlet();

		if (v == addProjectTaskButton) {
			screenlet.performUserAction(AddProjectTaskScreenlet.ADD_PROJECT_TASK_ACTION);
		}

		if (v == projectIdButton) {
			screenlet.performUserAction(AddProjectTaskScreenlet.LOAD_PROJECT_CHOICES_ACTION);
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
	public Long getProjectId() {
		return projectId;
	}

	@Override
	public void setProjectId(Long value) {
		projectId = value;

		projectIdButton.setText(projectIdTitle());
	}

	@Override
	public String getPriority() {
		int checked = priorityGroup.getCheckedRadioButtonId();

		if (checked == R.id.priority_none) {
			return "";
		}

		if (checked == R.id.priority_low) {
			return "low";
		}

		if (checked == R.id.priority_normal) {
			return "normal";
		}

		if (checked == R.id.priority_urgent) {
			return "urgent";
		}

		return "";
	}

	@Override
	public void setPriority(String value) {
		if ("".equals(value)) {
			priorityGroup.check(R.id.priority_none);
		} else if ("low".equals(value)) {
			priorityGroup.check(R.id.priority_low);
		} else if ("normal".equals(value)) {
			priorityGroup.check(R.id.priority_normal);
		} else if ("urgent".equals(value)) {
			priorityGroup.check(R.id.priority_urgent);
		} else {
			priorityGroup.clearCheck();
		}
	}

	@Override
	public String getLabels() {
		StringBuilder keys = new StringBuilder();

		if (labelsDesignChoice.isChecked()) {
			keys.append((keys.length() == 0) ? "" : ", ").append("design");
		}

		if (labelsBackendChoice.isChecked()) {
			keys.append((keys.length() == 0) ? "" : ", ").append("backend");
		}

		if (labelsMobileChoice.isChecked()) {
			keys.append((keys.length() == 0) ? "" : ", ").append("mobile");
		}

		return keys.toString();
	}

	@Override
	public void setLabels(String value) {
		// The keys as the portal joins them ("power, water"); a key no switch has is not shown.
		List<String> keys = new ArrayList<>();

		for (String key : ((value == null) ? "" : value).split(",")) {
			keys.add(key.trim());
		}

		labelsDesignChoice.setChecked(keys.contains("design"));
		labelsBackendChoice.setChecked(keys.contains("backend"));
		labelsMobileChoice.setChecked(keys.contains("mobile"));
	}

	/**
	 * Offers the Project entries in a dialog: a tap on one chooses it, None chooses none, Cancel
	 * keeps the choice.
	 */
	@Override
	public void showProjectChoices(List<String> titles, final List<Long> ids) {
		for (int i = 0; i < ids.size(); i++) {
			projectTitles.put(ids.get(i), titles.get(i));
		}

		AlertDialog.Builder dialog = new AlertDialog.Builder(getContext())
			.setTitle(R.string.addprojecttask_screenlet_projectId_caption)
			.setNegativeButton(R.string.addprojecttask_screenlet_cancel, null);

		// A dialog with a message shows no list: the message only when there is nothing to choose.
		if (titles.isEmpty()) {
			dialog.setMessage(R.string.addprojecttask_screenlet_projectId_no_choices);
		} else {
			dialog.setItems(titles.toArray(new CharSequence[0]), new DialogInterface.OnClickListener() {
				@Override
				public void onClick(DialogInterface shown, int which) {
					setProjectId(ids.get(which));
				}
			});
		}

		dialog.setNeutralButton(R.string.addprojecttask_screenlet_projectId_no_choice, new DialogInterface.OnClickListener() {
			@Override
			public void onClick(DialogInterface shown, int which) {
				setProjectId(null);
			}
		});

		dialog.show();
	}

	/**
	 * The chosen Project's title, its id where it was not offered, or the button's caption.
	 */
	private String projectIdTitle() {
		if (projectId == null) {
			return getContext().getString(R.string.addprojecttask_screenlet_projectId_choose);
		}

		String title = projectTitles.get(projectId);

		return (title != null) ? title : String.valueOf(projectId);
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		addProjectTaskButton.setEnabled(titleText.length() > 0);
	}

	protected void resetButtons() {
		addProjectTaskButton.setText(R.string.addprojecttask_screenlet_add_project_task_button);
		projectIdButton.setText(projectIdTitle());
		projectIdButton.setEnabled(true);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		titleText = findViewById(R.id.title);
		projectIdButton = findViewById(R.id.project_id);
		priorityGroup = findViewById(R.id.priority);
		labelsDesignChoice = findViewById(R.id.labels_design);
		labelsBackendChoice = findViewById(R.id.labels_backend);
		labelsMobileChoice = findViewById(R.id.labels_mobile);
		addProjectTaskButton = findViewById(R.id.add_project_task_button);

		titleText.addTextChangedListener(this);

		addProjectTaskButton.setOnClickListener(this);
		projectIdButton.setOnClickListener(this);

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
		state.putBundle("projectTitles", titlesState(projectTitles));

		if (projectId != null) {
			state.putLong("projectId", projectId);
		}

		return state;
	}

	/**
	 * Before the widgets restore theirs: a widget's restored state is told to its listener as a change.
	 */
	@Override
	protected void onRestoreInstanceState(Parcelable savedState) {
		Bundle state = (Bundle) savedState;

		super.onRestoreInstanceState(state.getParcelable("super"));

		restoreTitles(state.getBundle("projectTitles"), projectTitles);
		setProjectId(state.containsKey("projectId") ? Long.valueOf(state.getLong("projectId")) : null);

		resetButtons();
	}

	/**
	 * The titles offered, by id, as a Bundle keyed by each id's digits.
	 */
	private static Bundle titlesState(Map<Long, String> titles) {
		Bundle state = new Bundle();

		for (Map.Entry<Long, String> entry : titles.entrySet()) {
			state.putString(String.valueOf(entry.getKey()), entry.getValue());
		}

		return state;
	}

	private static void restoreTitles(Bundle state, Map<Long, String> titles) {
		titles.clear();

		if (state != null) {
			for (String key : state.keySet()) {
				titles.put(Long.valueOf(key), state.getString(key));
			}
		}
	}
}
