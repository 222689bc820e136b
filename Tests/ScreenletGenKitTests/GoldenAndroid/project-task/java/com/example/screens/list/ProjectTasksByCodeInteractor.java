package com.example.screens.list;

import com.example.screens.ProjectTask;
import com.example.screens.ProjectTaskRequest;
import com.example.screens.R;
import com.liferay.mobile.screens.base.list.interactor.BaseListInteractor;
import com.liferay.mobile.screens.base.list.interactor.BaseListInteractorListener;
import com.liferay.mobile.screens.base.list.interactor.Query;
import com.liferay.mobile.screens.cache.Cache;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONObject;

public class ProjectTasksByCodeInteractor
	extends BaseListInteractor<BaseListInteractorListener<ProjectTask>, ProjectTaskEvent> {

	// The row count a page's answer had on this thread (Screens runs pages on a pool of
	// threads): getPageRowCountRequest, called next, answers it.
	private final ThreadLocal<Integer> rowCount = new ThreadLocal<>();

	@Override
	protected JSONArray getPageRowsRequest(Query query, Object... args) throws Exception {
		String projectCode = (String) args[0];

		JSONArray rows = new JSONArray();
		Integer totalCount = null;
		boolean full = false;

		// The portal's pages start at 1 and have one size: rows [startRow, endRow) are one page,
		// or the end of one and the start of the next.
		for (int[] page : ProjectTaskRequest.pages(query.getStartRow(), query.getEndRow())) {
			Object answer = new ProjectTaskRequest("GET", "/by-external-reference-code/" + ProjectTaskRequest.segment(projectCode) + "/projectTasks")
				.query("page", String.valueOf(page[0]))
				.query("pageSize", String.valueOf(page[1]))
				.query("sort", "title:asc")
				.send(getSession());
			JSONArray items = (answer instanceof JSONObject) ? ((JSONObject) answer).optJSONArray("items") : null;

			if (items == null) {
				throw new Exception(LiferayScreensContext.getContext().getString(R.string.projecttasksbycode_screenlet_invalid_answer));
			}

			int first = (page[0] - 1) * page[1];

			for (int index = 0; index < items.length(); index++) {
				if ((first + index >= query.getStartRow()) && (first + index < query.getEndRow())) {
					rows.put(items.get(index));
				}
			}

			Object count = ((JSONObject) answer).opt("totalCount");

			totalCount = (count instanceof Number) ? ((Number) count).intValue() : null;
			full = items.length() >= page[1];

			if (!full) {
				break;
			}
		}

		// No count in the answer: the rows so far, and one more while a page comes full, whose
		// progress row asks for the next.
		rowCount.set((totalCount != null) ? totalCount : (query.getStartRow() + rows.length() + (full ? 1 : 0)));

		return rows;
	}

	@Override
	protected Integer getPageRowCountRequest(Object... args) throws Exception {
		Integer rows = rowCount.get();

		rowCount.remove();

		return (rows == null) ? 0 : rows;
	}

	@Override
	protected ProjectTaskEvent createEntity(Map<String, Object> stringObjectMap) {

		// A row the model cannot read would stop the app when its cell is shown: the page fails.

		if (!ProjectTask.isComplete(stringObjectMap)) {
			throw new IllegalArgumentException(
				LiferayScreensContext.getContext().getString(R.string.projecttasksbycode_screenlet_invalid_answer));
		}

		return new ProjectTaskEvent(new ProjectTask(stringObjectMap));
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return String.valueOf(groupId) + Cache.SEPARATOR + args[0];
	}
}
