package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.ProjectTask;
import com.example.screens.R;

public class ProjectTasksByCodeView
	extends BaseListScreenletView<ProjectTask, ProjectTasksByCodeAdapter.ProjectTasksByCodeViewHolder, ProjectTasksByCodeAdapter> {

	public ProjectTasksByCodeView(Context context) {
		super(context);
	}

	public ProjectTasksByCodeView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public ProjectTasksByCodeView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	protected ProjectTasksByCodeAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new ProjectTasksByCodeAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.projecttasksbycode_row;
	}
}
