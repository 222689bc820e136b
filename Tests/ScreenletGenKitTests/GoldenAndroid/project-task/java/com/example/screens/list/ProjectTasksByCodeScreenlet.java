package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.ProjectTask;
import com.example.screens.R;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class ProjectTasksByCodeScreenlet extends BaseListScreenlet<ProjectTask, ProjectTasksByCodeInteractor> {

	private String projectCode;

	public ProjectTasksByCodeScreenlet(Context context) {
		super(context);
	}

	public ProjectTasksByCodeScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public ProjectTasksByCodeScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public ProjectTasksByCodeScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void error(Exception e, String userAction) {
		if (getListener() != null) {
			getListener().error(e, userAction);
		}
	}

	public String getProjectCode() {
		return projectCode;
	}

	public void setProjectCode(String projectCode) {
		this.projectCode = projectCode;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.ProjectTasksByCodeScreenlet, 0, 0);

		projectCode = typedArray.getString(R.styleable.ProjectTasksByCodeScreenlet_projectCode);

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.ProjectTasksByCodeScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(ProjectTasksByCodeInteractor interactor) {
		if (getListener() instanceof ProjectTasksByCodeListener) {
			((ProjectTasksByCodeListener) getListener()).interactorCalled();
		}

		if ((projectCode == null) || projectCode.isEmpty()) {
			throw new IllegalArgumentException(getContext().getString(R.string.projecttasksbycode_screenlet_empty_projectCode));
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(projectCode);
	}

	@Override
	protected ProjectTasksByCodeInteractor createInteractor(String actionName) {
		return new ProjectTasksByCodeInteractor();
	}
}
