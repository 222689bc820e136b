package com.example.screens.list;

import com.example.screens.GuestbookEntry;
import com.example.screens.R;
import com.example.screens.service.v7.GuestbookEntryService;
import com.liferay.mobile.screens.base.list.interactor.BaseListInteractor;
import com.liferay.mobile.screens.base.list.interactor.BaseListInteractorListener;
import com.liferay.mobile.screens.base.list.interactor.Query;
import com.liferay.mobile.screens.cache.Cache;
import com.liferay.mobile.screens.context.LiferayScreensContext;
import java.util.Map;
import org.json.JSONArray;

public class GuestbookEntryListInteractor
	extends BaseListInteractor<BaseListInteractorListener<GuestbookEntry>, GuestbookEntryEvent> {

	@Override
	protected JSONArray getPageRowsRequest(Query query, Object... args) throws Exception {
		long guestbookId = (Long) args[0];

		return new GuestbookEntryService(getSession()).getEntries(groupId, guestbookId, query.getStartRow(),
			query.getEndRow());
	}

	@Override
	protected Integer getPageRowCountRequest(Object... args) throws Exception {
		long guestbookId = (Long) args[0];

		return new GuestbookEntryService(getSession()).getEntriesCount(groupId, guestbookId);
	}

	@Override
	protected GuestbookEntryEvent createEntity(Map<String, Object> stringObjectMap) {

		// A row the model cannot read would stop the app when its cell is shown: the page fails.

		if (!GuestbookEntry.isComplete(stringObjectMap)) {
			throw new IllegalArgumentException(
				LiferayScreensContext.getContext().getString(R.string.guestbookentrylist_screenlet_invalid_answer));
		}

		return new GuestbookEntryEvent(new GuestbookEntry(stringObjectMap));
	}

	@Override
	protected String getIdFromArgs(Object... args) {
		return String.valueOf(groupId) + Cache.SEPARATOR + args[0];
	}
}
