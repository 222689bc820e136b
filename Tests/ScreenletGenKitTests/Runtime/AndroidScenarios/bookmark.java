// Scenarios of Examples/bookmark.json's Android twin, named as the iOS ones they share
// (Runtime/Scenarios/bookmark.swift): the portal is asked the same, and the app hears what
// Screens for Android 5.1 tells it.
package com.example.screens;

import android.widget.Button;
import android.widget.EditText;
import com.example.screens.interactor.AddBookmarkInteractor;
import com.example.screens.interactor.AddBookmarkListener;
import com.example.screens.list.BookmarkListListener;
import com.example.screens.list.BookmarkListScreenlet;
import java.util.List;
import screenletgen.runtime.ListRecording;
import screenletgen.runtime.Portal;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class BookmarkScenarios {

	static final String ADD = "/bookmarks.bookmarksentry/add-entry";
	static final String PAGE = "/bookmarks.bookmarksentry/get-entries";
	static final String COUNT = "/bookmarks.bookmarksentry/get-entries-count";

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

	static final class ListRecorder extends ListRecording<Bookmark> implements BookmarkListListener {
		@Override
		public void interactorCalled() {
		}

		@Override
		protected String name(Bookmark bookmark) {
			return bookmark.getName();
		}
	}

	/** A portal with `total` bookmarks in folder 7, answering any page of them. */
	static void serveBookmarks(int total) {
		Portal.on(PAGE, params -> {
			int start = params.optInt("start");
			int end = Math.min(params.optInt("end"), total);
			StringBuilder rows = new StringBuilder("[");
			for (int index = start; index < end; index++) {
				rows.append(index == start ? "" : ", ").append(bookmarkRow(index));
			}
			return rows.append(']').toString();
		});
		Portal.on(COUNT, String.valueOf(total));
	}

	/** The list as a layout declares it, pages of 50 as the iOS scenarios ask, attached (it loads its first page). */
	static BookmarkListScreenlet makeList() {
		RuntimeAttributes attributes = new RuntimeAttributes().set("app:folderId", "7").set("app:firstPageSize", "50").set("app:pageSize", "50");
		BookmarkListScreenlet list = new BookmarkListScreenlet(RuntimeContext.application(), attributes);
		list.setListener(new ListRecorder());
		Screen.attach(list);
		return list;
	}

	static androidx.recyclerview.widget.RecyclerView rows(BookmarkListScreenlet list) {
		return list.findViewById(R.id.liferay_recycler_list);
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
		Screen.scenario("list: 120 rows, pages of 50, with a count", () -> {
			serveBookmarks(120);
			BookmarkListScreenlet list = makeList();
			RuntimeQueue.drain();
			List<String> texts = Screen.scrollThrough(rows(list));
			Transcript.record("cells: " + texts.size() + ", last " + texts.get(texts.size() - 1));
		});
		Screen.scenario("list: offline, then from the cache", () -> {
			serveBookmarks(120);
			BookmarkListScreenlet list = makeList();
			RuntimeQueue.drain();
			Portal.offline(PAGE);
			Portal.offline(COUNT);
			list.loadPage(0);
		});
		Screen.scenario("list: offline, nothing cached", () -> {
			Portal.offline(PAGE);
			Portal.offline(COUNT);
			makeList();
		});
		Screen.scenario("list: a page without rows (JSON null)", () -> {
			Portal.on(PAGE, "null");
			Portal.on(COUNT, "0");
			makeList();
		});
		Screen.scenario("list: a row without its url", () -> {
			Portal.on(PAGE, "[{\"name\": \"b0\", \"description\": \"d0\"}]");
			Portal.on(COUNT, "1");
			makeList();
		});
		Screen.scenario("list: tapping a row tells the listener which bookmark", () -> {
			serveBookmarks(3);
			BookmarkListScreenlet list = makeList();
			RuntimeQueue.drain();
			androidx.recyclerview.widget.RecyclerView recycler = rows(list);
			androidx.recyclerview.widget.RecyclerView.ViewHolder holder = recycler.getAdapter().createViewHolder(recycler, 0);
			recycler.getAdapter().bindViewHolder(holder, 2);
			Screen.tap(holder.itemView);
		});
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
