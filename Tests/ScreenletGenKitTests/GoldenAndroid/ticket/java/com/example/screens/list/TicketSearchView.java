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

	/**
	 * Replaces the row of the same item, without loading the list again; an item not shown is
	 * left alone.
	 */
	public void updateTicket(Ticket ticket) {
		TicketSearchAdapter adapter = getAdapter();
		List<Ticket> entries = adapter.getEntries();

		for (int index = 0; index < entries.size(); index++) {
			Ticket entry = entries.get(index);

			if ((entry != null) && (entry.getId() == ticket.getId())) {
				entries.set(index, ticket);
				adapter.notifyItemChanged(index);

				return;
			}
		}
	}

	/**
	 * Removes the row of an item, without loading the list again; an item not shown is left alone.
	 */
	public void deleteTicket(long id) {
		TicketSearchAdapter adapter = getAdapter();
		List<Ticket> entries = adapter.getEntries();

		for (int index = 0; index < entries.size(); index++) {
			Ticket entry = entries.get(index);

			if ((entry != null) && (entry.getId() == id)) {
				entries.remove(index);
				adapter.setRowCount(adapter.getItemCount() - 1);
				adapter.notifyItemRemoved(index);

				return;
			}
		}
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
