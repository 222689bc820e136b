package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.ProjectTask;
import com.example.screens.R;

public class ProjectTaskAdapter extends BaseListAdapter<ProjectTask, ProjectTaskAdapter.ProjectTaskViewHolder> {

	public ProjectTaskAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public ProjectTaskViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new ProjectTaskAdapter.ProjectTaskViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(ProjectTask entry, ProjectTaskViewHolder holder) {
		holder.bind(entry);
	}

	public class ProjectTaskViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView title;
		private final TextView projectName;
		private final TextView priority;
		private final TextView labels;

		public ProjectTaskViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			title = view.findViewById(R.id.project_task_title);
			projectName = view.findViewById(R.id.project_task_project_name);
			priority = view.findViewById(R.id.project_task_priority);
			labels = view.findViewById(R.id.project_task_labels);
		}

		public void bind(ProjectTask entry) {
			title.setText(entry.getTitle());
			projectName.setText(entry.getProjectName());
			priority.setText(entry.getPriorityName());
			labels.setText(entry.getLabelsName());
		}
	}
}
