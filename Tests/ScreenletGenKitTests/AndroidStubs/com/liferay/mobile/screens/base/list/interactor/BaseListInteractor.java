// Signature stub of Liferay Screens for Android 5.1.0, for screenletgen's tests: its whole public and protected surface.
// Mirrors liferay/liferay-screens@5.1.0-android:android/library/src/main/java/com/liferay/mobile/screens/base/list/interactor/BaseListInteractor.java
package com.liferay.mobile.screens.base.list.interactor;

import com.liferay.mobile.screens.base.interactor.BaseCacheReadInteractor;
import java.util.Locale;
import java.util.Map;
import org.json.JSONArray;

@SuppressWarnings("rawtypes")
public abstract class BaseListInteractor<L extends BaseListInteractorListener, E extends ListEvent>
	extends BaseCacheReadInteractor<L, BaseListEvent<E>> {

	protected Query query;

	public BaseListInteractor() { throw new RuntimeException("Stub!"); }

	public BaseListEvent<E> execute(Query query, Object... args) throws Exception { throw new RuntimeException("Stub!"); }

	@Override
	public void onSuccess(BaseListEvent event) { throw new RuntimeException("Stub!"); }

	@Override
	public BaseListEvent<E> execute(Object... args) throws Exception { throw new RuntimeException("Stub!"); }

	@Override
	public void onFailure(BaseListEvent<E> event) { throw new RuntimeException("Stub!"); }

	protected void cleanRequestState(Query query) { throw new RuntimeException("Stub!"); }

	protected boolean notRequestingRightNow(Query query) { throw new RuntimeException("Stub!"); }

	protected boolean retrying(Object... args) { throw new RuntimeException("Stub!"); }

	protected void validate(int startRow, int endRow, Locale locale) { throw new RuntimeException("Stub!"); }

	@Override
	protected boolean cached(Object... args) throws Exception { throw new RuntimeException("Stub!"); }

	protected void storeToCache(BaseListEvent event) throws Exception { throw new RuntimeException("Stub!"); }

	public void setQuery(Query query) { throw new RuntimeException("Stub!"); }

	@Override
	protected void online(boolean triedOffline, Exception e, Object[] args) throws Exception { throw new RuntimeException("Stub!"); }

	@Override
	protected Class getEventClass() { throw new RuntimeException("Stub!"); }

	protected abstract JSONArray getPageRowsRequest(Query query, Object... args) throws Exception;

	protected abstract Integer getPageRowCountRequest(Object... args) throws Exception;

	protected abstract E createEntity(Map<String, Object> stringObjectMap);
}
