package com.example.screens.list;

import com.example.screens.Bookmark;
import com.example.screens.R;
import com.example.screens.service.v7.BookmarksEntryService;
import com.liferay.mobile.screens.base.list.interactor.BaseListInteractor;
import com.liferay.mobile.screens.base.list.interactor.BaseListInteractorListener;
import com.liferay.mobile.screens.base.list.interactor.Query;
import com.liferay.mobile.screens.cache.Cache;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import java.util.Map;
import org.json.JSONArray;

public class SortedBookmarkListInteractor
	extends BaseListInteractor<BaseListInteractorListener<Bookmark>, BookmarkEvent> {

	@Override
	protected JSONArray getPageRowsRequest(Query query, Object... args) throws Exception {
		long folderId = (Long) args[0];

		return new BookmarksEntryService(getSession()).getEntries(groupId, folderId, query.getStartRow(),
			query.getEndRow(), query.getComparatorJSONWrapper());
	}

	@Override
	protected Integer getPageRowCountRequest(Object... args) throws Exception {
		long folderId = (Long) args[0];

		return new BookmarksEntryService(getSession()).getEntriesCount(groupId, folderId);
	}

	@Override
	protected BookmarkEvent createEntity(Map<String, Object> stringObjectMap) {

		// A row the model cannot read would stop the app when its cell is shown: the page fails.

		if (!Bookmark.isComplete(stringObjectMap)) {
			throw new IllegalArgumentException(
				LiferayScreensContext.getContext().getString(R.string.sortedbookmarklist_screenlet_invalid_answer));
		}

		return new BookmarkEvent(new Bookmark(stringObjectMap));
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return String.valueOf(groupId) + Cache.SEPARATOR + args[0] + Cache.SEPARATOR
			+ ((query.getComparator() == null) ? "" : query.getComparator());
	}
}
