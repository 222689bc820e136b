package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.Ticket;
import com.example.screens.R;

public class TicketSearchAdapter extends BaseListAdapter<Ticket, TicketSearchAdapter.TicketSearchViewHolder> {

	public TicketSearchAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public TicketSearchViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new TicketSearchAdapter.TicketSearchViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(Ticket entry, TicketSearchViewHolder holder) {
		holder.bind(entry);
	}

	public class TicketSearchViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView subject;
		private final TextView priority;

		public TicketSearchViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			subject = view.findViewById(R.id.ticket_subject);
			priority = view.findViewById(R.id.ticket_priority);
		}

		public void bind(Ticket entry) {
			subject.setText(entry.getSubject());
			priority.setText(entry.getPriorityName());
		}
	}
}
