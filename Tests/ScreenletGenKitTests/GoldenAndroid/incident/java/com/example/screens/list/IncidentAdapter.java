package com.example.screens.list;

import android.view.View;
import android.widget.TextView;
import androidx.annotation.NonNull;
import com.liferay.mobile.screens.base.list.BaseListAdapter;
import com.liferay.mobile.screens.base.list.BaseListAdapterListener;
import com.example.screens.Incident;
import com.example.screens.R;

public class IncidentAdapter extends BaseListAdapter<Incident, IncidentAdapter.IncidentViewHolder> {

	public IncidentAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		super(layoutId, progressLayoutId, listener);
	}

	@NonNull
	@Override
	public IncidentViewHolder createViewHolder(View view, BaseListAdapterListener listener) {
		return new IncidentAdapter.IncidentViewHolder(view, listener);
	}

	@Override
	protected void fillHolder(Incident entry, IncidentViewHolder holder) {
		holder.bind(entry);
	}

	public class IncidentViewHolder extends BaseListAdapter.ViewHolder {

		private final TextView title;
		private final TextView severity;
		private final TextView affectedSystems;

		public IncidentViewHolder(View view, BaseListAdapterListener listener) {
			super(view, listener);

			title = view.findViewById(R.id.incident_title);
			severity = view.findViewById(R.id.incident_severity);
			affectedSystems = view.findViewById(R.id.incident_affected_systems);
		}

		public void bind(Incident entry) {
			title.setText(entry.getTitle());
			severity.setText(entry.getSeverityName());
			affectedSystems.setText(entry.getAffectedSystemsName());
		}
	}
}
