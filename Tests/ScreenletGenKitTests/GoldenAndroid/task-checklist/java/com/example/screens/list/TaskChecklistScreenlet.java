package com.example.screens.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.View;
import com.example.screens.ChecklistItem;
import com.example.screens.R;
import com.liferay.mobile.screens.base.list.BaseListScreenlet;
import com.liferay.mobile.screens.cache.CachePolicy;
import com.liferay.mobile.screens.context.LiferayServerContext;

public class TaskChecklistScreenlet extends BaseListScreenlet<ChecklistItem, TaskChecklistInteractor> {

	private long taskId;

	public TaskChecklistScreenlet(Context context) {
		super(context);
	}

	public TaskChecklistScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public TaskChecklistScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public TaskChecklistScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@Override
	public void error(Exception e, String userAction) {
		if (getListener() != null) {
			getListener().error(e, userAction);
		}
	}

	public long getTaskId() {
		return taskId;
	}

	public void setTaskId(long taskId) {
		this.taskId = taskId;
	}

	@Override
	protected View createScreenletView(Context context, AttributeSet attributes) {
		TypedArray typedArray =
			context.getTheme().obtainStyledAttributes(attributes, R.styleable.TaskChecklistScreenlet, 0, 0);

		taskId = castToLong(typedArray.getString(R.styleable.TaskChecklistScreenlet_taskId));

		cachePolicy = CachePolicy.values()[typedArray.getInt(R.styleable.TaskChecklistScreenlet_cachePolicy,
			CachePolicy.REMOTE_FIRST.ordinal())];

		typedArray.recycle();

		return super.createScreenletView(context, attributes);
	}

	@Override
	protected void loadRows(TaskChecklistInteractor interactor) {
		if (getListener() instanceof TaskChecklistListener) {
			((TaskChecklistListener) getListener()).interactorCalled();
		}

		if (taskId <= 0) {
			throw new IllegalArgumentException(getContext().getString(R.string.taskchecklist_screenlet_undefined_taskId));
		}

		// The site: the screenlet's, else (0, or a screenlet built in code) the app's current one.

		interactor.setGroupId((groupId != 0) ? groupId : LiferayServerContext.getGroupId());

		interactor.start(taskId);
	}

	@Override
	protected TaskChecklistInteractor createInteractor(String actionName) {
		return new TaskChecklistInteractor();
	}
}
