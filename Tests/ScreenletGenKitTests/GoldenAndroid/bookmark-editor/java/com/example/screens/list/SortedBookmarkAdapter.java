package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.Bookmark;
import com.example.screens.R;

public class SortedBookmarkAdapter extends BaseListAdapter<Bookmark, SortedBookmarkAdapter.SortedBookmarkViewHolder> {

	public SortedBookmarkAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public SortedBookmarkViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new SortedBookmarkAdapter.SortedBookmarkViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(Bookmark entry, SortedBookmarkViewHolder holder) {
		holder.bind(entry);
	}

	public class SortedBookmarkViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView name;
		private final TextView url;
		private final TextView visits;

		public SortedBookmarkViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			name = view.findViewById(R.id.bookmark_name);
			url = view.findViewById(R.id.bookmark_url);
			visits = view.findViewById(R.id.bookmark_visits);
		}

		public void bind(Bookmark entry) {
			name.setText(entry.getName());
			url.setText(entry.getUrl());
			visits.setText((entry.getVisits() == null) ? "" : String.valueOf(entry.getVisits()));
		}
	}
}
