package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.GuestbookEntry;
import com.example.screens.R;
import java.util.List;

public class GuestbookEntryListView
	extends BaseListScreenletView<GuestbookEntry, GuestbookEntryAdapter.GuestbookEntryViewHolder, GuestbookEntryAdapter> {

	public GuestbookEntryListView(Context context) {
		super(context);
	}

	public GuestbookEntryListView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public GuestbookEntryListView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	/**
	 * Adds a row at the end, without loading the list again.
	 */
	public void addGuestbookEntry(GuestbookEntry guestbookEntry) {
		GuestbookEntryAdapter adapter = getAdapter();
		List<GuestbookEntry> entries = adapter.getEntries();

		entries.add(guestbookEntry);
		adapter.setRowCount(entries.size());
		adapter.notifyItemInserted(entries.size() - 1);
	}

	@Override
	protected GuestbookEntryAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new GuestbookEntryAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.guestbookentrylist_row;
	}
}
