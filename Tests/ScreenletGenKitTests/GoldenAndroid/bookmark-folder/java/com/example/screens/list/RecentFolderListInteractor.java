package com.example.screens.list;

import com.example.screens.BookmarkFolder;
import com.example.screens.R;
import com.example.screens.service.v7.BookmarksFolderService;
import com.liferay.mobile.screens.base.list.interactor.BaseListInteractor;
import com.liferay.mobile.screens.base.list.interactor.BaseListInteractorListener;
import com.liferay.mobile.screens.base.list.interactor.Query;
import com.liferay.mobile.screens.cache.Cache;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import java.util.Map;
import org.json.JSONArray;

public class RecentFolderListInteractor
	extends BaseListInteractor<BaseListInteractorListener<BookmarkFolder>, BookmarkFolderEvent> {

	// The rows a page call had on this thread (Screens runs pages on a pool of threads):
	// getPageRowCountRequest, called next, counts from them, as the page call has no count.
	private final ThreadLocal<Integer> rowCount = new ThreadLocal<>();

	@Override
	protected JSONArray getPageRowsRequest(Query query, Object... args) throws Exception {
		JSONArray rows = new BookmarksFolderService(getSession()).getFolders(groupId);

		int received = (rows == null) ? 0 : rows.length();

		// The page call takes no rows: its one page is the whole list.
		rowCount.set(received);

		return rows;
	}

	@Override
	protected Integer getPageRowCountRequest(Object... args) throws Exception {
		Integer rows = rowCount.get();

		rowCount.remove();

		return (rows == null) ? 0 : rows;
	}

	@Override
	protected BookmarkFolderEvent createEntity(Map<String, Object> stringObjectMap) {

		// A row the model cannot read would stop the app when its cell is shown: the page fails.

		if (!BookmarkFolder.isComplete(stringObjectMap)) {
			throw new IllegalArgumentException(
				LiferayScreensContext.getContext().getString(R.string.recentfolderlist_screenlet_invalid_answer));
		}

		return new BookmarkFolderEvent(new BookmarkFolder(stringObjectMap));
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return String.valueOf(groupId);
	}
}
