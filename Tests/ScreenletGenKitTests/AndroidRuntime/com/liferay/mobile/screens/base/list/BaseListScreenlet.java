package com.liferay.mobile.screens.base.list;

import android.content.Context;
import android.content.res.TypedArray;
import android.util.AttributeSet;
import android.view.LayoutInflater;
import android.view.View;
import com.liferay.mobile.screens.base.list.interactor.Query;
import java.util.ArrayList;
import java.util.List;
import screenletgen.runtime.RuntimeResources;

/**
 * Screens 5.1's list screenlet: the first page holds firstPageSize rows (50 unless the layout
 * says), each next one pageSize (25); loading a page starts the interactor with that page's
 * query (`loadRows`); the first page shows the View's progress; loading starts when the screenlet
 * is attached if autoLoad (true unless the layout says). Rows and failures go to the View, then
 * to the listener.
 */
public abstract class BaseListScreenlet<E, N extends BaseListInteractor> {

	private List<String> labelFields;

	public BaseListScreenlet(Context context) {
		super(context);
	}

	public BaseListScreenlet(Context context, AttributeSet attrs) {
		super(context, attrs);
	}

	public BaseListScreenlet(Context context, AttributeSet attrs, int defStyleAttr) {
		super(context, attrs, defStyleAttr);
	}

	public BaseListScreenlet(Context context, AttributeSet attrs, int defStyleAttr, int defStyleRes) {
		super(context, attrs, defStyleAttr, defStyleRes);
	}

	public void loadPageForRow(int row) {
		loadPage(getPageFromRow(row));
	}

	public void onListRowsFailure(int startRow, int endRow, Exception e) {
		getViewModel().showFinishOperation(startRow, endRow, e);
		if (listener != null) {
			listener.onListPageFailed(startRow, e);
		}
	}

	@SuppressWarnings("unchecked")
	public void onListRowsReceived(int startRow, int endRow, List<E> entries, int rowCount) {
		getViewModel().showFinishOperation(startRow, endRow, entries, rowCount);
		if (listener != null) {
			listener.onListPageReceived(startRow, endRow, entries, rowCount);
		}
	}

	public int getFirstRowForPage(int page) {
		return page == 0 ? 0 : firstPageSize + (page - 1) * pageSize;
	}

	public int getPageFromRow(int row) {
		return row < firstPageSize ? 0 : (row - firstPageSize) / pageSize + 1;
	}

	@SuppressWarnings("unchecked")
	public void loadPage(int page) {
		if (page == 0) {
			getViewModel().showStartOperation(LOAD_INITIAL_PAGE_ACTION);
		}
		int startRow = getFirstRowForPage(page);
		int endRow = getFirstRowForPage(page + 1);
		try {
			N interactor = getInteractor();
			interactor.setQuery(new Query(startRow, endRow, obcClassName));
			loadRows(interactor);
		} catch (Exception e) {
			onListRowsFailure(startRow, endRow, e);
		}
	}

	public boolean isAutoLoad() {
		return autoLoad;
	}

	public void setAutoLoad(boolean autoLoad) {
		this.autoLoad = autoLoad;
	}

	public int getFirstPageSize() {
		return firstPageSize;
	}

	public void setFirstPageSize(int firstPageSize) {
		this.firstPageSize = firstPageSize;
	}

	public BaseListListener getListener() {
		return listener;
	}

	public void setListener(BaseListListener listener) {
		this.listener = listener;
	}

	public int getPageSize() {
		return pageSize;
	}

	public void setPageSize(int pageSize) {
		this.pageSize = pageSize;
	}

	public List<String> getLabelFields() {
		return labelFields;
	}

	public void setLabelFields(List<String> labelFields) {
		this.labelFields = labelFields;
	}

	protected View createScreenletView(Context context, AttributeSet attributes) {
		// AssetListScreenlet's styleable, read by name: the module's R has no Screens styleable.
		String layout = RuntimeResources.text(attributes, "app:layoutId");
		int layoutId = layout == null ? getDefaultLayoutId() : RuntimeResources.reference(layout);
		String first = RuntimeResources.text(attributes, "app:firstPageSize");
		firstPageSize = first == null ? FIRST_PAGE_SIZE : Integer.parseInt(first);
		String size = RuntimeResources.text(attributes, "app:pageSize");
		pageSize = size == null ? PAGE_SIZE : Integer.parseInt(size);
		String load = RuntimeResources.text(attributes, "app:autoLoad");
		autoLoad = load == null || Boolean.parseBoolean(load);
		String labels = RuntimeResources.text(attributes, "app:labelFields");
		if (labels == null) {
			com.liferay.mobile.screens.util.LiferayLogger.e("No labelFields configured");
		}
		labelFields = new ArrayList<>();
		for (String label : (labels == null ? "" : labels).split(",")) {
			labelFields.add(label.trim());
		}
		obcClassName = RuntimeResources.text(attributes, "app:obcClassName");
		return LayoutInflater.from(context).inflate(layoutId, null);
	}

	protected void onScreenletAttached() {
		super.onScreenletAttached();
		if (autoLoad) {
			loadPage(0);
		}
	}

	protected void onUserAction(String userActionName, N interactor, Object... args) {
	}
}
