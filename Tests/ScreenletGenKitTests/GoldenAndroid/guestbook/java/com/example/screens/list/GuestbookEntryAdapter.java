package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.GuestbookEntry;
import com.example.screens.R;

public class GuestbookEntryAdapter extends BaseListAdapter<GuestbookEntry, GuestbookEntryAdapter.GuestbookEntryViewHolder> {

	public GuestbookEntryAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public GuestbookEntryViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new GuestbookEntryAdapter.GuestbookEntryViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(GuestbookEntry entry, GuestbookEntryViewHolder holder) {
		holder.bind(entry);
	}

	public class GuestbookEntryViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView message;

		public GuestbookEntryViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			message = view.findViewById(R.id.guestbook_entry_message);
		}

		public void bind(GuestbookEntry entry) {
			message.setText(entry.getMessage());
		}
	}
}
