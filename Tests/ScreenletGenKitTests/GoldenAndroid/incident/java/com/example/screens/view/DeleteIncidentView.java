package com.example.screens.view;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.Toast;
import com.example.screens.DeleteIncidentScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;

public class DeleteIncidentView extends LinearLayout
	implements DeleteIncidentViewModel, View.OnClickListener {

	private Button deleteIncidentButton;
	private BaseScreenlet<?, ?> screenlet;

	public DeleteIncidentView(Context context) {
		super(context);
	}

	public DeleteIncidentView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public DeleteIncidentView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		deleteIncidentButton.setEnabled(false);

		if (DeleteIncidentScreenlet.DELETE_INCIDENT_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			deleteIncidentButton.setText(R.string.deleteincident_screenlet_delete_incident_progress);
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

		int title = R.string.deleteincident_screenlet_delete_incident_error;

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
		DeleteIncidentScreenlet screenlet = (DeleteIncidentScreenlet) getScreenlet();

		if (v == deleteIncidentButton) {
			screenlet.performUserAction(DeleteIncidentScreenlet.DELETE_INCIDENT_ACTION);
		}
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		deleteIncidentButton.setEnabled(true);
	}

	protected void resetButtons() {
		deleteIncidentButton.setText(R.string.deleteincident_screenlet_delete_incident_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		deleteIncidentButton = findViewById(R.id.delete_incident_button);

		deleteIncidentButton.setOnClickListener(this);

		updateButtons();
	}
}
