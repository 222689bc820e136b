// Scenarios of Examples/bookmark.json's Android twin, named as the iOS ones they share
// (Runtime/Scenarios/bookmark.swift): the portal is asked the same, and the app hears what
// Screens for Android 5.1 tells it.
package com.example.screens;

import android.widget.Button;
import android.widget.EditText;
import com.example.screens.interactor.AddBookmarkInteractor;
import com.example.screens.interactor.AddBookmarkListener;
import screenletgen.runtime.Portal;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class BookmarkScenarios {

	static final String ADD = "/bookmarks.bookmarksentry/add-entry";

	static String bookmarkRow(int index) {
		return "{\"name\": \"b" + index + "\", \"description\": \"d" + index + "\", \"url\": \"https://example.com/" + index + "\"}";
	}

	static final class Recorder implements AddBookmarkListener {
		@Override
		public void onAddBookmarkSuccess(Bookmark bookmark) {
			Transcript.record("onAddBookmarkSuccess: name=" + bookmark.getName() + " url=" + bookmark.getUrl() + " description=" + bookmark.getDescription());
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

	/** The screenlet as a layout declares it (`app:folderId="7"`), attached to the window. */
	static AddBookmarkScreenlet makeAdd(String title, String url) {
		RuntimeAttributes attributes = new RuntimeAttributes().set("app:folderId", "7");
		AddBookmarkScreenlet screenlet = new AddBookmarkScreenlet(RuntimeContext.application(), attributes);
		screenlet.setListener(new Recorder());
		last = screenlet;
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.title), title);
		Screen.type((EditText) screenlet.findViewById(R.id.url), url);
		return screenlet;
	}

	static void tapAdd(AddBookmarkScreenlet screenlet) {
		Button button = screenlet.findViewById(R.id.add_bookmark_button);
		Screen.tap(button);
		Transcript.record("button: " + button.getText() + (button.isEnabled() ? "" : " (disabled)"));
	}

	static void addOffline() {
		Portal.offline(ADD);
		tapAdd(makeAdd("Liferay", "https://liferay.com"));
		RuntimeQueue.drain();
	}

	public static void main(String[] arguments) {
		Screen.scenario("add: online", () -> {
			Portal.on(ADD, bookmarkRow(1));
			tapAdd(makeAdd("Liferay", "https://liferay.com"));
			RuntimeQueue.drain();
			Transcript.record("form: title=" + ((EditText) screenlet().findViewById(R.id.title)).getText());
		});
		Screen.scenario("add: offline", BookmarkScenarios::addOffline);
		Screen.scenario("sync: an add made offline reaches the portal once when back online", () -> {
			addOffline();
			Portal.on(ADD, bookmarkRow(1));
			AddBookmarkScreenlet.syncPendingWrites();
			RuntimeQueue.drain();
			Transcript.record("-- a second sync finds nothing to send");
			Transcript.record("sent: " + new AddBookmarkInteractor().syncPendingWrites());
		});
		Screen.scenario("add: nil answer", () -> {
			Portal.on(ADD, "null");
			tapAdd(makeAdd("Liferay", "https://liferay.com"));
		});
		Screen.scenario("add: an answer without url and description", () -> {
			Portal.on(ADD, "{\"name\": \"Liferay\"}");
			tapAdd(makeAdd("Liferay", "https://liferay.com"));
		});
		Screen.scenario("add: empty title", () -> {
			AddBookmarkScreenlet screenlet = makeAdd("", "https://liferay.com");
			screenlet.performUserAction(AddBookmarkScreenlet.ADD_BOOKMARK_ACTION);
		});
	}

	private static AddBookmarkScreenlet last;

	static AddBookmarkScreenlet screenlet() {
		return last;
	}
}
