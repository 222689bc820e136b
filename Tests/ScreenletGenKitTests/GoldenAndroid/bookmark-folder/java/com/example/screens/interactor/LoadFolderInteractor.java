package com.example.screens.interactor;

import com.example.screens.BookmarkFolder;
import com.example.screens.R;
import com.example.screens.service.v7.BookmarksFolderService;
import com.liferay.mobile.screens.base.interactor.BaseCacheReadInteractor;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.util.JSONUtil;
import java.util.Map;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Runs load-folder (/bookmarks.bookmarksfolder/get-folder)
 * with the cache policy of its screenlet: the answer is cached, and REMOTE_FIRST shows the last
 * one cached when the portal cannot be reached.
 */
public class LoadFolderInteractor extends BaseCacheReadInteractor<FolderManagerListener, LoadFolderEvent> {

	@Override
	public LoadFolderEvent execute(Object... args) throws Exception {
		long folderId = (Long) args[0];

		JSONObject jsonObject;

		// An answer that is no object (JSON null, which the service class's getJSONObject refuses)
		// fails with the invalid-answer message, not JSON's own.

		try {
			jsonObject = new BookmarksFolderService(getSession()).getFolder(folderId);
		} catch (JSONException e) {
			jsonObject = null;
		}

		Map<String, Object> values = (jsonObject == null) ? null : JSONUtil.toMap(jsonObject);

		if ((values == null) || !BookmarkFolder.isComplete(values)) {
			throw new Exception(LiferayScreensContext.getContext().getString(R.string.foldermanager_screenlet_invalid_answer));
		}

		LoadFolderEvent event = new LoadFolderEvent();

		event.setBookmarkFolder(new BookmarkFolder(values));

		return event;
	}

	@Override
	public void onSuccess(LoadFolderEvent event) {
		getListener().onLoadFolderSuccess(event.getBookmarkFolder());
	}

	@Override
	public void onFailure(LoadFolderEvent event) {
		getListener().onLoadFolderFailure(event.getException());
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return "load-folder-" + args[0];
	}
}
