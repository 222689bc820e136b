package com.liferay.mobile.screens.base.list.interactor;

import java.util.List;

/** A page: its query, its rows' events and the list's row count. */
public class BaseListEvent<E> {

	private List<E> entries;
	private int rowCount;
	private Query query;

	public BaseListEvent() {
	}

	public BaseListEvent(Query query, List<E> entries, int rowCount) {
		this.query = query;
		this.entries = entries;
		this.rowCount = rowCount;
	}

	public List<E> getEntries() {
		return entries;
	}

	public void setEntries(List<E> entries) {
		this.entries = entries;
	}

	public int getStartRow() {
		return query.getStartRow();
	}

	public int getEndRow() {
		return query.getEndRow();
	}

	public int getRowCount() {
		return rowCount;
	}

	public Query getQuery() {
		return query;
	}

	public void setQuery(Query query) {
		this.query = query;
	}
}
