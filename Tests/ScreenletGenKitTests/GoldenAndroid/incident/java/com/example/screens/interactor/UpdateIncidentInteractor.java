package com.example.screens.interactor;

import com.example.screens.Incident;
import com.example.screens.IncidentRequest;
import com.example.screens.R;
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
import org.json.JSONObject;

/**
 * Runs update-incident (PATCH /o/c/incidents/{incidentId})
 * with the cache policy of its screenlet: REMOTE_ONLY sends it; REMOTE_FIRST sends it and, when
 * that fails, stores it (dirty) to be sent later; CACHE_ONLY and CACHE_FIRST store it (dirty)
 * without sending it. {@link #syncPendingWrites()} sends what was stored.
 *
 * ("overrides": BaseCacheWriteInteractor declares execute(Object[]) over BaseInteractor's
 * execute(Object...), which javac reports on each subclass.)
 */
@SuppressWarnings("overrides")
public class UpdateIncidentInteractor extends BaseCacheWriteInteractor<UpdateIncidentListener, UpdateIncidentEvent> {

	@Override
	public UpdateIncidentEvent execute(UpdateIncidentEvent event) throws Exception {
		Object answer = new IncidentRequest("PATCH", "/"
			+ IncidentRequest.segment(String.valueOf(event.getIncidentId())))
			.body("title", event.getTitle())
			.body("severity", IncidentRequest.key(event.getSeverity()))
			.body("reportedOn", IncidentRequest.isoDate(event.getReportedOn(), false))
			.body("affectedUsers", event.getAffectedUsers())
			.body("affectedSystems", IncidentRequest.keys(event.getAffectedSystems()))
			.send(getSession());
		JSONObject jsonObject = (answer instanceof JSONObject) ? (JSONObject) answer : null;

		if (jsonObject != null) {
			Map<String, Object> values = JSONUtil.toMap(jsonObject);

			if (Incident.isComplete(values)) {
				event.setIncident(new Incident(values));
			}
		}

		return event;
	}

	@Override
	public void onSuccess(UpdateIncidentEvent event) {
		Incident incident = event.getIncident();

		if (incident != null) {
			getListener().onUpdateIncidentSuccess(incident);
		} else {
			int message = event.isOnlineRequest() ? R.string.updateincident_screenlet_invalid_answer
				: R.string.updateincident_screenlet_update_incident_stored;

			getListener().onUpdateIncidentFailure(new Exception(LiferayScreensContext.getContext().getString(message)));
		}
	}

	@Override
	public void onFailure(UpdateIncidentEvent event) {
		getListener().onUpdateIncidentFailure(event.getException());
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
			String[] keys = Cache.findKeys(UpdateIncidentEvent.class, groupId, userId, locale, 0, Integer.MAX_VALUE);

			for (String key : keys) {
				UpdateIncidentEvent event = Cache.getObject(UpdateIncidentEvent.class, groupId, userId, key);

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
