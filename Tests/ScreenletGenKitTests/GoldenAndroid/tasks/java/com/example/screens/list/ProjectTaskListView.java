package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.ProjectTask;
import com.example.screens.R;
import java.util.List;

public class ProjectTaskListView
	extends BaseListScreenletView<ProjectTask, ProjectTaskAdapter.ProjectTaskViewHolder, ProjectTaskAdapter> {

	public ProjectTaskListView(Context context) {
		super(context);
	}

	public ProjectTaskListView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public ProjectTaskListView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	/**
	 * Adds a row at the end, without loading the list again.
	 */
	public void addProjectTask(ProjectTask projectTask) {
		ProjectTaskAdapter adapter = getAdapter();
		List<ProjectTask> entries = adapter.getEntries();

		entries.add(projectTask);
		adapter.setRowCount(entries.size());
		adapter.notifyItemInserted(entries.size() - 1);
	}

	@Override
	protected ProjectTaskAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new ProjectTaskAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.projecttasklist_row;
	}
}
