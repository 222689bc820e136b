// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/list/BaseListAdapter.java
package com.liferay.mobile.screens.base.list;

import android.view.View;
import android.view.ViewGroup;
import android.widget.TextView;
import androidx.annotation.NonNull;
import androidx.recyclerview.widget.RecyclerView;
import java.util.List;

public abstract class BaseListAdapter<E, H extends BaseListAdapter.ViewHolder> extends RecyclerView.Adapter<H> {

	protected static final int LAYOUT_TYPE_DEFAULT = 0;
	protected static final int LAYOUT_TYPE_PROGRESS = 1;

	public BaseListAdapter(int layoutId, int progressLayoutId, BaseListAdapterListener listener) { throw new RuntimeException("Stub!"); }

	public List<E> getEntries() { throw new RuntimeException("Stub!"); }

	public List<String> getLabelFields() { throw new RuntimeException("Stub!"); }

	public void setLabelFields(List<String> labelFields) { throw new RuntimeException("Stub!"); }

	@Override
	public int getItemCount() { throw new RuntimeException("Stub!"); }

	public BaseListAdapterListener getListener() { throw new RuntimeException("Stub!"); }

	@Override
	public int getItemViewType(int position) { throw new RuntimeException("Stub!"); }

	public int getLayoutId() { throw new RuntimeException("Stub!"); }

	public int getProgressLayoutId() { throw new RuntimeException("Stub!"); }

	@Override
	public void onBindViewHolder(H holder, int position) { throw new RuntimeException("Stub!"); }

	@Override
	public H onCreateViewHolder(ViewGroup parent, int viewType) { throw new RuntimeException("Stub!"); }

	@NonNull
	public abstract H createViewHolder(View view, BaseListAdapterListener listener);

	public void setRowCount(int rowCount) { throw new RuntimeException("Stub!"); }

	protected abstract void fillHolder(E entry, H holder);

	public static class ViewHolder extends RecyclerView.ViewHolder implements View.OnClickListener {

		public TextView textView;

		public ViewHolder(View view, BaseListAdapterListener listener) { super(view); throw new RuntimeException("Stub!"); }

		@Override
		public void onClick(View v) { throw new RuntimeException("Stub!"); }
	}
}
