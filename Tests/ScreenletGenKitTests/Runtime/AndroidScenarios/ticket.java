// Scenarios of Examples/ticket.json's Android twin (its lists, add, update and delete), named as
// the iOS ones they share
// (Runtime/Scenarios/ticket.swift): the portal is asked the same, through HttpURLConnection
// signed by the session's authentication, and the app hears what Screens for Android 5.1 tells it.
package com.example.screens;

import android.widget.Button;
import android.widget.EditText;
import com.example.screens.interactor.AddTicketListener;
import com.example.screens.interactor.DeleteTicketListener;
import com.example.screens.interactor.UpdateTicketListener;
import com.example.screens.list.TicketListListener;
import com.example.screens.list.TicketListScreenlet;
import com.example.screens.list.TicketSearchListener;
import com.example.screens.list.TicketSearchScreenlet;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import org.json.JSONObject;
import screenletgen.runtime.HeadlessPortal;
import screenletgen.runtime.ListRecording;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeAuthentication;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.RuntimeSession;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class TicketScenarios {

	static final class ListRecorder extends ListRecording<Ticket> implements TicketListListener, TicketSearchListener {
		@Override
		public void interactorCalled() {
		}

		@Override
		protected String name(Ticket ticket) {
			return ticket.getSubject();
		}

		/** With the reason under Screens' own ("Not found in cache": a remote-first read that failed and found no page cached). */
		@Override
		public void onListPageFailed(int startRow, Exception e) {
			super.onListPageFailed(startRow, e);
			for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
				Transcript.record("  caused by: " + cause);
			}
		}
	}

	static final class Recorder implements AddTicketListener, UpdateTicketListener, DeleteTicketListener {
		@Override
		public void onAddTicketSuccess(Ticket ticket) {
			lastAdded = ticket;
			Transcript.record("onAddTicketSuccess: id=" + ticket.getId() + " subject=" + Screen.quoted(ticket.getSubject()) + " priority="
				+ Screen.quoted(ticket.getPriority()) + " erc=" + Screen.quoted(ticket.getExternalReferenceCode()));
		}

		@Override
		public void onAddTicketFailure(Exception e) {
			Transcript.record("onAddTicketFailure: " + e);
		}

		@Override
		public void onUpdateTicketSuccess(Ticket ticket) {
			lastUpdated = ticket;
			Transcript.record("onUpdateTicketSuccess: id=" + ticket.getId() + " subject=" + Screen.quoted(ticket.getSubject()) + " priority=" + ticket.getPriority());
		}

		@Override
		public void onUpdateTicketFailure(Exception e) {
			Transcript.record("onUpdateTicketFailure: " + e);
		}

		@Override
		public void onDeleteTicketSuccess() {
			Transcript.record("onDeleteTicketSuccess");
		}

		@Override
		public void onDeleteTicketFailure(Exception e) {
			Transcript.record("onDeleteTicketFailure: " + e);
		}

		@Override
		public void error(Exception e, String userAction) {
			Transcript.record("error: " + userAction + ": " + e);
		}
	}

	/** The update screenlet as a layout declares it (`app:ticketId`), the subject typed, the button tapped. */
	static void update(long ticketId, String subject) {
		UpdateTicketScreenlet screenlet = new UpdateTicketScreenlet(RuntimeContext.application(),
			new RuntimeAttributes().set("app:ticketId", String.valueOf(ticketId)));
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.subject), subject);
		Button button = screenlet.findViewById(R.id.update_ticket_button);
		Screen.tap(button);
		RuntimeQueue.drain();
	}

	/** The add form filled in as the iOS scenario fills it: its due date set by the app (the picker picks the day, the app the time). */
	static void add(String subject, String priority) {
		AddTicketScreenlet screenlet = new AddTicketScreenlet(RuntimeContext.application(), new RuntimeAttributes());
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.subject), subject);
		Screen.type((EditText) screenlet.findViewById(R.id.priority), priority);
		((com.example.screens.view.AddTicketView) screenlet.findViewById(R.id.subject).getParent()).setDueDate(new Date(1_754_298_611_000L));
		Screen.tap(screenlet.findViewById(R.id.add_ticket_button));
		RuntimeQueue.drain();
	}

	static void delete(long ticketId) {
		DeleteTicketScreenlet screenlet = new DeleteTicketScreenlet(RuntimeContext.application(),
			new RuntimeAttributes().set("app:ticketId", String.valueOf(ticketId)));
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Button button = screenlet.findViewById(R.id.delete_ticket_button);
		Screen.tap(button);
		RuntimeQueue.drain();
	}

	static void sync() {
		AddTicketScreenlet.syncPendingWrites();
		DeleteTicketScreenlet.syncPendingWrites();
		UpdateTicketScreenlet.syncPendingWrites();
		RuntimeQueue.drain();
	}

	static Ticket lastAdded;
	static Ticket lastUpdated;

	static JSONObject values(Object... keysAndValues) {
		return HeadlessPortal.values(keysAndValues);
	}

	/** The Ticket object, its priority a picklist. */
	static HeadlessPortal.HeadlessObject tickets() {
		return HeadlessPortal.define("tickets").picklist("priority", "low", "Low", "medium", "Medium", "high", "High");
	}

	/** `count` tickets t0…t(count-1), created a minute apart (t0 the oldest). */
	static HeadlessPortal.HeadlessObject seedTickets(int count) {
		return tickets().seed(count, index -> values("subject", "t" + index, "priority", index % 2 == 0 ? "low" : "high"));
	}

	/** The list as a layout declares it, with Screens' page sizes of the iOS scenarios (50, then 25), attached: it loads its first page. */
	static TicketListScreenlet makeList(int firstPageSize, int pageSize) {
		RuntimeAttributes attributes = new RuntimeAttributes().set("app:firstPageSize", String.valueOf(firstPageSize))
			.set("app:pageSize", String.valueOf(pageSize));
		TicketListScreenlet list = new TicketListScreenlet(RuntimeContext.application(), attributes);
		list.setListener(new ListRecorder());
		Screen.attach(list);
		return list;
	}

	static TicketListScreenlet loadedList() {
		TicketListScreenlet list = makeList(50, 25);
		RuntimeQueue.drain();
		return list;
	}

	static androidx.recyclerview.widget.RecyclerView rows(android.view.View list) {
		return list.findViewById(R.id.liferay_recycler_list);
	}

	@SuppressWarnings("unchecked")
	static List<Ticket> entries(android.view.View list) {
		return (List<Ticket>) ((com.liferay.mobile.screens.base.list.BaseListAdapter<Ticket, ?>) rows(list).getAdapter()).getEntries();
	}

	/** The rows the list holds: how many, how many are loaded, distinct and in the portal's order (newest first). */
	static void recordRows(android.view.View list, int total) {
		List<Ticket> rows = entries(list);
		List<String> subjects = new ArrayList<>();
		for (Ticket ticket : rows) {
			subjects.add(ticket == null ? null : ticket.getSubject());
		}
		List<String> expected = new ArrayList<>();
		for (int index = total - 1; index >= 0; index--) {
			expected.add("t" + index);
		}
		List<String> loaded = new ArrayList<>(subjects);
		loaded.removeIf(subject -> subject == null);
		HashSet<String> missing = new HashSet<>(expected);
		missing.removeAll(loaded);
		Transcript.record("rows: " + rows.size() + ", loaded " + loaded.size() + ", distinct " + new HashSet<>(loaded).size()
			+ ", missing " + missing.size() + ", in order " + subjects.equals(expected));
	}

	static TicketSearchScreenlet makeSearch(String keywords) {
		RuntimeAttributes attributes = new RuntimeAttributes().set("app:keywords", keywords).set("app:autoLoad", "false");
		TicketSearchScreenlet search = new TicketSearchScreenlet(RuntimeContext.application(), attributes);
		search.setListener(new ListRecorder());
		Screen.attach(search);
		return search;
	}

	/** A date as seconds since 1970, or nil. */
	static String seconds(Date date) {
		return date == null ? "nil" : String.valueOf(date.getTime() / 1000.0);
	}

	static String values(Ticket ticket) {
		return "values: id=" + ticket.getId() + " subject=" + Screen.quoted(ticket.getSubject()) + " description=" + ticket.getDescription()
			+ " priority=" + ticket.getPriority() + " priorityName=" + ticket.getPriorityName() + " dueDate=" + seconds(ticket.getDueDate())
			+ " estimate=" + ticket.getEstimate() + " reporterEmail=" + ticket.getReporterEmail() + " resolved=" + ticket.getResolved()
			+ " dateCreated=" + seconds(ticket.getDateCreated()) + " dateModified=" + seconds(ticket.getDateModified());
	}

	public static void main(String[] arguments) {
		// The iOS scenarios' device: English, no region.
		Locale.setDefault(Locale.ENGLISH);
		Screen.scenario("list: 120 tickets scrolled through in Screens' pages (50, then 25), the count from totalCount", () -> {
			seedTickets(120);
			TicketListScreenlet list = loadedList();
			List<String> texts = Screen.scrollThrough(rows(list));
			Transcript.record("cells: " + texts.size() + ", first " + texts.get(0) + ", last " + texts.get(texts.size() - 1));
			recordRows(list, 120);
		});
		Screen.scenario("list, signed in with OAuth 2 whose access token has expired (Android only): the page is asked with the token the SDK refreshes first, as its own calls are, not refused with the expired one", () -> {
			seedTickets(3);
			screenletgen.runtime.RuntimeSession.authentication = new screenletgen.runtime.RuntimeOAuth2Authentication("expired-access-token", true);
			TicketListScreenlet list = loadedList();
			recordRows(list, 3);
		});
		Screen.scenario("list: pages 0 to 3 as the screenlet asks for them (rows 0-50, 50-75, 75-100, 100-125), one request each", () -> {
			seedTickets(120);
			TicketListScreenlet list = loadedList();
			for (int page = 1; page <= 3; page++) {
				list.loadPage(page);
				RuntimeQueue.drain();
			}
			recordRows(list, 120);
		});
		Screen.scenario("list: sizes that do not line up (30, then 25): a page of the screenlet's spans two of the portal's, no row twice", () -> {
			seedTickets(120);
			TicketListScreenlet list = makeList(30, 25);
			RuntimeQueue.drain();
			for (int page = 1; page <= 4; page++) {
				list.loadPage(page);
				RuntimeQueue.drain();
			}
			recordRows(list, 120);
		});
		Screen.scenario("list: fewer tickets than a page, then none", () -> {
			seedTickets(3);
			recordRows(loadedList(), 3);
			tickets();
			recordRows(loadedList(), 0);
		});
		Screen.scenario("list: online, then offline from the cache", () -> {
			seedTickets(3);
			TicketListScreenlet list = loadedList();
			HeadlessPortal.offline = true;
			list.loadPage(0);
			RuntimeQueue.drain();
			recordRows(list, 3);
		});
		Screen.scenario("list: tapping a row tells the delegate which ticket", () -> {
			seedTickets(3);
			androidx.recyclerview.widget.RecyclerView recycler = rows(loadedList());
			androidx.recyclerview.widget.RecyclerView.ViewHolder holder = recycler.getAdapter().createViewHolder(recycler, 0);
			recycler.getAdapter().bindViewHolder(holder, 1);
			Screen.tap(holder.itemView);
		});
		Screen.scenario("search: empty keywords fail the property's validation, nothing sent; then a search", () -> {
			HeadlessPortal.HeadlessObject object = tickets();
			String[] subjects = {"Printer jammed", "Scanner offline", "printer toner low", "Coffee machine"};
			for (int index = 0; index < subjects.length; index++) {
				object.add(values("subject", subjects[index], "priority", index % 2 == 0 ? "high" : "low"));
			}
			TicketSearchScreenlet search = makeSearch("");
			search.loadPage(0);
			RuntimeQueue.drain();
			Transcript.record("-- keywords: printer");
			search.setKeywords("printer");
			search.loadPage(0);
			RuntimeQueue.drain();
			Transcript.record("cells: " + Screen.scrollThrough(rows(search)));
		});
		Screen.scenario("search: keywords with a + (C++) reach the portal as typed", () -> {
			HeadlessPortal.HeadlessObject object = tickets();
			object.add(values("subject", "C++ build broken", "priority", "high"));
			object.add(values("subject", "C build broken", "priority", "high"));
			TicketSearchScreenlet search = makeSearch("C++");
			search.loadPage(0);
			RuntimeQueue.drain();
			Transcript.record("cells: " + Screen.scrollThrough(rows(search)));
		});
		Screen.scenario("list: a page with an entry the model cannot read (no id): refused with a message, no rows", () -> {
			seedTickets(3).entries.get(1).omitsId = true;
			Transcript.record("rows: " + entries(loadedList()).size());
		});
		Screen.scenario("dates: with fractional seconds (a custom date-time) and without (the system dates), read by the model", () -> {
			tickets().add(values("subject", "Printer jammed", "dueDate", "2025-08-04T09:10:11.123Z"));
			Ticket ticket = entries(loadedList()).get(0);
			Transcript.record("texts: dueDate=" + ticket.getValues().get("dueDate") + " dateCreated=" + ticket.getValues().get("dateCreated"));
			Transcript.record("dates: dueDate=" + seconds(ticket.getDueDate()) + " dateCreated=" + seconds(ticket.getDateCreated())
				+ " dateModified=" + seconds(ticket.getDateModified()));
		});
		Screen.scenario("values: every attribute of a ticket with every field and of one with only its subject, online, then offline from the cache", () -> {
			HeadlessPortal.HeadlessObject object = tickets();
			object.add(values("subject", "Printer jammed", "description", "Tray 2", "priority", "high", "dueDate", "1969-07-20T20:17:40.5Z",
				"estimate", 2.5, "reporterEmail", "ana@example.com", "resolved", true));
			object.add(values("subject", "Été"));
			TicketListScreenlet list = loadedList();
			for (Ticket ticket : entries(list)) {
				Transcript.record(values(ticket));
			}
			HeadlessPortal.offline = true;
			list.loadPage(0);
			RuntimeQueue.drain();
			for (Ticket ticket : entries(list)) {
				Transcript.record(values(ticket));
			}
		});
		Screen.scenario("dates: a day and a time without a zone, in a zone whose midnight a clock change skips (America/Santiago)", () -> {
			TimeZone zone = TimeZone.getDefault();
			TimeZone.setDefault(TimeZone.getTimeZone("America/Santiago"));
			try {
				for (String text : new String[] {"2024-09-08", "2024-09-08T00:00:00Z", "2024-09-07T12:30:00", "2024-09-08T12:30:00+02:00",
						"2024-02-30", "2024-09-08T24:00:00Z", "2024-09-08T12:30:00.Z", "8 September 2024"}) {
					Date date = TicketRequest.date(text, false);
					Date day = TicketRequest.date(text, true);
					Transcript.record(text + ": " + seconds(date) + ", as a day " + seconds(day));
				}
			} finally {
				TimeZone.setDefault(zone);
			}
		});
		Screen.scenario("dates: a day in a zone whose midnight a clock change repeats (America/Havana, 3 November 2024) is its first instant", () -> {
			TimeZone zone = TimeZone.getDefault();
			TimeZone.setDefault(TimeZone.getTimeZone("America/Havana"));
			try {
				for (String text : new String[] {"2024-11-03", "2024-11-02", "2024-11-04"}) {
					Transcript.record(text + " as a day: " + seconds(TicketRequest.date(text, true)));
				}
			} finally {
				TimeZone.setDefault(zone);
			}
		});
		Screen.scenario("auth: a wrong password is a 401 with an empty body, shown as a failure (the list)", () -> {
			seedTickets(3);
			RuntimeSession.authentication = new RuntimeAuthentication("test@liferay.com", "wrong");
			loadedList();
		});
		Screen.scenario("auth: without credentials the portal answers as the guest: an empty list", () -> {
			seedTickets(3);
			RuntimeSession.authentication = null;
			recordRows(loadedList(), 0);
		});
		Screen.scenario("failures: 401, 403, 404 and 500 on the list, each a failure with the portal's message", () -> {
			seedTickets(3);
			for (int status : new int[] {401, 403, 404, 500}) {
				Transcript.record("-- " + status);
				HeadlessPortal.failNext(status);
				loadedList();
			}
		});
		Screen.scenario("redirects: a redirect to the login page is not followed: the list fails, asking to sign in again", () -> {
			seedTickets(3);
			HeadlessPortal.redirectingTo = HeadlessPortal.SERVER + "/c/portal/login?redirect=%2Fo%2Fc%2Ftickets%2F";
			loadedList();
		});
		Screen.scenario("add: no priority chosen: the optional picklist goes as an empty key, and the ticket is added without one", () -> {
			HeadlessPortal.HeadlessObject object = tickets();
			add("Printer jammed", "");
			Transcript.record(object.describe("subject"));
		});
		Screen.scenario("add: offline, then startSync sends it once: one entry on the portal", () -> {
			HeadlessPortal.HeadlessObject object = tickets();
			HeadlessPortal.offline = true;
			add("Printer jammed", "high");
			HeadlessPortal.offline = false;
			Transcript.record("-- back online");
			sync();
			Transcript.record("-- a second sync finds nothing to send");
			sync();
			Transcript.record(object.describe("subject"));
		});
		Screen.scenario("add: offline; the first sync's answer is lost after the portal added the entry, the next sync sends it again: one entry", () -> {
			HeadlessPortal.HeadlessObject object = tickets();
			HeadlessPortal.offline = true;
			add("Printer jammed", "high");
			HeadlessPortal.offline = false;
			Transcript.record("-- back online, the answer to the first sync is lost");
			HeadlessPortal.losesNextAnswer = true;
			sync();
			Transcript.record(object.describe("subject"));
			Transcript.record("-- sync again");
			sync();
			Transcript.record(object.describe("subject"));
		});
		Screen.scenario("add: online, the answer is lost after the portal added the entry; recorded and synced, still one entry", () -> {
			HeadlessPortal.HeadlessObject object = tickets();
			HeadlessPortal.losesNextAnswer = true;
			add("Printer jammed", "high");
			Transcript.record(object.describe("subject"));
			sync();
			Transcript.record(object.describe("subject"));
		});
		Screen.scenario("add: online, one PUT by external reference code, one entry, the list shows it without loading again", () -> {
			HeadlessPortal.HeadlessObject object = seedTickets(3);
			TicketListScreenlet list = loadedList();
			add("Printer jammed", "high");
			// The app's AddTicketListener passes what was added on to the list.
			list.addTicket(lastAdded);
			Transcript.record("cells: " + Screen.scrollThrough(rows(list)));
			Transcript.record(object.describe("subject"));
		});
		Screen.scenario("update: a PATCH of the subject, the other fields kept, the list's row replaced in place", () -> {
			HeadlessPortal.HeadlessObject object = seedTickets(3);
			TicketListScreenlet list = loadedList();
			update(object.entries.get(1).id, "t1, reopened");
			list.updateTicket(lastUpdated);
			Transcript.record("cells: " + Screen.scrollThrough(rows(list)));
			Transcript.record(object.describe("subject") + ", priority of 41970 " + object.entries.get(1).values.optString("priority"));
		});
		Screen.scenario("update: an empty subject fails its validation, nothing sent", () -> {
			HeadlessPortal.HeadlessObject object = seedTickets(3);
			update(object.entries.get(1).id, "");
		});
		Screen.scenario("update: a ticket another user may not change: the portal's 403 and message, stored to be sent again (Screens' REMOTE_FIRST)", () -> {
			HeadlessPortal.HeadlessObject object = seedTickets(3);
			HeadlessPortal.failNext(403);
			update(object.entries.get(1).id, "t1, reopened");
		});
		Screen.scenario("update: a device in fi-FI and en-US (Android 7's list of languages): each sent with its base, falling", () -> {
			HeadlessPortal.HeadlessObject object = seedTickets(1);
			android.os.LocaleList.setDefault(new android.os.LocaleList(new Locale("fi", "FI"), Locale.US));
			update(object.entries.get(0).id, "t0 (fi-FI, en-US)");
		});
		Screen.scenario("update: a device in de-AT, then en-GB: the language and its base", () -> {
			HeadlessPortal.HeadlessObject object = seedTickets(1);
			for (Locale locale : new Locale[] {new Locale("de", "AT"), new Locale("en", "GB")}) {
				Locale.setDefault(locale);
				update(object.entries.get(0).id, "t0 (" + locale.toLanguageTag() + ")");
			}
			Locale.setDefault(Locale.ENGLISH);
		});
		Screen.scenario("delete: a DELETE by id, the row leaves the list in place", () -> {
			HeadlessPortal.HeadlessObject object = seedTickets(3);
			TicketListScreenlet list = loadedList();
			long id = object.entries.get(1).id;
			delete(id);
			list.deleteTicket(id);
			Transcript.record("cells: " + Screen.scrollThrough(rows(list)));
			Transcript.record(object.describe("subject"));
		});
		Screen.scenario("delete: a ticket already gone (the portal's 404 Not Found) is deleted: done, not a failure", () -> {
			tickets();
			delete(41999);
		});
		Screen.scenario("delete: an empty 404 (no API at that path) stays a failure", () -> {
			delete(41999);
		});
		Screen.scenario("delete: offline, stored; the first sync's answer is lost after the portal deleted the entry; the next sync's 404 is done: one delete", () -> {
			HeadlessPortal.HeadlessObject object = seedTickets(3);
			HeadlessPortal.offline = true;
			delete(object.entries.get(1).id);
			HeadlessPortal.offline = false;
			Transcript.record("-- back online, the answer to the first sync is lost");
			HeadlessPortal.losesNextAnswer = true;
			sync();
			Transcript.record(object.describe("subject"));
			Transcript.record("-- sync again");
			sync();
			Transcript.record("-- a third sync finds nothing to send");
			sync();
		});
		Screen.scenario("update: offline, stored; sent once when back online, its values kept", () -> {
			HeadlessPortal.HeadlessObject object = seedTickets(3);
			HeadlessPortal.offline = true;
			update(object.entries.get(1).id, "t1, reopened offline");
			HeadlessPortal.offline = false;
			sync();
			Transcript.record(object.describe("subject"));
		});
		Screen.scenario("scopes: no API at the path (an object not published, a site-scoped one): 404, shown as a failure", () -> {
			HeadlessPortal.define("incidents");
			loadedList();
		});
	}
}
