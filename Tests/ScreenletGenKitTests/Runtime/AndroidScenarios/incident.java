// Scenarios of Examples/incident.json's Android twin: a site-scoped Object (under
// /scopes/{groupId}), its list and add form (a picklist with None, a multiselect picklist as a
// switch per entry, a date-time, a number), named as the iOS ones they share
// (Runtime/Scenarios/incident.swift): the portal is asked exactly the same.
package com.example.screens;

import android.widget.EditText;
import android.widget.RadioGroup;
import android.widget.Switch;
import com.example.screens.interactor.AddIncidentListener;
import com.example.screens.interactor.UpdateIncidentListener;
import com.example.screens.list.IncidentListListener;
import com.example.screens.list.IncidentListScreenlet;
import com.liferay.mobile.screens.context.LiferayServerContext;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import org.json.JSONException;
import org.json.JSONObject;
import screenletgen.runtime.HeadlessPortal;
import screenletgen.runtime.ListRecording;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class IncidentScenarios {

	static final long APP_SITE = 20143;
	static final long OTHER_SITE = 20144;

	static final class Recorder extends ListRecording<Incident> implements IncidentListListener, AddIncidentListener, UpdateIncidentListener {
		@Override
		public void onLoadIncidentSuccess(Incident incident) {
			Transcript.record("onLoadIncidentSuccess: id=" + incident.getId() + " title=" + Screen.quoted(incident.getTitle()) + " severity=" + incident.getSeverity());
		}

		@Override
		public void onLoadIncidentFailure(Exception e) {
			Transcript.record("onLoadIncidentFailure: " + e);
		}

		@Override
		public void onUpdateIncidentSuccess(Incident incident) {
			Transcript.record("onUpdateIncidentSuccess: id=" + incident.getId() + " title=" + Screen.quoted(incident.getTitle()) + " severity=" + incident.getSeverity());
		}

		@Override
		public void onUpdateIncidentFailure(Exception e) {
			Transcript.record("onUpdateIncidentFailure: " + e);
		}

		@Override
		public void interactorCalled() {
		}

		@Override
		protected String name(Incident incident) {
			return incident.getTitle();
		}

		@Override
		public void onAddIncidentSuccess(Incident incident) {
			Transcript.record("onAddIncidentSuccess: id=" + incident.getId() + " title=" + Screen.quoted(incident.getTitle()) + " severity="
				+ incident.getSeverity() + " affectedSystems=" + Screen.quoted(incident.getAffectedSystems()) + " names="
				+ Screen.quoted(incident.getAffectedSystemsName()));
		}

		@Override
		public void onAddIncidentFailure(Exception e) {
			Transcript.record("onAddIncidentFailure: " + e);
		}
	}

	static JSONObject values(Object... keysAndValues) {
		return HeadlessPortal.values(keysAndValues);
	}

	static HeadlessPortal.HeadlessObject incidents() {
		return HeadlessPortal.define("incidents").siteScoped().picklist("severity", "minor", "Minor", "major", "Major", "critical", "Critical")
			.picklist("affectedSystems", "power", "Power", "water", "Water", "network", "Network");
	}

	/** `count` incidents i0… of the app's site, reported a minute apart, and `others` of another site (x0…) in between. */
	static HeadlessPortal.HeadlessObject seedIncidents(int count, int others) {
		HeadlessPortal.HeadlessObject object = incidents();
		for (int index = 0; index < Math.max(count, others); index++) {
			if (index < count) {
				object.add(values("title", "i" + index, "severity", index % 2 == 0 ? "minor" : "major",
					"reportedOn", String.format("2025-08-04T%02d:%02d:11Z", 9 + (10 + index) / 60, (10 + index) % 60)), APP_SITE);
			}
			if (index < others) {
				object.add(values("title", "x" + index, "severity", "critical",
					"reportedOn", String.format("2025-08-04T%02d:%02d:41Z", 9 + (10 + index) / 60, (10 + index) % 60)), OTHER_SITE);
			}
		}
		return object;
	}

	static IncidentListScreenlet loadedList() {
		IncidentListScreenlet list = new IncidentListScreenlet(RuntimeContext.application(),
			new RuntimeAttributes().set("app:firstPageSize", "50").set("app:pageSize", "25"));
		list.setListener(new Recorder());
		Screen.attach(list);
		RuntimeQueue.drain();
		return list;
	}

	static androidx.recyclerview.widget.RecyclerView rows(android.view.View list) {
		return list.findViewById(R.id.liferay_recycler_list);
	}

	@SuppressWarnings("unchecked")
	static List<Incident> entries(android.view.View list) {
		return (List<Incident>) ((com.liferay.mobile.screens.base.list.BaseListAdapter<Incident, ?>) rows(list).getAdapter()).getEntries();
	}

	/** The rows: how many, loaded, distinct, of another site, missing, and in the portal's order (latest first). */
	static void recordRows(android.view.View list, int total) {
		List<String> titles = new ArrayList<>();
		for (Incident incident : entries(list)) {
			titles.add(incident == null ? null : incident.getTitle());
		}
		List<String> expected = new ArrayList<>();
		for (int index = total - 1; index >= 0; index--) {
			expected.add("i" + index);
		}
		List<String> loaded = new ArrayList<>(titles);
		loaded.removeIf(title -> title == null);
		long others = loaded.stream().filter(title -> title.startsWith("x")).count();
		HashSet<String> missing = new HashSet<>(expected);
		missing.removeAll(loaded);
		Transcript.record("rows: " + titles.size() + ", loaded " + loaded.size() + ", distinct " + new HashSet<>(loaded).size()
			+ ", of another site " + others + ", missing " + missing.size() + ", in order " + titles.equals(expected));
	}

	/** The add form as the iOS scenario fills it: severity Major, reportedOn set by the app (the picker picks the day), 12 users. */
	static AddIncidentScreenlet add(String title, String... systems) {
		AddIncidentScreenlet screenlet = new AddIncidentScreenlet(RuntimeContext.application(), new RuntimeAttributes());
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.title), title);
		((RadioGroup) screenlet.findViewById(R.id.severity)).check(R.id.severity_major);
		((com.example.screens.view.AddIncidentView) screenlet.findViewById(R.id.title).getParent()).setReportedOn(new Date(1_754_298_611_000L));
		Screen.type((EditText) screenlet.findViewById(R.id.affected_users), "12");
		for (String system : systems) {
			int id = system.equals("power") ? R.id.affected_systems_power : system.equals("water") ? R.id.affected_systems_water : R.id.affected_systems_network;
			Screen.tap(screenlet.findViewById(id));
		}
		Screen.tap(screenlet.findViewById(R.id.add_incident_button));
		RuntimeQueue.drain();
		return screenlet;
	}

	/** The switches, each in brackets when on. */
	static String switches(AddIncidentScreenlet screenlet) {
		StringBuilder text = new StringBuilder();
		for (int id : new int[] {R.id.affected_systems_power, R.id.affected_systems_water, R.id.affected_systems_network}) {
			Switch control = screenlet.findViewById(id);
			text.append(text.length() == 0 ? "" : "|").append(control.isChecked() ? "[" + control.getText() + "]" : control.getText());
		}
		return text.toString();
	}

	/** The edit screen of an incident, attached: it loads it into the form by itself unless told not to. */
	static UpdateIncidentScreenlet makeUpdate(long incidentId, boolean autoLoad) {
		UpdateIncidentScreenlet screenlet = new UpdateIncidentScreenlet(RuntimeContext.application(),
			new RuntimeAttributes().set("app:incidentId", String.valueOf(incidentId)).set("app:autoLoad", String.valueOf(autoLoad)));
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		RuntimeQueue.drain();
		return screenlet;
	}

	static void recordForm(UpdateIncidentScreenlet screenlet) {
		com.example.screens.view.UpdateIncidentView view = (com.example.screens.view.UpdateIncidentView) screenlet.findViewById(R.id.title).getParent();
		Transcript.record("form: title=" + Screen.quoted(view.getTitle()) + " severity=" + Screen.quoted(view.getSeverity()) + " reportedOn="
			+ (view.getReportedOn() == null ? "nil" : String.valueOf(view.getReportedOn().getTime() / 1000.0)) + " affectedUsers=" + view.getAffectedUsers()
			+ " affectedSystems=" + Screen.quoted(view.getAffectedSystems()));
	}

	/** The screenlet's id in the app's activity layout: Android saves a screen's state under its views' ids. */
	static final int APP_SCREENLET_ID = 0x7f0a0fff;

	/** A screen as the app's activity makes it in onCreate (its id, its listener), not yet attached. */
	static <T extends com.liferay.mobile.screens.base.BaseScreenlet<?, ?>> T asMade(T screenlet) {
		screenlet.setId(APP_SCREENLET_ID);
		return screenlet;
	}

	static UpdateIncidentScreenlet editScreen(long incidentId) {
		UpdateIncidentScreenlet screenlet = asMade(new UpdateIncidentScreenlet(RuntimeContext.application(),
			new RuntimeAttributes().set("app:incidentId", String.valueOf(incidentId))));
		screenlet.setListener(new Recorder());
		return screenlet;
	}

	static AddIncidentScreenlet addScreen() {
		AddIncidentScreenlet screenlet = asMade(new AddIncidentScreenlet(RuntimeContext.application(), new RuntimeAttributes()));
		screenlet.setListener(new Recorder());
		return screenlet;
	}

	static void sync() {
		AddIncidentScreenlet.syncPendingWrites();
		RuntimeQueue.drain();
	}

	public static void main(String[] arguments) {
		Locale.setDefault(Locale.ENGLISH);
		Screen.scenario("list: 120 incidents of the app's site (and 30 of another site, never shown), scrolled through in Screens' pages, each page asked of /scopes/20143", () -> {
			seedIncidents(120, 30);
			IncidentListScreenlet list = loadedList();
			List<String> texts = Screen.scrollThrough(rows(list));
			Transcript.record("cells: " + texts.size() + ", first " + texts.get(0) + ", last " + texts.get(texts.size() - 1));
			recordRows(list, 120);
		});
		Screen.scenario("list: fewer incidents than a page; the other site's are not counted", () -> {
			seedIncidents(3, 2);
			recordRows(loadedList(), 3);
		});
		Screen.scenario("list: online, then offline from the cache", () -> {
			seedIncidents(3, 0);
			IncidentListScreenlet list = loadedList();
			HeadlessPortal.offline = true;
			list.loadPage(0);
			RuntimeQueue.drain();
			recordRows(list, 3);
		});
		Screen.scenario("add: offline, then startSync sends it once: one entry in the app's site", () -> {
			HeadlessPortal.HeadlessObject object = incidents();
			HeadlessPortal.offline = true;
			add("Gate 4 flooded");
			HeadlessPortal.offline = false;
			Transcript.record("-- back online");
			sync();
			Transcript.record("-- a second sync finds nothing to send");
			sync();
			Transcript.record(object.describe("title"));
		});
		Screen.scenario("add: offline; the first sync's answer is lost after the portal added the entry, the next sync sends the same code to the same site: one entry", () -> {
			HeadlessPortal.HeadlessObject object = incidents();
			HeadlessPortal.offline = true;
			add("Gate 4 flooded");
			HeadlessPortal.offline = false;
			Transcript.record("-- back online, the answer to the first sync is lost");
			HeadlessPortal.losesNextAnswer = true;
			sync();
			Transcript.record(object.describe("title"));
			Transcript.record("-- sync again");
			sync();
			Transcript.record(object.describe("title"));
		});
		// Screens for Android keeps a write in the cache of the site and user it was made in, and a
		// sync sends the current site's: moved to another site, the app sends it once back in its own.
		Screen.scenario("add: offline in the app's site; the app moves to another site before it syncs: nothing is sent from there; back in its site, the entry is added in the site it was made in", () -> {
			HeadlessPortal.HeadlessObject object = incidents();
			HeadlessPortal.offline = true;
			add("Gate 4 flooded");
			HeadlessPortal.offline = false;
			LiferayServerContext.setGroupId(OTHER_SITE);
			Transcript.record("-- LiferayServerContext.setGroupId(" + OTHER_SITE + "), back online");
			sync();
			Transcript.record(object.describe("title"));
			LiferayServerContext.setGroupId(APP_SITE);
			Transcript.record("-- LiferayServerContext.setGroupId(" + APP_SITE + ")");
			sync();
			Transcript.record(object.describe("title"));
		});
		Screen.scenario("multiselect picklist: the form has a switch for each saved entry of the affected systems, sends the keys of those turned on as an array, and the list shows the portal's names", () -> {
			HeadlessPortal.HeadlessObject object = incidents();
			AddIncidentScreenlet screenlet = add("Gate 4 flooded", "power", "network");
			Transcript.record("form after the add: " + switches(screenlet));
			IncidentListScreenlet list = loadedList();
			Transcript.record("cells: " + Screen.scrollThrough(rows(list)));
			Transcript.record(object.describe("title"));
		});
		Screen.scenario("update: shown, the screenlet loads the incident into the form by itself; a change of the title alone keeps every other field", () -> {
			HeadlessPortal.HeadlessObject object = seedIncidents(3, 0);
			try {
				object.entries.get(1).values.put("affectedUsers", 40);
			} catch (JSONException e) {
				throw new AssertionError(e);
			}
			UpdateIncidentScreenlet screenlet = makeUpdate(object.entries.get(1).id, true);
			recordForm(screenlet);
			Screen.type((EditText) screenlet.findViewById(R.id.title), "i1, reopened");
			Screen.tap(screenlet.findViewById(R.id.update_incident_button));
			RuntimeQueue.drain();
			Transcript.record(object.describe("title"));
		});
		Screen.scenario("update: an incident the user may not update (no update in its actions): loaded, its button stays disabled; sent from code, the portal's 403 is the failure", () -> {
			HeadlessPortal.HeadlessObject object = seedIncidents(2, 0);
			object.entries.get(0).deniedActions.addAll(java.util.Arrays.asList("update", "replace", "delete"));
			UpdateIncidentScreenlet screenlet = makeUpdate(object.entries.get(0).id, true);
			recordForm(screenlet);
			Screen.type((EditText) screenlet.findViewById(R.id.title), "i0, reopened");
			android.widget.Button button = screenlet.findViewById(R.id.update_incident_button);
			Transcript.record("update button enabled: " + button.isEnabled());
			Screen.tap(button);
			screenlet.performUserAction(UpdateIncidentScreenlet.UPDATE_INCIDENT_ACTION);
			RuntimeQueue.drain();
			Transcript.record(object.describe("title"));
			UpdateIncidentScreenlet other = makeUpdate(object.entries.get(1).id, true);
			android.widget.Button otherButton = other.findViewById(R.id.update_incident_button);
			Transcript.record("update button of an incident the user may update enabled: " + otherButton.isEnabled());
		});
		Screen.scenario("multiselect picklist: the edit screen turns on the loaded entry's systems; turning one off sends the rest, and none turned on clears the field", () -> {
			HeadlessPortal.HeadlessObject object = incidents();
			object.add(values("title", "Gate 4 flooded", "affectedSystems", new org.json.JSONArray().put("water").put("power")), APP_SITE);
			UpdateIncidentScreenlet screenlet = makeUpdate(object.entries.get(0).id, false);
			Screen.tap(screenlet.findViewById(R.id.load_incident_button));
			RuntimeQueue.drain();
			recordForm(screenlet);
			Screen.tap(screenlet.findViewById(R.id.affected_systems_water));
			Screen.tap(screenlet.findViewById(R.id.update_incident_button));
			RuntimeQueue.drain();
			Transcript.record("portal: " + object.entries.get(0).values.opt("affectedSystems"));
			Screen.tap(screenlet.findViewById(R.id.affected_systems_power));
			Screen.tap(screenlet.findViewById(R.id.update_incident_button));
			RuntimeQueue.drain();
			Transcript.record("portal: " + object.entries.get(0).values.opt("affectedSystems"));
		});
		Screen.scenario("update: a date-time in the hour a clock change repeats (New York, 2024-11-03 01:30 EDT), loaded and saved unchanged, is sent as loaded", () -> {
			java.util.TimeZone zone = java.util.TimeZone.getDefault();
			java.util.TimeZone.setDefault(java.util.TimeZone.getTimeZone("America/New_York"));
			try {
				HeadlessPortal.HeadlessObject object = incidents();
				object.add(values("title", "Gate 4 flooded", "reportedOn", "2024-11-03T05:30:00Z"), APP_SITE);
				UpdateIncidentScreenlet screenlet = makeUpdate(object.entries.get(0).id, true);
				Screen.type((EditText) screenlet.findViewById(R.id.title), "Gate 4 flooded, again");
				Screen.tap(screenlet.findViewById(R.id.update_incident_button));
				RuntimeQueue.drain();
				Transcript.record("portal: reportedOn " + object.entries.get(0).values.optString("reportedOn"));
			} finally {
				java.util.TimeZone.setDefault(zone);
			}
		});
		Screen.scenario("add, rotated (Android only): the optional reported-on date set (by the app, then a day the person picked) is still set on the screen made again, and sent with its time of day, with the severity, users and systems", () -> {
			HeadlessPortal.HeadlessObject object = incidents();
			AddIncidentScreenlet screenlet = addScreen();
			Screen.attach(screenlet);
			Screen.type((EditText) screenlet.findViewById(R.id.title), "Gate 4 flooded");
			Screen.tap(screenlet.findViewById(R.id.severity_major));
			((com.example.screens.view.AddIncidentView) screenlet.findViewById(R.id.title).getParent()).setReportedOn(new Date(1_754_298_611_000L));
			Screen.pick(screenlet.findViewById(R.id.reported_on), 2025, 8, 6);
			Screen.type((EditText) screenlet.findViewById(R.id.affected_users), "12");
			Screen.tap(screenlet.findViewById(R.id.affected_systems_power));
			AddIncidentScreenlet rotated = Screen.rotate(screenlet, IncidentScenarios::addScreen);
			Transcript.record("switches: " + switches(rotated));
			Screen.tap(rotated.findViewById(R.id.add_incident_button));
			RuntimeQueue.drain();
			Transcript.record(object.describeLast("title", "severity", "reportedOn", "affectedUsers", "affectedSystems"));
		});
		Screen.scenario("update, rotated (Android only): the screen made again keeps what the person changed (title, severity, day, systems) and does not load over it; the update sends it with the loaded time of day", () -> {
			HeadlessPortal.HeadlessObject object = seedIncidents(2, 0);
			long id = object.entries.get(1).id;
			UpdateIncidentScreenlet screenlet = editScreen(id);
			Screen.attach(screenlet);
			RuntimeQueue.drain();
			recordForm(screenlet);
			Screen.type((EditText) screenlet.findViewById(R.id.title), "i1, reopened");
			Screen.tap(screenlet.findViewById(R.id.severity_critical));
			Screen.pick(screenlet.findViewById(R.id.reported_on), 2025, 8, 6);
			Screen.tap(screenlet.findViewById(R.id.affected_systems_water));
			UpdateIncidentScreenlet rotated = Screen.rotate(screenlet, () -> editScreen(id));
			RuntimeQueue.drain();
			recordForm(rotated);
			Screen.tap(rotated.findViewById(R.id.update_incident_button));
			RuntimeQueue.drain();
			Transcript.record(object.describe("title"));
			JSONObject values = object.entries.get(1).values;
			Transcript.record("portal: severity=" + values.opt("severity") + " reportedOn=" + values.optString("reportedOn") + " affectedSystems=" + values.opt("affectedSystems"));
		});
		Screen.scenario("update of an incident the user may not update, rotated (Android only): its button stays disabled on the screen made again, which does not load it again", () -> {
			HeadlessPortal.HeadlessObject object = seedIncidents(1, 0);
			object.entries.get(0).deniedActions.addAll(java.util.Arrays.asList("update", "replace", "delete"));
			long id = object.entries.get(0).id;
			UpdateIncidentScreenlet screenlet = editScreen(id);
			Screen.attach(screenlet);
			RuntimeQueue.drain();
			UpdateIncidentScreenlet rotated = Screen.rotate(screenlet, () -> editScreen(id));
			RuntimeQueue.drain();
			Transcript.record("update button enabled: " + ((android.widget.Button) rotated.findViewById(R.id.update_incident_button)).isEnabled());
		});
		Screen.scenario("multiselect picklist: none turned on is sent as [] (which clears the field); a None choice sends the empty key", () -> {
			HeadlessPortal.HeadlessObject object = incidents();
			AddIncidentScreenlet screenlet = new AddIncidentScreenlet(RuntimeContext.application(), new RuntimeAttributes());
			screenlet.setListener(new Recorder());
			Screen.attach(screenlet);
			Screen.type((EditText) screenlet.findViewById(R.id.title), "Gate 5 dry");
			Screen.tap(screenlet.findViewById(R.id.add_incident_button));
			RuntimeQueue.drain();
			Transcript.record(object.describe("title"));
		});
	}
}
