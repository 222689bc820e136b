package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.BookmarkFolder;
import com.example.screens.R;

public class RecentFolderListView
	extends BaseListScreenletView<BookmarkFolder, RecentFolderAdapter.RecentFolderViewHolder, RecentFolderAdapter> {

	public RecentFolderListView(Context context) {
		super(context);
	}

	public RecentFolderListView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public RecentFolderListView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	protected RecentFolderAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new RecentFolderAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.recentfolderlist_row;
	}
}
