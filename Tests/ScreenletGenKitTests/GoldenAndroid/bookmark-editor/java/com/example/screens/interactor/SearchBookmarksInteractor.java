package com.example.screens.interactor;

import com.example.screens.R;
import com.example.screens.service.v7.BookmarksEntryService;
import com.liferay.mobile.screens.base.interactor.BaseCacheReadInteractor;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.context.SessionContext;
import com.liferay.mobile.screens.util.JSONUtil;
import java.util.Map;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Runs search-bookmarks (/bookmarks.bookmarksentry/search)
 * with the cache policy of its screenlet: the answer is cached, and REMOTE_FIRST shows the last
 * one cached when the portal cannot be reached.
 */
public class SearchBookmarksInteractor extends BaseCacheReadInteractor<BookmarkEditorListener, SearchBookmarksEvent> {

	@Override
	public SearchBookmarksEvent execute(Object... args) throws Exception {
		Long sessionUserId = SessionContext.getUserId();

		if (sessionUserId == null) {
			throw new Exception(LiferayScreensContext.getContext().getString(R.string.bookmarkeditor_screenlet_login_required));
		}

		JSONObject jsonObject;

		// An answer that is no object (JSON null, which the service class's getJSONObject refuses)
		// fails with the invalid-answer message, not JSON's own.

		try {
			jsonObject = new BookmarksEntryService(getSession()).search(groupId, sessionUserId, 0, 0, 20);
		} catch (JSONException e) {
			jsonObject = null;
		}

		if (jsonObject == null) {
			throw new Exception(LiferayScreensContext.getContext().getString(R.string.bookmarkeditor_screenlet_invalid_answer));
		}

		SearchBookmarksEvent event = new SearchBookmarksEvent();

		event.setAttributes(JSONUtil.toMap(jsonObject));

		return event;
	}

	@Override
	public void onSuccess(SearchBookmarksEvent event) {
		getListener().onSearchBookmarksSuccess(event.getAttributes());
	}

	@Override
	public void onFailure(SearchBookmarksEvent event) {
		getListener().onSearchBookmarksFailure(event.getException());
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return "search-bookmarks";
	}
}
