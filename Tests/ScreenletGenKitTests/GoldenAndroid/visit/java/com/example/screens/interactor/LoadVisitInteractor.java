package com.example.screens.interactor;

import com.example.screens.R;
import com.example.screens.Visit;
import com.example.screens.VisitRequest;
import com.liferay.mobile.screens.base.interactor.BaseCacheReadInteractor;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.util.JSONUtil;
import java.util.Map;
import org.json.JSONObject;

/**
 * Runs load-visit (GET /o/c/visits-app/visits/{visitId})
 * with the cache policy of its screenlet: the answer is cached, and REMOTE_FIRST shows the last
 * one cached when the portal cannot be reached.
 */
public class LoadVisitInteractor extends BaseCacheReadInteractor<LoadVisitListener, LoadVisitEvent> {

	@Override
	public LoadVisitEvent execute(Object... args) throws Exception {
		long visitId = (Long) args[0];

		Object answer = new VisitRequest("GET", "/visits/" + VisitRequest.segment(String.valueOf(visitId)))
			.send(getSession());
		JSONObject jsonObject = (answer instanceof JSONObject) ? (JSONObject) answer : null;

		Map<String, Object> values = (jsonObject == null) ? null : JSONUtil.toMap(jsonObject);

		if ((values == null) || !Visit.isComplete(values)) {
			throw new Exception(LiferayScreensContext.getContext().getString(R.string.loadvisit_screenlet_invalid_answer));
		}

		LoadVisitEvent event = new LoadVisitEvent();

		event.setVisit(new Visit(values));

		return event;
	}

	@Override
	public void onSuccess(LoadVisitEvent event) {
		getListener().onLoadVisitSuccess(event.getVisit());
	}

	@Override
	public void onFailure(LoadVisitEvent event) {
		getListener().onLoadVisitFailure(event.getException());
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return "load-visit-" + args[0];
	}
}
