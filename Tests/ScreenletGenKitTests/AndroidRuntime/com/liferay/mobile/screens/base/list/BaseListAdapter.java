package com.liferay.mobile.screens.base.list;

import android.view.LayoutInflater;
import android.view.View;
import android.view.ViewGroup;
import java.util.ArrayList;
import java.util.List;
import screenletgen.runtime.RuntimeResources;

/** A slot per row: a null one is a progress row, which asks for its page when shown. */
public abstract class BaseListAdapter<E, H extends BaseListAdapter.ViewHolder> {

	private final List<E> entries = new ArrayList<>();
	private int layoutId;
	private BaseListAdapterListener listener;
	private int progressLayoutId;
	private int rowCount;
	private List<String> labelFields;

	public BaseListAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) {
		this.layoutId = layoutId;
		this.progressLayoutId = progressLayoutId;
		this.listener = listener;
	}

	public List<E> getEntries() {
		return entries;
	}

	public List<String> getLabelFields() {
		return labelFields;
	}

	public void setLabelFields(List<String> labelFields) {
		this.labelFields = labelFields;
	}

	public int getItemCount() {
		return rowCount;
	}

	public BaseListAdapterListener getListener() {
		return listener;
	}

	public int getItemViewType(int position) {
		return entries.get(position) != null ? LAYOUT_TYPE_DEFAULT : LAYOUT_TYPE_PROGRESS;
	}

	public int getLayoutId() {
		return layoutId;
	}

	public int getProgressLayoutId() {
		return progressLayoutId;
	}

	public void onBindViewHolder(H holder, int position) {
		E entry = entries.get(position);
		if (entry != null) {
			fillHolder(entry, holder);
		} else {
			listener.onPageNotFound(position);
		}
	}

	public H onCreateViewHolder(ViewGroup parent, int viewType) {
		View view = LayoutInflater.from(parent.getContext()).inflate(viewType == LAYOUT_TYPE_DEFAULT ? layoutId : progressLayoutId, parent, false);
		return createViewHolder(view, listener);
	}

	public void setRowCount(int rowCount) {
		this.rowCount = rowCount;
	}

	// in ViewHolder
	private BaseListAdapterListener listener;

	public ViewHolder(View view, BaseListAdapterListener listener) {
		super(view);
		this.textView = view.findViewById(RuntimeResources.identifier("liferay_list_title", "id", null));
		this.listener = listener;
		view.setOnClickListener(this);
	}

	public void onClick(View v) {
		listener.onItemClick(getAdapterPosition(), v);
	}
}
