package com.example.screens.list;

import android.content.Context;
import android.util.AttributeSet;
import com.liferay.mobile.screens.base.list.BaseListScreenletView;
import com.example.screens.Incident;
import com.example.screens.R;
import java.util.List;

public class IncidentListView
	extends BaseListScreenletView<Incident, IncidentAdapter.IncidentViewHolder, IncidentAdapter> {

	public IncidentListView(Context context) {
		super(context);
	}

	public IncidentListView(Context context, AttributeSet attributes) {
		super(context, attributes);
	}

	public IncidentListView(Context context, AttributeSet attributes, int defaultStyle) {
		super(context, attributes, defaultStyle);
	}

	/**
	 * Adds a row at the end, without loading the list again.
	 */
	public void addIncident(Incident incident) {
		IncidentAdapter adapter = getAdapter();
		List<Incident> entries = adapter.getEntries();

		entries.add(incident);
		adapter.setRowCount(entries.size());
		adapter.notifyItemInserted(entries.size() - 1);
	}

	/**
	 * Replaces the row of the same item, without loading the list again; an item not shown is
	 * left alone.
	 */
	public void updateIncident(Incident incident) {
		IncidentAdapter adapter = getAdapter();
		List<Incident> entries = adapter.getEntries();

		for (int index = 0; index < entries.size(); index++) {
			Incident entry = entries.get(index);

			if ((entry != null) && (entry.getId() == incident.getId())) {
				entries.set(index, incident);
				adapter.notifyItemChanged(index);

				return;
			}
		}
	}

	/**
	 * Removes the row of an item, without loading the list again; an item not shown is left alone.
	 */
	public void deleteIncident(long id) {
		IncidentAdapter adapter = getAdapter();
		List<Incident> entries = adapter.getEntries();

		for (int index = 0; index < entries.size(); index++) {
			Incident entry = entries.get(index);

			if ((entry != null) && (entry.getId() == id)) {
				entries.remove(index);
				adapter.setRowCount(adapter.getItemCount() - 1);
				adapter.notifyItemRemoved(index);

				return;
			}
		}
	}

	@Override
	protected IncidentAdapter createListAdapter(int itemLayoutId, int itemProgressLayoutId) {
		return new IncidentAdapter(itemLayoutId, itemProgressLayoutId, this);
	}

	@Override
	protected int getItemLayoutId() {
		return R.layout.incidentlist_row;
	}
}
