package com.example.screens.view;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.Toast;
import com.example.screens.LoadVisitScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;

public class LoadVisitView extends LinearLayout
	implements LoadVisitViewModel, View.OnClickListener {

	private Button loadVisitButton;
	private BaseScreenlet<?, ?> screenlet;

	public LoadVisitView(Context context) {
		super(context);
	}

	public LoadVisitView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public LoadVisitView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		loadVisitButton.setEnabled(false);

		if (LoadVisitScreenlet.LOAD_VISIT_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			loadVisitButton.setText(R.string.loadvisit_screenlet_load_visit_progress);
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

		int title = R.string.loadvisit_screenlet_load_visit_error;

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
		LoadVisitScreenlet screenlet = (LoadVisitScreenlet) getScreenlet();

		if (v == loadVisitButton) {
			screenlet.performUserAction(LoadVisitScreenlet.LOAD_VISIT_ACTION);
		}
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		loadVisitButton.setEnabled(true);
	}

	protected void resetButtons() {
		loadVisitButton.setText(R.string.loadvisit_screenlet_load_visit_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		loadVisitButton = findViewById(R.id.load_visit_button);

		loadVisitButton.setOnClickListener(this);

		updateButtons();
	}
}
