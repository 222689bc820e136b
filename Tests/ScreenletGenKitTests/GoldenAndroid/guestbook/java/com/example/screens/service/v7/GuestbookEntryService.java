package com.example.screens.service.v7;

import com.liferay.mobile.android.service.BaseService;
import com.liferay.mobile.android.service.JSONObjectWrapper;
import com.liferay.mobile.android.service.Session;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * The portal methods of GuestbookEntryService that the screenlets call, as the Mobile SDK's
 * builder writes them: Screens for Android depends on the SDK's core only.
 */
public class GuestbookEntryService extends BaseService {

	public GuestbookEntryService(Session session) {
		super(session);
	}

	public JSONArray getEntries(long groupId, long guestbookId, int start, int end) throws Exception {
		JSONObject _command = new JSONObject();

		try {
			JSONObject _params = new JSONObject();

			_params.put("groupId", groupId);
			_params.put("guestbookId", guestbookId);
			_params.put("start", start);
			_params.put("end", end);

			_command.put("/gb.entry/get-entries", _params);
		} catch (JSONException _je) {
			throw new Exception(_je);
		}

		JSONArray _result = session.invoke(_command);

		if (_result == null) {
			return null;
		}

		return _result.getJSONArray(0);
	}

	public Integer getEntriesCount(long groupId, long guestbookId) throws Exception {
		JSONObject _command = new JSONObject();

		try {
			JSONObject _params = new JSONObject();

			_params.put("groupId", groupId);
			_params.put("guestbookId", guestbookId);

			_command.put("/gb.entry/get-entries-count", _params);
		} catch (JSONException _je) {
			throw new Exception(_je);
		}

		JSONArray _result = session.invoke(_command);

		if (_result == null) {
			return null;
		}

		return _result.getInt(0);
	}

	public JSONObject addEntry(long userId, long guestbookId, String name, String email, String message, JSONObjectWrapper serviceContext) throws Exception {
		JSONObject _command = new JSONObject();

		try {
			JSONObject _params = new JSONObject();

			_params.put("userId", userId);
			_params.put("guestbookId", guestbookId);
			_params.put("name", checkNull(name));
			_params.put("email", checkNull(email));
			_params.put("message", checkNull(message));
			mangleWrapper(_params, "serviceContext", "com.liferay.portal.kernel.service.ServiceContext", serviceContext);

			_command.put("/gb.entry/add-entry", _params);
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
