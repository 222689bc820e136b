package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.Bookmark;
import com.example.screens.R;
import java.util.List;

public class BookmarkListView
	extends BaseListScreenletView<Bookmark, BookmarkAdapter.BookmarkViewHolder, BookmarkAdapter> {

	public BookmarkListView(Context context) {
		super(context);
	}

	public BookmarkListView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public BookmarkListView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	/**
	 * Adds a row at the end, without loading the list again.
	 */
	public void addBookmark(Bookmark bookmark) {
		BookmarkAdapter adapter = getAdapter();
		List<Bookmark> entries = adapter.getEntries();

		entries.add(bookmark);
		adapter.setRowCount(entries.size());
		adapter.notifyItemInserted(entries.size() - 1);
	}

	@Override
	protected BookmarkAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new BookmarkAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.bookmarklist_row;
	}
}
