package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.Ticket;
import com.example.screens.R;

public class TicketAdapter extends BaseListAdapter<Ticket, TicketAdapter.TicketViewHolder> {

	public TicketAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public TicketViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new TicketAdapter.TicketViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(Ticket entry, TicketViewHolder holder) {
		holder.bind(entry);
	}

	public class TicketViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView subject;

		public TicketViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			subject = view.findViewById(R.id.ticket_subject);
		}

		public void bind(Ticket entry) {
			subject.setText(entry.getSubject());
		}
	}
}
