package com.example.screens.interactor;

import com.example.screens.service.v7.BookmarksEntryService;
import com.liferay.mobile.screens.base.interactor.BaseRemoteInteractor;
import com.liferay.mobile.screens.context.LiferayServerContext;

/**
 * Runs count-group-entries (/bookmarks.bookmarksentry/get-group-entries-count)
 * on the portal; nothing is cached.
 */
public class CountGroupEntriesInteractor extends BaseRemoteInteractor<GroupCountListener, CountGroupEntriesEvent> {

	@Override
	public CountGroupEntriesEvent execute(Object... args) throws Exception {
		new BookmarksEntryService(getSession()).getGroupEntriesCount(LiferayServerContext.getGroupId());

		return new CountGroupEntriesEvent();
	}

	@Override
	public void onSuccess(CountGroupEntriesEvent event) {
		getListener().onCountGroupEntriesSuccess();
	}

	@Override
	public void onFailure(CountGroupEntriesEvent event) {
		getListener().onCountGroupEntriesFailure(event.getException());
	}
}
