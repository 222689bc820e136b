package com.example.screens.interactor;

import com.example.screens.ProjectTask;
import com.example.screens.ProjectTaskRequest;
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
 * Runs add-project-task (PUT /o/c/tasks/by-external-reference-code/{…})
 * with the cache policy of its screenlet: REMOTE_ONLY sends it; REMOTE_FIRST sends it and, when
 * that fails, stores it (dirty) to be sent later; CACHE_ONLY and CACHE_FIRST store it (dirty)
 * without sending it. {@link #syncPendingWrites()} sends what was stored.
 *
 * ("overrides": BaseCacheWriteInteractor declares execute(Object[]) over BaseInteractor's
 * execute(Object...), which javac reports on each subclass.)
 */
@SuppressWarnings("overrides")
public class AddProjectTaskInteractor extends BaseCacheWriteInteractor<AddProjectTaskListener, AddProjectTaskEvent> {

	@Override
	public AddProjectTaskEvent execute(AddProjectTaskEvent event) throws Exception {
		Object answer = new ProjectTaskRequest("PUT", "/by-external-reference-code/"
			+ ProjectTaskRequest.segment(event.getExternalReferenceCode()))
			.body("title", event.getTitle())
			.body("r_projectTasks_c_projectId", event.getProjectId())
			.body("priority", ProjectTaskRequest.key(event.getPriority()))
			.body("labels", ProjectTaskRequest.keys(event.getLabels()))
			.body("externalReferenceCode", event.getExternalReferenceCode())
			.send(getSession());
		JSONObject jsonObject = (answer instanceof JSONObject) ? (JSONObject) answer : null;

		if (jsonObject != null) {
			Map<String, Object> values = JSONUtil.toMap(jsonObject);

			if (ProjectTask.isComplete(values)) {
				event.setProjectTask(new ProjectTask(values));
			}
		}

		return event;
	}

	@Override
	public void onSuccess(AddProjectTaskEvent event) {
		ProjectTask projectTask = event.getProjectTask();

		if (projectTask != null) {
			getListener().onAddProjectTaskSuccess(projectTask);
		} else {
			int message = event.isOnlineRequest() ? R.string.addprojecttask_screenlet_invalid_answer
				: R.string.addprojecttask_screenlet_add_project_task_stored;

			getListener().onAddProjectTaskFailure(new Exception(LiferayScreensContext.getContext().getString(message)));
		}
	}

	@Override
	public void onFailure(AddProjectTaskEvent event) {
		getListener().onAddProjectTaskFailure(event.getException());
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
			String[] keys = Cache.findKeys(AddProjectTaskEvent.class, groupId, userId, locale, 0, Integer.MAX_VALUE);

			for (String key : keys) {
				AddProjectTaskEvent event = Cache.getObject(AddProjectTaskEvent.class, groupId, userId, key);

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
