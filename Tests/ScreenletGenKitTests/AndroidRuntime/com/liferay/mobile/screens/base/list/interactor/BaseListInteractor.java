package com.liferay.mobile.screens.base.list.interactor;

import com.liferay.mobile.screens.cache.Cache;
import com.liferay.mobile.screens.util.JSONUtil;
import com.liferay.mobile.screens.cache.CachePolicy;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.json.JSONArray;
import org.json.JSONObject;
import screenletgen.runtime.EventBus;

/**
 * Screens 5.1's page load: the page's rows, then the list's row count (asked with every page),
 * each row made an event (`createEntity`); a page already being asked for is not asked again
 * (RequestState). Stored as the page's event and each row's; read from the cache by the page's key
 * (`<getIdFromArgs>-<start>-<end>`, zero-padded). The listener gets the rows' models and the count.
 */
public abstract class BaseListInteractor<L extends BaseListInteractorListener, E extends ListEvent> {

	/** RequestState: the pages being asked for, per screenlet. */
	private static final Set<String> requesting = new HashSet<>();

	public BaseListInteractor() {
	}

	/** A scenario's fresh start: no page is being asked for. */
	public static void screenletgenReset() {
		synchronized (requesting) {
			requesting.clear();
		}
	}

	public BaseListEvent<E> execute(Query query, Object... args) throws Exception {
		validate(query.getStartRow(), query.getEndRow(), locale);
		if (notRequestingRightNow(query) || retrying(args)) {
			JSONArray jsonArray = getPageRowsRequest(query, args);
			int rowCount = getPageRowCountRequest(args);
			List<E> entries = new ArrayList<>();
			for (int index = 0; index < jsonArray.length(); index++) {
				JSONObject jsonObject = jsonArray.getJSONObject(index);
				entries.add(createEntity(JSONUtil.toMap(jsonObject)));
			}
			return new BaseListEvent<>(query, entries, rowCount);
		}
		return null;
	}

	@SuppressWarnings("unchecked")
	public void onSuccess(BaseListEvent event) {
		List<E> entries = event.getEntries();
		List models = new ArrayList();
		for (E entry : entries) {
			models.add(entry.getModel());
		}
		cleanRequestState(event.getQuery());
		getListener().onListRowsReceived(event.getStartRow(), event.getEndRow(), models, event.getRowCount());
	}

	public BaseListEvent<E> execute(Object... args) throws Exception {
		throw new AssertionError("Should not be called!");
	}

	public void onFailure(BaseListEvent<E> event) {
		synchronized (requesting) {
			requesting.removeIf(key -> key.startsWith(getTargetScreenletId() + "/"));
		}
		getListener().onListRowsFailure(0, 0, event.getException());
	}

	protected void cleanRequestState(Query query) {
		synchronized (requesting) {
			requesting.remove(requestKey(query));
		}
	}

	protected boolean notRequestingRightNow(Query query) {
		synchronized (requesting) {
			return requesting.add(requestKey(query));
		}
	}

	protected boolean retrying(Object... args) {
		Object last = args[args.length - 1];
		return last instanceof Boolean && (Boolean) last;
	}

	protected void validate(int startRow, int endRow, Locale locale) {
		if (startRow < 0) {
			throw new IllegalArgumentException("Start row cannot be negative");
		} else if (endRow < 0) {
			throw new IllegalArgumentException("End row cannot be negative");
		} else if (startRow >= endRow) {
			throw new IllegalArgumentException("Start row cannot be greater or equals than end row");
		} else if (locale == null) {
			throw new IllegalArgumentException("Locale cannot be empty");
		}
	}

	protected boolean cached(Object... args) throws Exception {
		return cachedEvent(BaseListEvent.class, listId(args));
	}

	protected void storeToCache(BaseListEvent event) throws Exception {
		storingToCache(event);
		for (Object entry : event.getEntries()) {
			Cache.storeObject((ListEvent) entry);
		}
		Cache.storeObject(event);
	}

	public void setQuery(Query query) {
		this.query = query;
	}

	protected void online(boolean triedOffline, Exception e, Object[] args) throws Exception {
		retrievingOnline(triedOffline, e);
		BaseListEvent<E> newEvent = execute(query, args);
		if (newEvent != null) {
			decorateEvent(newEvent, false);
			for (E entry : newEvent.getEntries()) {
				decorateEvent(entry, false);
				entry.setCacheKey(entry.getListKey());
			}
			newEvent.setCacheKey(listId(args));
			if (!newEvent.isFailed() && getCachePolicy() != CachePolicy.REMOTE_ONLY) {
				storeToCache(newEvent);
			}
			EventBus.post(newEvent);
		}
	}

	protected Class getEventClass() {
		return BaseListEvent.class;
	}

	private String listId(Object... args) {
		return getIdFromArgs(args) + Cache.SEPARATOR + query.getStartRowFormatted() + Cache.SEPARATOR + query.getEndRowFormatted();
	}

	private String requestKey(Query query) {
		return getTargetScreenletId() + "/" + query.getStartRow() + "-" + query.getEndRow();
	}
}
