package com.example.screens.interactor;

import com.example.screens.Bookmark;
import com.example.screens.R;
import com.example.screens.service.v7.BookmarksEntryService;
import com.liferay.mobile.screens.base.interactor.BaseCacheWriteInteractor;
import com.liferay.mobile.screens.cache.Cache;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import com.liferay.mobile.screens.util.JSONUtil;
import com.liferay.mobile.screens.util.LiferayLocale;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.util.Date;
import java.util.Locale;
import java.util.Map;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Runs add-bookmark (/bookmarks.bookmarksentry/add-entry)
 * with the cache policy of its screenlet: REMOTE_ONLY sends it; REMOTE_FIRST sends it and, when
 * that fails, stores it (dirty) to be sent later; CACHE_ONLY and CACHE_FIRST store it (dirty)
 * without sending it. {@link #syncPendingWrites()} sends what was stored.
 *
 * ("overrides": BaseCacheWriteInteractor declares execute(Object[]) over BaseInteractor's
 * execute(Object...), which javac reports on each subclass.)
 */
@SuppressWarnings("overrides")
public class AddBookmarkInteractor extends BaseCacheWriteInteractor<AddBookmarkListener, AddBookmarkEvent> {

	@Override
	public AddBookmarkEvent execute(AddBookmarkEvent event) throws Exception {
		JSONObject jsonObject;

		// The entry is written even if its answer cannot be read (JSON null, which the service
		// class's getJSONObject refuses): no exception, so that the write is not stored to be sent again.

		try {
			jsonObject = new BookmarksEntryService(getSession()).addEntry(event.getGroupId(), event.getFolderId(),
				event.getTitle(), event.getUrl(), "Added from Liferay Screens", null);
		} catch (JSONException e) {
			jsonObject = null;
		}

		if (jsonObject != null) {
			Map<String, Object> values = JSONUtil.toMap(jsonObject);

			if (Bookmark.isComplete(values)) {
				event.setBookmark(new Bookmark(values));
			}
		}

		return event;
	}

	@Override
	public void onSuccess(AddBookmarkEvent event) {
		Bookmark bookmark = event.getBookmark();

		if (bookmark != null) {
			getListener().onAddBookmarkSuccess(bookmark);
		} else {
			int message = event.isOnlineRequest() ? R.string.addbookmark_screenlet_invalid_answer
				: R.string.addbookmark_screenlet_add_bookmark_stored;

			getListener().onAddBookmarkFailure(new Exception(LiferayScreensContext.getContext().getString(message)));
		}
	}

	@Override
	public void onFailure(AddBookmarkEvent event) {
		getListener().onAddBookmarkFailure(event.getException());
	}

	/**
	 * Sends the writes stored (dirty) in the cache of the app's site and user, as Screens'
	 * CacheSyncService does for the library's own events, and stores each one sent as clean. One
	 * that fails stays dirty for the next time. Blocks: call it on a background thread.
	 *
	 * @return how many were sent
	 */
	public int syncPendingWrites() {
		if (!SessionContext.isLoggedIn()) {
			return 0;
		}

		long groupId = LiferayServerContext.getGroupId();
		Long userId = SessionContext.getUserId();
		Locale locale = LiferayLocale.getDefaultLocale();
		int sent = 0;

		try {
			String[] keys = Cache.findKeys(AddBookmarkEvent.class, groupId, userId, locale, 0, Integer.MAX_VALUE);

			for (String key : keys) {
				AddBookmarkEvent event = Cache.getObject(AddBookmarkEvent.class, groupId, userId, key);

				if ((event == null) || !event.isDirty()) {
					continue;
				}

				try {
					execute(event);

					event.setException(null);
					event.setLocale(locale);
					event.setDirty(false);
					event.setSyncDate(new Date());
					Cache.storeObject(event);

					sent++;
				} catch (Exception e) {
					LiferayLogger.e("Could not send the write stored as " + key, e);
				}
			}
		} catch (Exception e) {
			LiferayLogger.e("Could not read the writes stored to be sent", e);
		}

		return sent;
	}
}
