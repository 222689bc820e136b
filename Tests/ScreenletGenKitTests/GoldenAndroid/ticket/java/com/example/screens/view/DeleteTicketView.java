package com.example.screens.view;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.Toast;
import com.example.screens.DeleteTicketScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;

public class DeleteTicketView extends LinearLayout
	implements DeleteTicketViewModel, View.OnClickListener {

	private Button deleteTicketButton;
	private BaseScreenlet<?, ?> screenlet;

	public DeleteTicketView(Context context) {
		super(context);
	}

	public DeleteTicketView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public DeleteTicketView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		deleteTicketButton.setEnabled(false);

		if (DeleteTicketScreenlet.DELETE_TICKET_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			deleteTicketButton.setText(R.string.deleteticket_screenlet_delete_ticket_progress);
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

		int title = R.string.deleteticket_screenlet_delete_ticket_error;

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
		DeleteTicketScreenlet screenlet = (DeleteTicketScreenlet) getScreenlet();

		if (v == deleteTicketButton) {
			screenlet.performUserAction(DeleteTicketScreenlet.DELETE_TICKET_ACTION);
		}
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		deleteTicketButton.setEnabled(true);
	}

	protected void resetButtons() {
		deleteTicketButton.setText(R.string.deleteticket_screenlet_delete_ticket_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		deleteTicketButton = findViewById(R.id.delete_ticket_button);

		deleteTicketButton.setOnClickListener(this);

		updateButtons();
	}
}
