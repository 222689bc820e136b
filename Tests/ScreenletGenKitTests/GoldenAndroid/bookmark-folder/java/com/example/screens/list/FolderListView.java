package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.BookmarkFolder;
import com.example.screens.R;
import java.util.List;

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

	/**
	 * Removes the row of an item, without loading the list again; an item not shown is left alone.
	 */
	public void deleteBookmarkFolder(long folderId) {
		FolderAdapter adapter = getAdapter();
		List<BookmarkFolder> entries = adapter.getEntries();

		for (int index = 0; index < entries.size(); index++) {
			BookmarkFolder entry = entries.get(index);

			if ((entry != null) && (entry.getFolderId() == folderId)) {
				entries.remove(index);
				adapter.setRowCount(adapter.getItemCount() - 1);
				adapter.notifyItemRemoved(index);

				return;
			}
		}
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
