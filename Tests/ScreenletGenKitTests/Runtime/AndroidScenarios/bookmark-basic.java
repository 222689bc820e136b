// Scenarios of Examples/bookmark-basic.json's Android twin, named as the iOS ones they share
// (Runtime/Scenarios/bookmark-basic.swift): the "Basic" style, a remote interactor without a cache.
package com.example.screens;

import android.widget.Button;
import android.widget.EditText;
import com.example.screens.interactor.AddBookmarkListener;
import com.liferay.mobile.screens.context.SessionContext;
import java.util.Map;
import java.util.TreeMap;
import screenletgen.runtime.Portal;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class BasicScenarios {

	static final String ADD = "/bookmarks.bookmarksentry/add-entry";

	static final class Recorder implements AddBookmarkListener {
		@Override
		public void onAddBookmarkSuccess(Map<String, Object> attributes) {
			Transcript.record("onAddBookmarkSuccess: " + new TreeMap<>(attributes));
		}

		@Override
		public void onAddBookmarkFailure(Exception e) {
			Transcript.record("onAddBookmarkFailure: " + e);
		}

		@Override
		public void error(Exception e, String userAction) {
			Transcript.record("error: " + userAction + ": " + e);
		}
	}

	static AddBookmarkScreenlet makeAdd() {
		AddBookmarkScreenlet screenlet = new AddBookmarkScreenlet(RuntimeContext.application(), new RuntimeAttributes().set("app:folderId", "7"));
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.title), "Liferay");
		Screen.type((EditText) screenlet.findViewById(R.id.url), "https://liferay.com");
		return screenlet;
	}

	static void add(AddBookmarkScreenlet screenlet) {
		Screen.tap((Button) screenlet.findViewById(R.id.add_bookmark_button));
	}

	public static void main(String[] arguments) {
		Screen.scenario("add: online", () -> {
			Portal.on(ADD, "{\"name\": \"Liferay\", \"url\": \"https://liferay.com\"}");
			add(makeAdd());
		});
		Screen.scenario("add: offline", () -> {
			Portal.offline(ADD);
			add(makeAdd());
		});
		Screen.scenario("add: no one logged in: the log-in message, nothing sent", () -> {
			Portal.on(ADD, "{\"name\": \"Liferay\", \"url\": \"https://liferay.com\"}");
			AddBookmarkScreenlet screenlet = makeAdd();
			SessionContext.logout();
			add(screenlet);
		});
		Screen.scenario("add: nil answer", () -> {
			Portal.on(ADD, "null");
			add(makeAdd());
		});
	}
}
