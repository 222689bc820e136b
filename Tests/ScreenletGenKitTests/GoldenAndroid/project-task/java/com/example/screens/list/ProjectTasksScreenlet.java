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

public class ProjectTasksScreenlet extends BaseListScreenlet<ProjectTask, ProjectTasksInteractor> {

	private long projectId;

	public ProjectTasksScreenlet(Context context) {
		super(context);
	}

	public ProjectTasksScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public ProjectTasksScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public ProjectTasksScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void error(Exception e, String userAction) {
		if (getListener() != null) {
			getListener().error(e, userAction);
		}
	}

	public long getProjectId() {
		return projectId;
	}

	public void setProjectId(long projectId) {
		this.projectId = projectId;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.ProjectTasksScreenlet, 0, 0);

		projectId = castToLong(typedArray.getString(R.styleable.ProjectTasksScreenlet_projectId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.ProjectTasksScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(ProjectTasksInteractor interactor) {
		if (getListener() instanceof ProjectTasksListener) {
			((ProjectTasksListener) getListener()).interactorCalled();
		}

		if (projectId <= 0) {
			throw new IllegalArgumentException(getContext().getString(R.string.projecttasks_screenlet_undefined_projectId));
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(projectId);
	}

	@Override
	protected ProjectTasksInteractor createInteractor(String actionName) {
		return new ProjectTasksInteractor();
	}
}
