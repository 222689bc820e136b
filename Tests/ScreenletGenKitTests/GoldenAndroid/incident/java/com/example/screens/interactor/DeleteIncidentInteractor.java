package com.example.screens.interactor;

import com.example.screens.IncidentRequest;
import com.example.screens.R;
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
 * Runs delete-incident (DELETE /o/c/incidents/{incidentId})
 * with the cache policy of its screenlet: REMOTE_ONLY sends it; REMOTE_FIRST sends it and, when
 * that fails, stores it (dirty) to be sent later; CACHE_ONLY and CACHE_FIRST store it (dirty)
 * without sending it. {@link #syncPendingWrites()} sends what was stored.
 *
 * ("overrides": BaseCacheWriteInteractor declares execute(Object[]) over BaseInteractor's
 * execute(Object...), which javac reports on each subclass.)
 */
@SuppressWarnings("overrides")
public class DeleteIncidentInteractor extends BaseCacheWriteInteractor<DeleteIncidentListener, DeleteIncidentEvent> {

	@Override
	public DeleteIncidentEvent execute(DeleteIncidentEvent event) throws Exception {
		new IncidentRequest("DELETE", "/" + IncidentRequest.segment(String.valueOf(event.getIncidentId())))
			.send(getSession());

		return event;
	}

	@Override
	public void onSuccess(DeleteIncidentEvent event) {
		if (event.isOnlineRequest()) {
			getListener().onDeleteIncidentSuccess();
		} else {
			// Stored to be sent later: not done yet.

			String message = LiferayScreensContext.getContext().getString(R.string.deleteincident_screenlet_delete_incident_stored);

			getListener().onDeleteIncidentFailure(new Exception(message));
		}
	}

	@Override
	public void onFailure(DeleteIncidentEvent event) {
		getListener().onDeleteIncidentFailure(event.getException());
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
			String[] keys = Cache.findKeys(DeleteIncidentEvent.class, groupId, userId, locale, 0, Integer.MAX_VALUE);

			for (String key : keys) {
				DeleteIncidentEvent event = Cache.getObject(DeleteIncidentEvent.class, groupId, userId, key);

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
