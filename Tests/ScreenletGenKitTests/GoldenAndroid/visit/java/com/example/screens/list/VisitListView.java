package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.Visit;
import com.example.screens.R;

public class VisitListView
	extends BaseListScreenletView<Visit, VisitAdapter.VisitViewHolder, VisitAdapter> {

	public VisitListView(Context context) {
		super(context);
	}

	public VisitListView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public VisitListView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	protected VisitAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new VisitAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.visitlist_row;
	}
}
