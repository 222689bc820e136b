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

public class FolderListInteractor
	extends BaseListInteractor<BaseListInteractorListener<BookmarkFolder>, BookmarkFolderEvent> {

	@Override
	protected JSONArray getPageRowsRequest(Query query, Object... args) throws Exception {
		long parentFolderId = (Long) args[0];

		return new BookmarksFolderService(getSession()).getFolders(groupId, parentFolderId, query.getStartRow(),
			query.getEndRow());
	}

	@Override
	protected Integer getPageRowCountRequest(Object... args) throws Exception {
		long parentFolderId = (Long) args[0];

		return new BookmarksFolderService(getSession()).getFoldersCount(groupId, parentFolderId);
	}

	@Override
	protected BookmarkFolderEvent createEntity(Map<String, Object> stringObjectMap) {

		// A row the model cannot read would stop the app when its cell is shown: the page fails.

		if (!BookmarkFolder.isComplete(stringObjectMap)) {
			throw new IllegalArgumentException(
				LiferayScreensContext.getContext().getString(R.string.folderlist_screenlet_invalid_answer));
		}

		return new BookmarkFolderEvent(new BookmarkFolder(stringObjectMap));
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return String.valueOf(groupId) + Cache.SEPARATOR + args[0];
	}
}
