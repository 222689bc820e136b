package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.Ticket;
import com.example.screens.R;
import java.util.List;

public class TicketSearchView
	extends BaseListScreenletView<Ticket, TicketSearchAdapter.TicketSearchViewHolder, TicketSearchAdapter> {

	public TicketSearchView(Context context) {
		super(context);
	}

	public TicketSearchView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public TicketSearchView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	/**
	 * Adds a row at the end, without loading the list again.
	 */
	public void addTicket(Ticket ticket) {
		TicketSearchAdapter adapter = getAdapter();
		List<Ticket> entries = adapter.getEntries();

		entries.add(ticket);
		adapter.setRowCount(entries.size());
		adapter.notifyItemInserted(entries.size() - 1);
	}

	@Override
	protected TicketSearchAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new TicketSearchAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.ticketsearch_row;
	}
}
