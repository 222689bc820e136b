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
import com.example.screens.AddArticleScreenlet;
import com.example.screens.R;
import com.liferay.mobile.screens.base.BaseScreenlet;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.io.File;

public class AddArticleView extends LinearLayout
	implements AddArticleViewModel, View.OnClickListener, TextWatcher {

	private EditText titleText;
	private EditText bodyText;
	private TextView coverLabel;
	// The path of the file the app chose (a document picker's copy, a photo): null, none.
	private String coverPath;
	private Button addArticleButton;
	private BaseScreenlet<?, ?> screenlet;

	public AddArticleView(Context context) {
		super(context);
	}

	public AddArticleView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public AddArticleView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	public void showStartOperation(String actionName) {
		addArticleButton.setEnabled(false);

		if (AddArticleScreenlet.ADD_ARTICLE_ACTION.equals(actionName) || BaseScreenlet.DEFAULT_ACTION.equals(actionName)) {
			addArticleButton.setText(R.string.addarticle_screenlet_add_article_progress);
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

		int title = R.string.addarticle_screenlet_add_article_error;

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
		AddArticleScreenlet screenlet = (AddArticleScreenlet) getScreenlet();

		if (v == addArticleButton) {
			screenlet.performUserAction(AddArticleScreenlet.ADD_ARTICLE_ACTION);
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
	public String getBody() {
		return bodyText.getText().toString();
	}

	@Override
	public void setBody(String value) {
		bodyText.setText(value);
	}

	@Override
	public String getCover() {
		return coverPath;
	}

	@Override
	public void setCover(String value) {
		coverPath = value;

		coverLabel.setText((value == null) ? getContext().getString(R.string.addarticle_screenlet_cover_caption) : new File(value).getName());
	}

	/**
	 * Each button is enabled only while the inputs its action requires are filled in.
	 */
	protected void updateButtons() {
		addArticleButton.setEnabled(titleText.length() > 0);
	}

	protected void resetButtons() {
		addArticleButton.setText(R.string.addarticle_screenlet_add_article_button);
		updateButtons();
	}

	@Override
	protected void onFinishInflate() {
		super.onFinishInflate();

		titleText = findViewById(R.id.title);
		bodyText = findViewById(R.id.body);
		coverLabel = findViewById(R.id.cover);
		addArticleButton = findViewById(R.id.add_article_button);

		titleText.addTextChangedListener(this);

		addArticleButton.setOnClickListener(this);

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
