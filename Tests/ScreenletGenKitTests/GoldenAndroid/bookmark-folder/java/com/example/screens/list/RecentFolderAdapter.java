package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.BookmarkFolder;
import com.example.screens.R;

public class RecentFolderAdapter extends BaseListAdapter<BookmarkFolder, RecentFolderAdapter.RecentFolderViewHolder> {

	public RecentFolderAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public RecentFolderViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new RecentFolderAdapter.RecentFolderViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(BookmarkFolder entry, RecentFolderViewHolder holder) {
		holder.bind(entry);
	}

	public class RecentFolderViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView createDate;

		public RecentFolderViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			createDate = view.findViewById(R.id.bookmark_folder_create_date);
		}

		public void bind(BookmarkFolder entry) {
			createDate.setText(String.valueOf(entry.getCreateDate()));
		}
	}
}
