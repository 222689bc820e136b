package com.example.screens.interactor;

import com.example.screens.Bookmark;
import com.example.screens.R;
import com.example.screens.service.v7.BookmarksEntryService;
import com.liferay.mobile.screens.base.interactor.BaseCacheReadInteractor;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.util.JSONUtil;
import java.util.Map;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Runs get-bookmark (/bookmarks.bookmarksentry/get-entry)
 * with the cache policy of its screenlet: the answer is cached, and REMOTE_FIRST shows the last
 * one cached when the portal cannot be reached.
 */
public class GetBookmarkInteractor extends BaseCacheReadInteractor<BookmarkEditorListener, GetBookmarkEvent> {

	@Override
	public GetBookmarkEvent execute(Object... args) throws Exception {
		long entryId = (Long) args[0];

		JSONObject jsonObject;

		// An answer that is no object (JSON null, which the service class's getJSONObject refuses)
		// fails with the invalid-answer message, not JSON's own.

		try {
			jsonObject = new BookmarksEntryService(getSession()).getEntry(entryId);
		} catch (JSONException e) {
			jsonObject = null;
		}

		Map<String, Object> values = (jsonObject == null) ? null : JSONUtil.toMap(jsonObject);

		if ((values == null) || !Bookmark.isComplete(values)) {
			throw new Exception(LiferayScreensContext.getContext().getString(R.string.bookmarkeditor_screenlet_invalid_answer));
		}

		GetBookmarkEvent event = new GetBookmarkEvent();

		event.setBookmark(new Bookmark(values));

		return event;
	}

	@Override
	public void onSuccess(GetBookmarkEvent event) {
		getListener().onGetBookmarkSuccess(event.getBookmark());
	}

	@Override
	public void onFailure(GetBookmarkEvent event) {
		getListener().onGetBookmarkFailure(event.getException());
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return "get-bookmark-" + args[0];
	}
}
