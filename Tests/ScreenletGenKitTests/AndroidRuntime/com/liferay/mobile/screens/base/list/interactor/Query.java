package com.liferay.mobile.screens.base.list.interactor;

import com.liferay.mobile.android.service.JSONObjectWrapper;
import java.util.Locale;
import org.json.JSONObject;

/** A page's rows, [startRow, endRow), and its order. */
public class Query {

	private int startRow;
	private int endRow;
	private String comparator;

	public Query() {
	}

	public Query(int startRow, int endRow, String comparator) {
		this.startRow = startRow;
		this.endRow = endRow;
		this.comparator = comparator;
	}

	public int getStartRow() {
		return startRow;
	}

	public String getStartRowFormatted() {
		return String.format(Locale.US, "%05d", startRow);
	}

	public String getEndRowFormatted() {
		return String.format(Locale.US, "%05d", endRow);
	}

	public int getEndRow() {
		return endRow;
	}

	public String getComparator() {
		return comparator;
	}

	public JSONObjectWrapper getComparatorJSONWrapper() {
		return comparator == null ? null : new JSONObjectWrapper(comparator, new JSONObject());
	}

	public int getLimit() {
		return endRow - startRow;
	}
}
