package com.example.screens.interactor;

import com.example.screens.R;
import com.example.screens.service.v7.BookmarksEntryService;
import com.liferay.mobile.screens.base.interactor.BaseRemoteInteractor;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import com.liferay.mobile.screens.context.LiferayServerContext;
import com.liferay.mobile.screens.util.JSONUtil;
import java.util.Map;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Runs add-bookmark (/bookmarks.bookmarksentry/add-entry)
 * on the portal; nothing is cached.
 */
public class AddBookmarkInteractor extends BaseRemoteInteractor<AddBookmarkListener, AddBookmarkEvent> {

	@Override
	public AddBookmarkEvent execute(Object... args) throws Exception {
		long folderId = (Long) args[0];
		String title = (String) args[1];
		String url = (String) args[2];

		JSONObject jsonObject;

		// An answer that is no object (JSON null, which the service class's getJSONObject refuses)
		// fails with the invalid-answer message, not JSON's own.

		try {
			jsonObject = new BookmarksEntryService(getSession()).addEntry(LiferayServerContext.getGroupId(), folderId,
				title, url, "Added from Liferay Screens", null);
		} catch (JSONException e) {
			jsonObject = null;
		}

		if (jsonObject == null) {
			throw new Exception(LiferayScreensContext.getContext().getString(R.string.addbookmark_screenlet_invalid_answer));
		}

		AddBookmarkEvent event = new AddBookmarkEvent();

		event.setAttributes(JSONUtil.toMap(jsonObject));

		return event;
	}

	@Override
	public void onSuccess(AddBookmarkEvent event) {
		getListener().onAddBookmarkSuccess(event.getAttributes());
	}

	@Override
	public void onFailure(AddBookmarkEvent event) {
		getListener().onAddBookmarkFailure(event.getException());
	}
}
