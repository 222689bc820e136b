package com.example.screens.interactor;

import com.example.screens.R;
import com.example.screens.Ticket;
import com.example.screens.TicketRequest;
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
 * Runs add-ticket (PUT /o/c/tickets/by-external-reference-code/{…})
 * with the cache policy of its screenlet: REMOTE_ONLY sends it; REMOTE_FIRST sends it and, when
 * that fails, stores it (dirty) to be sent later; CACHE_ONLY and CACHE_FIRST store it (dirty)
 * without sending it. {@link #syncPendingWrites()} sends what was stored.
 *
 * ("overrides": BaseCacheWriteInteractor declares execute(Object[]) over BaseInteractor's
 * execute(Object...), which javac reports on each subclass.)
 */
@SuppressWarnings("overrides")
public class AddTicketInteractor extends BaseCacheWriteInteractor<AddTicketListener, AddTicketEvent> {

	@Override
	public AddTicketEvent execute(AddTicketEvent event) throws Exception {
		Object answer = new TicketRequest("PUT", "/by-external-reference-code/"
			+ TicketRequest.segment(event.getExternalReferenceCode()))
			.body("subject", event.getSubject())
			.body("priority", TicketRequest.key(event.getPriority()))
			.body("dueDate", TicketRequest.isoDate(event.getDueDate(), false))
			.body("externalReferenceCode", event.getExternalReferenceCode())
			.send(getSession());
		JSONObject jsonObject = (answer instanceof JSONObject) ? (JSONObject) answer : null;

		if (jsonObject != null) {
			Map<String, Object> values = JSONUtil.toMap(jsonObject);

			if (Ticket.isComplete(values)) {
				event.setTicket(new Ticket(values));
			}
		}

		return event;
	}

	@Override
	public void onSuccess(AddTicketEvent event) {
		Ticket ticket = event.getTicket();

		if (ticket != null) {
			getListener().onAddTicketSuccess(ticket);
		} else {
			int message = event.isOnlineRequest() ? R.string.addticket_screenlet_invalid_answer
				: R.string.addticket_screenlet_add_ticket_stored;

			getListener().onAddTicketFailure(new Exception(LiferayScreensContext.getContext().getString(message)));
		}
	}

	@Override
	public void onFailure(AddTicketEvent event) {
		getListener().onAddTicketFailure(event.getException());
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
			String[] keys = Cache.findKeys(AddTicketEvent.class, groupId, userId, locale, 0, Integer.MAX_VALUE);

			for (String key : keys) {
				AddTicketEvent event = Cache.getObject(AddTicketEvent.class, groupId, userId, key);

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
