// Scenarios of Examples/visit.json's Android twin: the add form of the forms issue (numbers read
// as the device's region writes them, values a person leaves out, a day), a load and the list,
// against an API Builder application's endpoint (/o/c/visits-app/visits). Named as the iOS ones
// they share (Runtime/Scenarios/visit.swift): the portal is asked exactly the same.
package com.example.screens;

import android.widget.Button;
import android.widget.DatePicker;
import android.widget.EditText;
import android.widget.Switch;
import com.example.screens.interactor.AddVisitListener;
import com.example.screens.interactor.LoadVisitListener;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;
import screenletgen.runtime.HeadlessPortal;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class VisitScenarios {

	static final String[] STORED = {"day", "startsAt", "durationHours", "guests", "fee", "confirmed", "visitorBadge"};

	static final class Recorder implements AddVisitListener, LoadVisitListener {
		@Override
		public void onAddVisitSuccess() {
			Transcript.record("onAddVisitSuccess");
		}

		@Override
		public void onAddVisitFailure(Exception e) {
			Transcript.record("onAddVisitFailure: " + e);
		}

		@Override
		public void onLoadVisitSuccess(Visit visit) {
			last = visit;
			Transcript.record("onLoadVisitSuccess: host=" + Screen.quoted(visit.getHost()) + " kind=" + visit.getKind() + " day=" + day(visit.getDay())
				+ " startsAt=" + seconds(visit.getStartsAt()) + " durationHours=" + visit.getDurationHours() + " fee=" + visit.getFee()
				+ " guests=" + visit.getGuests() + " confirmed=" + visit.getConfirmed() + " visitorBadge=" + visit.getVisitorBadge());
		}

		@Override
		public void onLoadVisitFailure(Exception e) {
			Transcript.record("onLoadVisitFailure: " + e);
			for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
				Transcript.record("  caused by: " + cause);
			}
		}

		@Override
		public void error(Exception e, String userAction) {
			Transcript.record("error: " + userAction + ": " + e);
		}
	}

	static Visit last;

	static HeadlessPortal.HeadlessObject visits() {
		return HeadlessPortal.defineApplication("/o/c/visits-app/visits").picklist("kind", "tour", "Tour", "delivery", "Delivery");
	}

	static String seconds(Date date) {
		return date == null ? "nil" : String.valueOf(date.getTime() / 1000.0);
	}

	/** A day as the device shows it: its date and time in the device's zone. */
	static String day(Date date) {
		if (date == null) {
			return "nil";
		}
		java.text.SimpleDateFormat format = new java.text.SimpleDateFormat("yyyy-MM-dd HH:mm zzz", Locale.US);
		format.setTimeZone(TimeZone.getDefault());
		return format.format(date);
	}

	/** What a person types and sets in the add form; null leaves a control untouched. */
	static final class Form {
		String host = "Ana";
		boolean picksDay = true;
		/** The form's picker chooses a day; the time of a date-time comes from the app (the View Model's setter), as the iOS scenario's picker holds 09:10:11 UTC. */
		Date startsAt = new Date(1_754_298_611_000L);
		String durationHours = "1.5";
		String guests = "3";
		String fee = "12.5";
		Boolean confirmed = true;
		String visitorBadge = "9000000001";
		String notes = "Parking at gate 2";
		String programme = "<p>Tour of the <b>plant</b></p>\n<p>Lunch</p>";
	}

	static void add(Form form) {
		AddVisitScreenlet screenlet = new AddVisitScreenlet(RuntimeContext.application(), new RuntimeAttributes());
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.host), form.host);
		Screen.type((EditText) screenlet.findViewById(R.id.kind), "tour");
		if (form.picksDay) {
			Screen.pick((DatePicker) screenlet.findViewById(R.id.day), 2025, 8, 4);
		}
		if (form.startsAt != null) {
			((com.example.screens.view.AddVisitView) screenlet.findViewById(R.id.host).getParent()).setStartsAt(form.startsAt);
		}
		Screen.type((EditText) screenlet.findViewById(R.id.duration_hours), form.durationHours);
		Screen.type((EditText) screenlet.findViewById(R.id.guests), form.guests);
		Screen.type((EditText) screenlet.findViewById(R.id.fee), form.fee);
		if (form.confirmed != null) {
			// Off until set: a person who wants it off turns it on and off again (on iOS too).
			Switch confirmed = screenlet.findViewById(R.id.confirmed);
			Screen.tap(confirmed);
			if (!form.confirmed) {
				Screen.tap(confirmed);
			}
		}
		Screen.type((EditText) screenlet.findViewById(R.id.visitor_badge), form.visitorBadge);
		Screen.type((EditText) screenlet.findViewById(R.id.notes), form.notes);
		Screen.type((EditText) screenlet.findViewById(R.id.programme), form.programme);
		Button button = screenlet.findViewById(R.id.add_visit_button);
		Screen.tap(button);
		RuntimeQueue.drain();
	}

	static void load(long visitId) {
		LoadVisitScreenlet screenlet = new LoadVisitScreenlet(RuntimeContext.application(),
			new RuntimeAttributes().set("app:visitId", String.valueOf(visitId)));
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.tap(screenlet.findViewById(R.id.load_visit_button));
		RuntimeQueue.drain();
	}

	/** Another device (or user): a session and a cache of its own. */
	static void newDevice() {
		com.liferay.mobile.screens.context.SessionContext.loginForScenario(20156);
	}

	public static void main(String[] arguments) {
		// The iOS scenarios' device: English, no region, in UTC.
		Locale.setDefault(Locale.ENGLISH);
		Screen.scenario("add: online, a POST of every input answered by a 204 without a body: onVisitAdded, one entry on the portal", () -> {
			HeadlessPortal.HeadlessObject object = visits();
			add(new Form());
			Transcript.record(object.describeLast(STORED));
		});
		Screen.scenario("add: empty notes and programme are not stored (the endpoint keeps the values that are not null) and read back as nil", () -> {
			visits();
			Form form = new Form();
			form.notes = "";
			form.programme = " ";
			add(form);
			load(41969);
			Transcript.record("notes=" + last.getNotes() + " programme=" + last.getProgramme());
		});
		Screen.scenario("add: offline, then startSync sends it once: one entry on the portal", () -> {
			HeadlessPortal.HeadlessObject object = visits();
			HeadlessPortal.offline = true;
			add(new Form());
			HeadlessPortal.offline = false;
			AddVisitScreenlet.syncPendingWrites();
			RuntimeQueue.drain();
			Transcript.record("portal: " + object.entries.size() + " entries");
		});
		Screen.scenario("add: offline; the first sync's answer is lost after the portal added the entry; the next sync POSTs it again: two entries", () -> {
			HeadlessPortal.HeadlessObject object = visits();
			HeadlessPortal.offline = true;
			add(new Form());
			HeadlessPortal.offline = false;
			HeadlessPortal.losesNextAnswer = true;
			AddVisitScreenlet.syncPendingWrites();
			RuntimeQueue.drain();
			Transcript.record("portal: " + object.entries.size() + " entries");
			AddVisitScreenlet.syncPendingWrites();
			RuntimeQueue.drain();
			Transcript.record("portal: " + object.entries.size() + " entries");
		});
		Screen.scenario("dates: a device in UTC, then one in America/Los_Angeles, adds a visit on 4 August; the portal keeps the 4th; read back, the day each device shows", () -> {
			HeadlessPortal.HeadlessObject object = visits();
			TimeZone zone = TimeZone.getDefault();
			for (String name : new String[] {"UTC", "America/Los_Angeles"}) {
				TimeZone.setDefault(TimeZone.getTimeZone(name));
				Transcript.record("-- device in " + name + ", the day picker on 4 August");
				newDevice();
				Form form = new Form();
				form.host = name;
				add(form);
				Transcript.record("portal: day " + Screen.quoted(object.entries.get(object.entries.size() - 1).values.optString("day")));
				load(object.entries.get(object.entries.size() - 1).id);
				Transcript.record("json: day " + last.getValues().get("day") + "; the device shows " + day(last.getDay()));
			}
			TimeZone.setDefault(zone);
		});
		Screen.scenario("numbers: typed as the device's region writes them (en_US, de_DE, fr_FR): the portal gets the same numbers; other text holds the button back", () -> {
			HeadlessPortal.HeadlessObject object = visits();
			// The region's formats only: the app's language stays English (Accept-Language "en"), as on the iOS device.
			String[][] typed = {{"en_US", "1.5", "12.25", "9000000001"}, {"de_DE", "1,5", "12,25", "9000000001"}, {"fr_FR", "1,5", "12,25", " 9000000001 "}};
			for (String[] row : typed) {
				Locale.setDefault(Locale.Category.FORMAT, Locale.forLanguageTag(row[0].replace('_', '-')));
				Transcript.record("-- " + row[0] + ": durationHours " + Screen.quoted(row[1]) + ", fee " + Screen.quoted(row[2]) + ", visitorBadge " + Screen.quoted(row[3]));
				newDevice();
				Form form = new Form();
				form.durationHours = row[1];
				form.fee = row[2];
				form.visitorBadge = row[3];
				add(form);
				Transcript.record(object.describeLast(STORED));
			}
			String[][] refused = {{"de_DE", "1.5"}, {"en_US", "1,5"}, {"en_US", "12 kg"}, {"en_US", "nan"}, {"en_US", "1e400"}, {"de_DE", "1.234,5"}};
			for (String[] row : refused) {
				Locale.setDefault(Locale.Category.FORMAT, Locale.forLanguageTag(row[0].replace('_', '-')));
				Transcript.record("-- " + row[0] + ": durationHours " + Screen.quoted(row[1]));
				Form form = new Form();
				form.durationHours = row[1];
				add(form);
			}
			Locale.setDefault(Locale.Category.FORMAT, Locale.US);
			for (String text : new String[] {"3.0", "3,5", "-2"}) {
				Transcript.record("-- en_US: guests " + Screen.quoted(text));
				newDevice();
				Form form = new Form();
				form.guests = text;
				add(form);
			}
			Transcript.record("portal: " + object.entries.size() + " entries");
			Locale.setDefault(Locale.ENGLISH);
		});
		Screen.scenario("left out: empty numbers, untouched dates and switch are not sent; the portal stores none of them", () -> {
			HeadlessPortal.HeadlessObject object = visits();
			Form form = new Form();
			form.picksDay = false;
			form.startsAt = null;
			form.durationHours = "";
			form.guests = " ";
			form.fee = "";
			form.confirmed = null;
			form.visitorBadge = "";
			add(form);
			Transcript.record(object.describeLast(STORED));
		});
		Screen.scenario("left out: offline, then synced: the recorded write leaves out the same values", () -> {
			HeadlessPortal.HeadlessObject object = visits();
			HeadlessPortal.offline = true;
			Form form = new Form();
			form.picksDay = false;
			form.durationHours = "";
			form.confirmed = null;
			add(form);
			HeadlessPortal.offline = false;
			AddVisitScreenlet.syncPendingWrites();
			RuntimeQueue.drain();
			Transcript.record(object.describeLast(STORED));
		});
		Screen.scenario("left out: a switch turned on and off again is sent as false; a day not picked is not sent", () -> {
			HeadlessPortal.HeadlessObject object = visits();
			Form form = new Form();
			form.picksDay = false;
			form.confirmed = false;
			add(form);
			Transcript.record(object.describeLast(STORED));
		});
		Screen.scenario("load: an id no visit has is the portal's 404 message, shown as a failure", () -> {
			visits();
			load(41999);
		});
		Screen.scenario("dates: a day picked in a zone whose midnight a clock change skips (America/Santiago, 8 September 2024) is that day", () -> {
			HeadlessPortal.HeadlessObject object = visits();
			TimeZone zone = TimeZone.getDefault();
			TimeZone.setDefault(TimeZone.getTimeZone("America/Santiago"));
			AddVisitScreenlet screenlet = new AddVisitScreenlet(RuntimeContext.application(), new RuntimeAttributes());
			Screen.attach(screenlet);
			Screen.pick((DatePicker) screenlet.findViewById(R.id.day), 2024, 9, 8);
			Date picked = ((com.example.screens.view.AddVisitView) screenlet.findViewById(R.id.host).getParent()).getDay();
			Transcript.record("picked: " + day(picked) + " (" + seconds(picked) + ")");
			TimeZone.setDefault(zone);
			Transcript.record("portal: " + object.entries.size() + " entries");
		});
	}
}
