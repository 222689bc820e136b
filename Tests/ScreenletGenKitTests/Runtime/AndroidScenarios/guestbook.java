// Scenarios of Examples/guestbook.json's Android twin, named as the iOS ones they share
// (Runtime/Scenarios/guestbook.swift): a custom plugin's service, with the session's user.
package com.example.screens;

import android.widget.Button;
import android.widget.EditText;
import com.example.screens.interactor.SignGuestbookListener;
import com.example.screens.list.GuestbookEntryListListener;
import com.example.screens.list.GuestbookEntryListScreenlet;
import com.liferay.mobile.screens.context.SessionContext;
import screenletgen.runtime.ListRecording;
import screenletgen.runtime.Portal;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class GuestbookScenarios {

	static final String ADD = "/gb.entry/add-entry";
	static final String SIGNED = "{\"entryId\": 1, \"name\": \"Ann\", \"email\": \"ann@example.com\", \"message\": \"Hi\", \"guestbookId\": 8}";

	static final class Recorder extends ListRecording<GuestbookEntry> implements SignGuestbookListener, GuestbookEntryListListener {
		@Override
		protected String name(GuestbookEntry entry) {
			return entry.getName();
		}

		@Override
		public void interactorCalled() {
		}

		@Override
		public void onGuestbookSigned(GuestbookEntry entry) {
			Transcript.record("onGuestbookSigned: " + entry.getName() + " <" + entry.getEmail() + ">");
		}

		@Override
		public void onSignError(Exception e) {
			Transcript.record("onSignError: " + e);
		}
	}

	static SignGuestbookScreenlet makeSign() {
		SignGuestbookScreenlet screenlet = new SignGuestbookScreenlet(RuntimeContext.application(), new RuntimeAttributes().set("app:guestbookId", "8"));
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.name), "Ann");
		Screen.type((EditText) screenlet.findViewById(R.id.email), "ann@example.com");
		Screen.type((EditText) screenlet.findViewById(R.id.message), "Hi");
		return screenlet;
	}

	static void sign(SignGuestbookScreenlet screenlet) {
		Screen.tap((Button) screenlet.findViewById(R.id.sign_guestbook_button));
	}

	public static void main(String[] arguments) {
		Screen.scenario("sign: online", () -> {
			Portal.on(ADD, SIGNED);
			sign(makeSign());
		});
		Screen.scenario("sign: offline, recorded to sync", () -> {
			Portal.offline(ADD);
			sign(makeSign());
		});
		Screen.scenario("list: offline, nothing cached", () -> {
			Portal.offline("/gb.entry/get-entries");
			Portal.offline("/gb.entry/get-entries-count");
			GuestbookEntryListScreenlet list = new GuestbookEntryListScreenlet(RuntimeContext.application(), new RuntimeAttributes().set("app:guestbookId", "8"));
			list.setListener(new Recorder());
			Screen.attach(list);
		});
		Screen.scenario("sign: logged out before the request leaves, nothing is sent", () -> {
			Portal.on(ADD, SIGNED);
			sign(makeSign());
			SessionContext.logout();
		});
		Screen.scenario("sync: a signature made offline is sent with the session's user when back online", () -> {
			Portal.offline(ADD);
			sign(makeSign());
			RuntimeQueue.drain();
			Portal.on(ADD, SIGNED);
			SignGuestbookScreenlet.syncPendingWrites();
		});
	}
}
