package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.ChecklistItem;
import com.example.screens.R;

public class TaskChecklistAdapter extends BaseListAdapter<ChecklistItem, TaskChecklistAdapter.TaskChecklistViewHolder> {

	public TaskChecklistAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public TaskChecklistViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new TaskChecklistAdapter.TaskChecklistViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(ChecklistItem entry, TaskChecklistViewHolder holder) {
		holder.bind(entry);
	}

	public class TaskChecklistViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView label;
		private final TextView checked;

		public TaskChecklistViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			label = view.findViewById(R.id.checklist_item_label);
			checked = view.findViewById(R.id.checklist_item_checked);
		}

		public void bind(ChecklistItem entry) {
			label.setText(entry.getLabel());
			checked.setText((entry.getChecked() == null) ? "" : String.valueOf(entry.getChecked()));
		}
	}
}
