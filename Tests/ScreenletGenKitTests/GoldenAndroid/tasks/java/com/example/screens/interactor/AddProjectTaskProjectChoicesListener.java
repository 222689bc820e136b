package com.example.screens.interactor;

import com.liferay.mobile.screens.base.interactor.listener.BaseCacheListener;
import java.util.List;

/**
 * What the screenlet hears of the read of the Project entries it offers for projectId.
 */
public interface AddProjectTaskProjectChoicesListener extends BaseCacheListener {

	/**
	 * Called when the read did not succeed: an error, an answer that cannot be read, or (offline)
	 * none cached.
	 */
	void onLoadProjectChoicesFailure(Exception exception);

	/**
	 * Called with the entries read: their titles and ids, in the same order.
	 */
	void onLoadProjectChoicesSuccess(List<String> titles, List<Long> ids);
}
