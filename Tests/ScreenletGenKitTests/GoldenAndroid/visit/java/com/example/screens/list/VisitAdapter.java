package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.Visit;
import com.example.screens.R;

public class VisitAdapter extends BaseListAdapter<Visit, VisitAdapter.VisitViewHolder> {

	public VisitAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public VisitViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new VisitAdapter.VisitViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(Visit entry, VisitViewHolder holder) {
		holder.bind(entry);
	}

	public class VisitViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView host;
		private final TextView kind;

		public VisitViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			host = view.findViewById(R.id.visit_host);
			kind = view.findViewById(R.id.visit_kind);
		}

		public void bind(Visit entry) {
			host.setText(entry.getHost());
			kind.setText(entry.getKindName());
		}
	}
}
