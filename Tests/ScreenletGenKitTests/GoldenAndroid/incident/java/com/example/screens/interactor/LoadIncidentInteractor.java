package com.example.screens.interactor;

import com.example.screens.Incident;
import com.example.screens.IncidentRequest;
import com.example.screens.R;
import com.liferay.mobile.screens.base.interactor.BaseCacheReadInteractor;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.util.JSONUtil;
import java.util.Map;
import org.json.JSONObject;

/**
 * Runs load-incident (GET /o/c/incidents/{incidentId})
 * with the cache policy of its screenlet: the answer is cached, and REMOTE_FIRST shows the last
 * one cached when the portal cannot be reached.
 */
public class LoadIncidentInteractor extends BaseCacheReadInteractor<UpdateIncidentListener, LoadIncidentEvent> {

	@Override
	public LoadIncidentEvent execute(Object... args) throws Exception {
		long incidentId = (Long) args[0];

		Object answer = new IncidentRequest("GET", "/" + IncidentRequest.segment(String.valueOf(incidentId)))
			.send(getSession());
		JSONObject jsonObject = (answer instanceof JSONObject) ? (JSONObject) answer : null;

		Map<String, Object> values = (jsonObject == null) ? null : JSONUtil.toMap(jsonObject);

		if ((values == null) || !Incident.isComplete(values)) {
			throw new Exception(LiferayScreensContext.getContext().getString(R.string.updateincident_screenlet_invalid_answer));
		}

		LoadIncidentEvent event = new LoadIncidentEvent();

		event.setIncident(new Incident(values));

		return event;
	}

	@Override
	public void onSuccess(LoadIncidentEvent event) {
		getListener().onLoadIncidentSuccess(event.getIncident());
	}

	@Override
	public void onFailure(LoadIncidentEvent event) {
		getListener().onLoadIncidentFailure(event.getException());
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return "load-incident-" + args[0];
	}
}
