package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.ChecklistItem;
import com.example.screens.R;

public class TaskChecklistView
	extends BaseListScreenletView<ChecklistItem, TaskChecklistAdapter.TaskChecklistViewHolder, TaskChecklistAdapter> {

	public TaskChecklistView(Context context) {
		super(context);
	}

	public TaskChecklistView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public TaskChecklistView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	protected TaskChecklistAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new TaskChecklistAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.taskchecklist_row;
	}
}
