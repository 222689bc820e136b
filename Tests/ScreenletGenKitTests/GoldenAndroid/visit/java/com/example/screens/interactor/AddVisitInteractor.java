package com.example.screens.interactor;

import com.example.screens.R;
import com.example.screens.VisitRequest;
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
 * Runs add-visit (POST /o/c/visits-app/visits)
 * with the cache policy of its screenlet: REMOTE_ONLY sends it; REMOTE_FIRST sends it and, when
 * that fails, stores it (dirty) to be sent later; CACHE_ONLY and CACHE_FIRST store it (dirty)
 * without sending it. {@link #syncPendingWrites()} sends what was stored.
 *
 * ("overrides": BaseCacheWriteInteractor declares execute(Object[]) over BaseInteractor's
 * execute(Object...), which javac reports on each subclass.)
 */
@SuppressWarnings("overrides")
public class AddVisitInteractor extends BaseCacheWriteInteractor<AddVisitListener, AddVisitEvent> {

	@Override
	public AddVisitEvent execute(AddVisitEvent event) throws Exception {
		new VisitRequest("POST", "/visits")
			.body("host", event.getHost())
			.body("kind", VisitRequest.key(event.getKind()))
			.body("day", VisitRequest.isoDate(event.getDay(), true))
			.body("startsAt", VisitRequest.isoDate(event.getStartsAt(), false))
			.body("durationHours", event.getDurationHours())
			.body("guests", event.getGuests())
			.body("fee", event.getFee())
			.body("confirmed", event.getConfirmed())
			.body("visitorBadge", event.getVisitorBadge())
			.body("notes", event.getNotes())
			.body("programme", event.getProgramme())
			.send(getSession());

		return event;
	}

	@Override
	public void onSuccess(AddVisitEvent event) {
		if (event.isOnlineRequest()) {
			getListener().onAddVisitSuccess();
		} else {
			// Stored to be sent later: not done yet.

			String message = LiferayScreensContext.getContext().getString(R.string.addvisit_screenlet_add_visit_stored);

			getListener().onAddVisitFailure(new Exception(message));
		}
	}

	@Override
	public void onFailure(AddVisitEvent event) {
		getListener().onAddVisitFailure(event.getException());
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
			String[] keys = Cache.findKeys(AddVisitEvent.class, groupId, userId, locale, 0, Integer.MAX_VALUE);

			for (String key : keys) {
				AddVisitEvent event = Cache.getObject(AddVisitEvent.class, groupId, userId, key);

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
