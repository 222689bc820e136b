package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.ProjectTask;
import com.example.screens.R;

public class ProjectTasksView
	extends BaseListScreenletView<ProjectTask, ProjectTasksAdapter.ProjectTasksViewHolder, ProjectTasksAdapter> {

	public ProjectTasksView(Context context) {
		super(context);
	}

	public ProjectTasksView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public ProjectTasksView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	protected ProjectTasksAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new ProjectTasksAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.projecttasks_row;
	}
}
