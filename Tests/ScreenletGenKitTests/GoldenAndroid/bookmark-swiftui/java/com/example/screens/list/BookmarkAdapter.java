package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.Bookmark;
import com.example.screens.R;

public class BookmarkAdapter extends BaseListAdapter<Bookmark, BookmarkAdapter.BookmarkViewHolder> {

	public BookmarkAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public BookmarkViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new BookmarkAdapter.BookmarkViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(Bookmark entry, BookmarkViewHolder holder) {
		holder.bind(entry);
	}

	public class BookmarkViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView name;

		public BookmarkViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			name = view.findViewById(R.id.bookmark_name);
		}

		public void bind(Bookmark entry) {
			name.setText(entry.getName());
		}
	}
}
