package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.BookmarkFolder;
import com.example.screens.R;

public class FolderAdapter extends BaseListAdapter<BookmarkFolder, FolderAdapter.FolderViewHolder> {

	public FolderAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public FolderViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new FolderAdapter.FolderViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(BookmarkFolder entry, FolderViewHolder holder) {
		holder.bind(entry);
	}

	public class FolderViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView name;

		public FolderViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			name = view.findViewById(R.id.bookmark_folder_name);
		}

		public void bind(BookmarkFolder entry) {
			name.setText(entry.getName());
		}
	}
}
