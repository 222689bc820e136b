package com.example.screens.interactor;

import com.example.screens.ProjectTaskRequest;
import com.example.screens.R;
import com.liferay.mobile.screens.base.interactor.BaseCacheReadInteractor;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import java.util.ArrayList;
import org.json.JSONArray;
import org.json.JSONObject;

/**
 * Loads the Project entries the form offers for projectId: the first page of them by title,
 * below the Project Object's own API (GET /o/c/projects/). Cached as any read is: offline, the
 * form offers those it last loaded.
 */
public class AddProjectTaskProjectChoicesInteractor
	extends BaseCacheReadInteractor<AddProjectTaskProjectChoicesListener, AddProjectTaskProjectChoicesEvent> {

	@Override
	public AddProjectTaskProjectChoicesEvent execute(Object... args) throws Exception {
		Object answer = new ProjectTaskRequest("GET", "/")
			.basePath("/o/c/projects")
			.query("page", "1")
			.query("pageSize", "500")
			.query("sort", "name:asc")
			.send(getSession());
		JSONObject page = (answer instanceof JSONObject) ? (JSONObject) answer : null;
		JSONArray items = (page == null) ? null : page.optJSONArray("items");

		if (items == null) {
			throw invalidAnswer();
		}

		ArrayList<String> titles = new ArrayList<>();
		ArrayList<Long> ids = new ArrayList<>();

		for (int i = 0; i < items.length(); i++) {
			JSONObject item = items.optJSONObject(i);

			if (item == null) {
				throw invalidAnswer();
			}

			Object id = item.opt("id");

			if (id instanceof Number) {
				// An entry without a title is shown by its id.
				Object title = item.opt("name");
				String text = (title instanceof String) ? (String) title : "";

				titles.add(text.isEmpty() ? String.valueOf(((Number) id).longValue()) : text);
				ids.add(((Number) id).longValue());
			}
		}

		return new AddProjectTaskProjectChoicesEvent(titles, ids);
	}

	@Override
	public void onSuccess(AddProjectTaskProjectChoicesEvent event) {
		getListener().onLoadProjectChoicesSuccess(event.getTitles(), event.getIds());
	}

	@Override
	public void onFailure(AddProjectTaskProjectChoicesEvent event) {
		getListener().onLoadProjectChoicesFailure(event.getException());
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return "load-project-choices";
	}

	private static Exception invalidAnswer() {
		return new Exception(LiferayScreensContext.getContext().getString(R.string.addprojecttask_screenlet_invalid_answer));
	}
}
