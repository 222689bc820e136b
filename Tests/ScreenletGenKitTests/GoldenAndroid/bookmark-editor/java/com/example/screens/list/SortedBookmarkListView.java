package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.Bookmark;
import com.example.screens.R;

public class SortedBookmarkListView
	extends BaseListScreenletView<Bookmark, SortedBookmarkAdapter.SortedBookmarkViewHolder, SortedBookmarkAdapter> {

	public SortedBookmarkListView(Context context) {
		super(context);
	}

	public SortedBookmarkListView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public SortedBookmarkListView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	protected SortedBookmarkAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new SortedBookmarkAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.sortedbookmarklist_row;
	}
}
