package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.Bookmark;
import com.example.screens.R;
import java.util.List;

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

	/**
	 * Removes the row of an item, without loading the list again; an item not shown is left alone.
	 */
	public void deleteBookmark(long entryId) {
		SortedBookmarkAdapter adapter = getAdapter();
		List<Bookmark> entries = adapter.getEntries();

		for (int index = 0; index < entries.size(); index++) {
			Bookmark entry = entries.get(index);

			if ((entry != null) && (entry.getEntryId() == entryId)) {
				entries.remove(index);
				adapter.setRowCount(adapter.getItemCount() - 1);
				adapter.notifyItemRemoved(index);

				return;
			}
		}
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
