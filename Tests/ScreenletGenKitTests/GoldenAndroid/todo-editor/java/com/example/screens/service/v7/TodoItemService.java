package com.example.screens.service.v7;

import com.liferay.mobile.android.service.BaseService;
import com.liferay.mobile.android.service.JSONObjectWrapper;
import com.liferay.mobile.android.service.Session;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The portal methods of TodoItemService that the screenlets call, as the Mobile SDK's
 * builder writes them: Screens for Android depends on the SDK's core only.
 */
public class TodoItemService extends BaseService {

	public TodoItemService(Session session) {
		super(session);
	}

	public JSONObject getItem(long itemId) throws Exception {
		JSONObject _command = new JSONObject();

		try {
			JSONObject _params = new JSONObject();

			_params.put("itemId", itemId);

			_command.put("/todo.item/get-item", _params);
		} catch (JSONException _je) {
			throw new Exception(_je);
		}

		JSONArray _result = session.invoke(_command);

		if (_result == null) {
			return null;
		}

		return _result.getJSONObject(0);
	}

	public JSONObject updateItem(long itemId, String title, String notes, long dueDate, boolean done, int priority, String status, double estimate, JSONObjectWrapper serviceContext) throws Exception {
		JSONObject _command = new JSONObject();

		try {
			JSONObject _params = new JSONObject();

			_params.put("itemId", itemId);
			_params.put("title", checkNull(title));
			_params.put("notes", checkNull(notes));
			_params.put("dueDate", dueDate);
			_params.put("done", done);
			_params.put("priority", priority);
			_params.put("status", checkNull(status));
			_params.put("estimate", estimate);
			mangleWrapper(_params, "serviceContext", "com.liferay.portal.kernel.service.ServiceContext", serviceContext);

			_command.put("/todo.item/update-item", _params);
		} catch (JSONException _je) {
			throw new Exception(_je);
		}

		JSONArray _result = session.invoke(_command);

		if (_result == null) {
			return null;
		}

		return _result.getJSONObject(0);
	}
}
