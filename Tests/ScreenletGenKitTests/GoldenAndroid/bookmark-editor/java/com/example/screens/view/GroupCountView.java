package com.example.screens.view;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.Toast;
import com.example.screens.GroupCountScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;

public class GroupCountView extends LinearLayout
	implements GroupCountViewModel, View.OnClickListener {

	private Button countGroupEntriesButton;
	private BaseScreenlet<?, ?> screenlet;

	public GroupCountView(Context context) {
		super(context);
	}

	public GroupCountView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public GroupCountView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		countGroupEntriesButton.setEnabled(false);

		if (GroupCountScreenlet.COUNT_GROUP_ENTRIES_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			countGroupEntriesButton.setText(R.string.groupcount_screenlet_count_group_entries_progress);
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

		int title = R.string.groupcount_screenlet_count_group_entries_error;

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
		GroupCountScreenlet screenlet = (GroupCountScreenlet) getScreenlet();

		if (v == countGroupEntriesButton) {
			screenlet.performUserAction(GroupCountScreenlet.COUNT_GROUP_ENTRIES_ACTION);
		}
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		countGroupEntriesButton.setEnabled(true);
	}

	protected void resetButtons() {
		countGroupEntriesButton.setText(R.string.groupcount_screenlet_count_group_entries_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		countGroupEntriesButton = findViewById(R.id.count_group_entries_button);

		countGroupEntriesButton.setOnClickListener(this);

		updateButtons();
	}
}
