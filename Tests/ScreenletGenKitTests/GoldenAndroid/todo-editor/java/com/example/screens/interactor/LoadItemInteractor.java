package com.example.screens.interactor;

import com.example.screens.R;
import com.example.screens.TodoItem;
import com.example.screens.service.v7.TodoItemService;
import com.liferay.mobile.screens.base.interactor.BaseCacheReadInteractor;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.util.JSONUtil;
import java.util.Map;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Runs load-item (/todo.item/get-item)
 * with the cache policy of its screenlet: the answer is cached, and REMOTE_FIRST shows the last
 * one cached when the portal cannot be reached.
 */
public class LoadItemInteractor extends BaseCacheReadInteractor<TodoEditorListener, LoadItemEvent> {

	@Override
	public LoadItemEvent execute(Object... args) throws Exception {
		long itemId = (Long) args[0];

		JSONObject jsonObject;

		// An answer that is no object (JSON null, which the service class's getJSONObject refuses)
		// fails with the invalid-answer message, not JSON's own.

		try {
			jsonObject = new TodoItemService(getSession()).getItem(itemId);
		} catch (JSONException e) {
			jsonObject = null;
		}

		Map<String, Object> values = (jsonObject == null) ? null : JSONUtil.toMap(jsonObject);

		if ((values == null) || !TodoItem.isComplete(values)) {
			throw new Exception(LiferayScreensContext.getContext().getString(R.string.todoeditor_screenlet_invalid_answer));
		}

		LoadItemEvent event = new LoadItemEvent();

		event.setTodoItem(new TodoItem(values));

		return event;
	}

	@Override
	public void onSuccess(LoadItemEvent event) {
		getListener().onLoadItemSuccess(event.getTodoItem());
	}

	@Override
	public void onFailure(LoadItemEvent event) {
		getListener().onLoadItemFailure(event.getException());
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return "load-item-" + args[0];
	}
}
