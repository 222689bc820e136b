package com.example.screens.interactor;

import com.example.screens.R;
import com.example.screens.service.v7.BookmarksEntryService;
import com.liferay.mobile.screens.base.interactor.BaseCacheWriteInteractor;
import com.liferay.mobile.screens.cache.Cache;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.context.SessionContext;
import com.liferay.mobile.screens.util.LiferayLocale;
import com.liferay.mobile.screens.util.LiferayLogger;
import java.util.Date;
import java.util.Locale;

/**
 * Runs delete-bookmark (/bookmarks.bookmarksentry/delete-entry)
 * with the cache policy of its screenlet: REMOTE_ONLY sends it; REMOTE_FIRST sends it and, when
 * that fails, stores it (dirty) to be sent later; CACHE_ONLY and CACHE_FIRST store it (dirty)
 * without sending it. {@link #syncPendingWrites()} sends what was stored.
 *
 * ("overrides": BaseCacheWriteInteractor declares execute(Object[]) over BaseInteractor's
 * execute(Object...), which javac reports on each subclass.)
 */
@SuppressWarnings("overrides")
public class DeleteBookmarkInteractor extends BaseCacheWriteInteractor<BookmarkEditorListener, DeleteBookmarkEvent> {

	@Override
	public DeleteBookmarkEvent execute(DeleteBookmarkEvent event) throws Exception {
		new BookmarksEntryService(getSession()).deleteEntry(event.getEntryId());

		return event;
	}

	@Override
	public void onSuccess(DeleteBookmarkEvent event) {
		if (event.isOnlineRequest()) {
			getListener().onDeleteBookmarkSuccess();
		} else {
			// Stored to be sent later: not done yet.

			String message = LiferayScreensContext.getContext().getString(R.string.bookmarkeditor_screenlet_delete_bookmark_stored);

			getListener().onDeleteBookmarkFailure(new Exception(message));
		}
	}

	@Override
	public void onFailure(DeleteBookmarkEvent event) {
		getListener().onDeleteBookmarkFailure(event.getException());
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
			String[] keys = Cache.findKeys(DeleteBookmarkEvent.class, groupId, userId, locale, 0, Integer.MAX_VALUE);

			for (String key : keys) {
				DeleteBookmarkEvent event = Cache.getObject(DeleteBookmarkEvent.class, groupId, userId, key);

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
