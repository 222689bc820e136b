package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.BookmarkFolder;
import com.example.screens.R;

public class FolderListView
	extends BaseListScreenletView<BookmarkFolder, FolderAdapter.FolderViewHolder, FolderAdapter> {

	public FolderListView(Context context) {
		super(context);
	}

	public FolderListView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public FolderListView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	@Override
	protected FolderAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new FolderAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.folderlist_row;
	}
}
