package com.example.screens.view;

import android.content.Context;
import android.os.Bundle;
import android.os.Parcelable;
import android.text.Editable;
import android.text.TextWatcher;
import android.util.AttributeSet;
import android.view.View;
import android.widget.Button;
import android.widget.EditText;
import android.widget.LinearLayout;
import android.widget.TextView;
import android.widget.Toast;
import com.example.screens.R;
import com.example.screens.RetitleArticleScreenlet;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.io.File;

public class RetitleArticleView extends LinearLayout
	implements RetitleArticleViewModel, View.OnClickListener, TextWatcher {

	private EditText titleText;
	private TextView coverLabel;
	// The path of the file the app chose (a document picker's copy, a photo): null, none.
	private String coverPath;
	private Button retitleArticleButton;
	private BaseScreenlet<?, ?> screenlet;

	public RetitleArticleView(Context context) {
		super(context);
	}

	public RetitleArticleView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public RetitleArticleView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		retitleArticleButton.setEnabled(false);

		if (RetitleArticleScreenlet.RETITLE_ARTICLE_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			retitleArticleButton.setText(R.string.retitlearticle_screenlet_retitle_article_progress);
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

		int title = R.string.retitlearticle_screenlet_retitle_article_error;

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
		RetitleArticleScreenlet screenlet = (RetitleArticleScreenlet) getScreenlet();

		if (v == retitleArticleButton) {
			screenlet.performUserAction(RetitleArticleScreenlet.RETITLE_ARTICLE_ACTION);
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
	public String getCover() {
		return coverPath;
	}

	@Override
	public void setCover(String value) {
		coverPath = value;

		coverLabel.setText((value == null) ? getContext().getString(R.string.retitlearticle_screenlet_cover_caption) : new File(value).getName());
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		retitleArticleButton.setEnabled(titleText.length() > 0);
	}

	protected void resetButtons() {
		retitleArticleButton.setText(R.string.retitlearticle_screenlet_retitle_article_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		titleText = findViewById(R.id.title);
		coverLabel = findViewById(R.id.cover);
		retitleArticleButton = findViewById(R.id.retitle_article_button);

		titleText.addTextChangedListener(this);

		retitleArticleButton.setOnClickListener(this);

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
		state.putString("coverPath", coverPath);

		return state;
	}

	/**
	 * Before the widgets restore theirs: a widget's restored state is told to its listener as a change.
	 */
	@Override
	protected void onRestoreInstanceState(Parcelable savedState) {
		Bundle state = (Bundle) savedState;

		super.onRestoreInstanceState(state.getParcelable("super"));

		setCover(state.getString("coverPath"));

		resetButtons();
	}
}
