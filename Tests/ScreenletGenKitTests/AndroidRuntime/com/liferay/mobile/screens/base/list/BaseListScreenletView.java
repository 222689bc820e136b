package com.liferay.mobile.screens.base.list;

import android.content.Context;
import android.util.AttributeSet;
import android.view.View;
import androidx.recyclerview.widget.LinearLayoutManager;
import java.util.List;
import screenletgen.runtime.RuntimeResources;

/**
 * Screens 5.1's list View: a progress bar while the first page loads, then the RecyclerView; the
 * adapter holds a slot per row of the count (null until its page comes), a page's rows put in
 * their slots; a null slot shown asks its page (`onPageNotFound`); a tap on a row tells the
 * listener which entry.
 */
public abstract class BaseListScreenletView<E extends Parcelable, H extends BaseListAdapter.ViewHolder, A extends BaseListAdapter<E, H>> {

	private BaseScreenlet screenlet;

	public BaseListScreenletView(Context context) {
		super(context);
	}

	public BaseListScreenletView(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public BaseListScreenletView(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public BaseListScreenletView(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	@SuppressWarnings("unchecked")
	public void onItemClick(int position, View view) {
		BaseListScreenlet listScreenlet = (BaseListScreenlet) getScreenlet();
		List<E> entries = getAdapter().getEntries();
		if (!entries.isEmpty() && entries.size() > position && listScreenlet.getListener() != null) {
			listScreenlet.getListener().onListItemSelected(entries.get(position), view);
		}
	}

	public void showStartOperation(String actionName) {
		progressBar.setVisibility(View.VISIBLE);
		recyclerView.setVisibility(View.GONE);
	}

	public void showFinishOperation(String actionName) {
		throw new AssertionError("Use showFinishOperation(page, entries, rowCount) instead");
	}

	public void showFinishOperation(int startRow, int endRow, List<E> serverEntries, int totalRowCount) {
		progressBar.setVisibility(View.GONE);
		recyclerView.setVisibility(View.VISIBLE);
		BaseListScreenlet listScreenlet = (BaseListScreenlet) getScreenlet();
		A adapter = getAdapter();
		List<E> entries = adapter.getEntries();
		int rowToFill = startRow - firstRow;
		int realRowCount = totalRowCount - firstRow;
		if (entries.isEmpty()) {
			firstRow = rowToFill;
			realRowCount = totalRowCount - firstRow;
			rowToFill = 0;
			for (int index = 0; index < realRowCount; index++) {
				entries.add(null);
			}
		}
		if (realRowCount != entries.size()) {
			if (realRowCount > entries.size()) {
				for (int index = entries.size(); index < realRowCount; index++) {
					entries.add(null);
				}
			} else {
				// As Screens 5.1 removes them: by index while the list shrinks.
				for (int index = realRowCount; index < entries.size(); index++) {
					entries.remove(index);
				}
			}
		}
		for (int index = 0; index < serverEntries.size() && entries.size() > index + rowToFill; index++) {
			entries.set(index + rowToFill, serverEntries.get(index));
		}
		adapter.setRowCount(realRowCount);
		adapter.notifyDataSetChanged();
		adapter.setLabelFields(listScreenlet.getLabelFields());
	}

	public void showFailedOperation(String actionName, Exception e) {
		throw new AssertionError("Use showFinishOperation(page, entries, rowCount) instead");
	}

	public void showFinishOperation(int startRow, int endRow, Exception e) {
		progressBar.setVisibility(View.GONE);
		recyclerView.setVisibility(View.VISIBLE);
		com.liferay.mobile.screens.util.LiferayLogger.e(getContext().getString(RuntimeResources.identifier("loading_list_error", "string", null)), e);
	}

	@SuppressWarnings("unchecked")
	public A getAdapter() {
		return (A) recyclerView.getAdapter();
	}

	public BaseScreenlet getScreenlet() {
		return screenlet;
	}

	public void setScreenlet(BaseScreenlet screenlet) {
		this.screenlet = screenlet;
	}

	public void onPageNotFound(int row) {
		((BaseListScreenlet) getScreenlet()).loadPageForRow(row + firstRow);
	}

	protected void onFinishInflate() {
		super.onFinishInflate();
		recyclerView = findViewById(RuntimeResources.identifier("liferay_recycler_list", "id", null));
		progressBar = findViewById(RuntimeResources.identifier("liferay_progress", "id", null));
		A adapter = createListAdapter(getItemLayoutId(), getItemProgressLayoutId());
		recyclerView.setHasFixedSize(true);
		recyclerView.setLayoutManager(new LinearLayoutManager(getContext()));
		recyclerView.setAdapter(adapter);
	}

	protected int getItemLayoutId() {
		return RuntimeResources.identifier("list_item_default", "layout", null);
	}

	protected int getItemProgressLayoutId() {
		return RuntimeResources.identifier("list_item_progress_default", "layout", null);
	}
}
