package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.ProjectTask;
import com.example.screens.R;

public class ProjectTasksByCodeAdapter extends BaseListAdapter<ProjectTask, ProjectTasksByCodeAdapter.ProjectTasksByCodeViewHolder> {

	public ProjectTasksByCodeAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public ProjectTasksByCodeViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new ProjectTasksByCodeAdapter.ProjectTasksByCodeViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(ProjectTask entry, ProjectTasksByCodeViewHolder holder) {
		holder.bind(entry);
	}

	public class ProjectTasksByCodeViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView title;

		public ProjectTasksByCodeViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			title = view.findViewById(R.id.project_task_title);
		}

		public void bind(ProjectTask entry) {
			title.setText(entry.getTitle());
		}
	}
}
