// Scenarios of Examples/bookmark-editor.json's Android twin, named as the iOS ones they share
// (Runtime/Scenarios/bookmark-editor.swift): a cached read, a delete, a move with a raw answer,
// a cached search, a count without an answer, a list sorted by a comparator.
package com.example.screens;

import android.widget.Button;
import android.widget.EditText;
import com.example.screens.interactor.BookmarkEditorListener;
import com.example.screens.interactor.GroupCountListener;
import com.example.screens.list.SortedBookmarkListListener;
import com.example.screens.list.SortedBookmarkListScreenlet;
import com.liferay.mobile.screens.context.LiferayServerContext;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import screenletgen.runtime.ListRecording;
import screenletgen.runtime.Portal;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class EditorScenarios {

	static final String ENTRY = "{\"entryId\": 5, \"name\": \"Liferay\", \"url\": \"https://liferay.com\", \"visits\": 3}";
	static final String GET = "/bookmarks.bookmarksentry/get-entry";
	static final String DELETE = "/bookmarks.bookmarksentry/delete-entry";
	static final String MOVE = "/bookmarks.bookmarksentry/move-entry";
	static final String SEARCH = "/bookmarks.bookmarksentry/search";
	static final String COUNT_GROUP = "/bookmarks.bookmarksentry/get-group-entries-count";
	static final String PAGE = "/bookmarks.bookmarksentry/get-entries";
	static final String COUNT = "/bookmarks.bookmarksentry/get-entries-count";

	static final class Recorder extends ListRecording<Bookmark> implements BookmarkEditorListener, GroupCountListener, SortedBookmarkListListener {
		@Override
		protected String name(Bookmark bookmark) {
			return bookmark.getName();
		}

		@Override
		public void interactorCalled() {
		}

		@Override
		public void onGetBookmarkSuccess(Bookmark bookmark) {
			Transcript.record("onGetBookmarkSuccess: name=" + bookmark.getName() + " url=" + bookmark.getUrl() + " visits=" + bookmark.getVisits());
		}

		@Override
		public void onGetBookmarkFailure(Exception e) {
			Transcript.record("onGetBookmarkFailure: " + e);
		}

		@Override
		public void onDeleteBookmarkSuccess() {
			Transcript.record("onDeleteBookmarkSuccess");
		}

		@Override
		public void onDeleteBookmarkFailure(Exception e) {
			Transcript.record("onDeleteBookmarkFailure: " + e);
		}

		@Override
		public void onMoveBookmarkSuccess(Map<String, Object> attributes) {
			Transcript.record("onMoveBookmarkSuccess: " + new TreeMap<>(attributes));
		}

		@Override
		public void onMoveBookmarkFailure(Exception e) {
			Transcript.record("onMoveBookmarkFailure: " + e);
		}

		@Override
		public void onSearchBookmarksSuccess(Map<String, Object> attributes) {
			Transcript.record("onSearchBookmarksSuccess: " + new TreeMap<>(attributes));
		}

		@Override
		public void onSearchBookmarksFailure(Exception e) {
			Transcript.record("onSearchBookmarksFailure: " + e);
		}

		@Override
		public void onCountGroupEntriesSuccess() {
			Transcript.record("onCountGroupEntriesSuccess");
		}

		@Override
		public void onCountGroupEntriesFailure(Exception e) {
			Transcript.record("onCountGroupEntriesFailure: " + e);
		}
	}

	static BookmarkEditorScreenlet makeEditor(long entryId, String targetFolderId, String cachePolicy) {
		RuntimeAttributes attributes = new RuntimeAttributes().set("app:entryId", String.valueOf(entryId));
		if (cachePolicy != null) {
			attributes.set("app:cachePolicy", cachePolicy);
		}
		BookmarkEditorScreenlet screenlet = new BookmarkEditorScreenlet(RuntimeContext.application(), attributes);
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.target_folder_id), targetFolderId);
		return screenlet;
	}

	static void tap(BookmarkEditorScreenlet screenlet, int button) {
		Screen.tap((Button) screenlet.findViewById(button));
	}

	static SortedBookmarkListScreenlet makeSortedList(String comparator) {
		RuntimeAttributes attributes = new RuntimeAttributes().set("app:folderId", "7").set("app:firstPageSize", "50").set("app:pageSize", "50");
		if (comparator != null) {
			attributes.set("app:obcClassName", comparator);
		}
		SortedBookmarkListScreenlet list = new SortedBookmarkListScreenlet(RuntimeContext.application(), attributes);
		list.setListener(new Recorder());
		Screen.attach(list);
		return list;
	}

	static String rows(int count, java.util.function.IntFunction<String> row) {
		StringBuilder rows = new StringBuilder("[");
		for (int index = 0; index < count; index++) {
			rows.append(index == 0 ? "" : ", ").append(row.apply(index));
		}
		return rows.append(']').toString();
	}

	public static void main(String[] arguments) {
		Screen.scenario("get: online", () -> {
			Portal.on(GET, ENTRY);
			tap(makeEditor(5, "", null), R.id.get_bookmark_button);
		});
		Screen.scenario("get: offline after an online get", () -> {
			Portal.on(GET, ENTRY);
			BookmarkEditorScreenlet screenlet = makeEditor(5, "", null);
			tap(screenlet, R.id.get_bookmark_button);
			RuntimeQueue.drain();
			Portal.offline(GET);
			tap(screenlet, R.id.get_bookmark_button);
		});
		Screen.scenario("get: no entry", () -> tap(makeEditor(0, "", null), R.id.get_bookmark_button));
		Screen.scenario("delete: offline, recorded to sync", () -> {
			Portal.offline(DELETE);
			tap(makeEditor(5, "", null), R.id.delete_bookmark_button);
		});
		// Screens for Android's CACHE_FIRST write stores it and sends it only if storing fails
		// (BaseCacheWriteInteractor); the iOS one sends it after storing it.
		Screen.scenario("delete: cache-first, stored, and sent only by a sync", () -> {
			Portal.on(DELETE, "null");
			tap(makeEditor(5, "", "CACHE_FIRST"), R.id.delete_bookmark_button);
			RuntimeQueue.drain();
			BookmarkEditorScreenlet.syncPendingWrites();
		});
		Screen.scenario("move: raw answer", () -> {
			Portal.on(MOVE, ENTRY);
			tap(makeEditor(5, "9", null), R.id.move_bookmark_button);
		});
		Screen.scenario("move: offline", () -> {
			Portal.offline(MOVE);
			tap(makeEditor(5, "9", null), R.id.move_bookmark_button);
		});
		Screen.scenario("search: online, then offline from the cache; offline in another site, nothing cached", () -> {
			Portal.on(SEARCH, "{\"total\": 1}");
			tap(makeEditor(5, "", null), R.id.search_bookmarks_button);
			RuntimeQueue.drain();
			Portal.offline(SEARCH);
			tap(makeEditor(5, "", null), R.id.search_bookmarks_button);
			RuntimeQueue.drain();
			LiferayServerContext.setGroupId(20144);
			Transcript.record("-- LiferayServerContext.setGroupId(20144)");
			tap(makeEditor(5, "", null), R.id.search_bookmarks_button);
		});
		Screen.scenario("search: offline, nothing cached", () -> {
			Portal.offline(SEARCH);
			tap(makeEditor(5, "", null), R.id.search_bookmarks_button);
		});
		Screen.scenario("count: online and offline", () -> {
			Portal.on(COUNT_GROUP, "12");
			GroupCountScreenlet screenlet = new GroupCountScreenlet(RuntimeContext.application(), new RuntimeAttributes());
			screenlet.setListener(new Recorder());
			Screen.attach(screenlet);
			Screen.tap((Button) screenlet.findViewById(R.id.count_group_entries_button));
			RuntimeQueue.drain();
			Portal.offline(COUNT_GROUP);
			Screen.tap((Button) screenlet.findViewById(R.id.count_group_entries_button));
		});
		Screen.scenario("sorted list: the order-by comparator reaches the portal and the cache key", () -> {
			Portal.on(PAGE, params -> {
				boolean descending = params.optString("+orderByComparator").endsWith("NameComparator");
				String[] names = descending ? new String[] { "c", "b", "a" } : new String[] { "a", "b", "c" };
				return rows(3, index -> "{\"entryId\": " + index + ", \"name\": \"" + names[index] + "\", \"url\": \"u\"}");
			});
			Portal.on(COUNT, "3");
			makeSortedList(null);
			RuntimeQueue.drain();
			makeSortedList("com.liferay.bookmarks.util.comparator.EntryNameComparator");
		});
		// A count above the rows the page has: the row past them is a progress row, which asks for its
		// page again when shown (BaseListAdapter.onBindViewHolder); the iOS list does not.
		Screen.scenario("sorted list: each row shows the name, the URL and the visits", () -> {
			Portal.on(PAGE, "[{\"entryId\": 1, \"name\": \"Liferay\", \"url\": \"https://liferay.com\", \"visits\": 12}, {\"entryId\": 2, \"name\": \"Docs\", \"url\": \"https://learn.liferay.com\"}]");
			Portal.on(COUNT, "3");
			SortedBookmarkListScreenlet list = makeSortedList(null);
			RuntimeQueue.drain();
			List<String> texts = Screen.scrollThrough(list.findViewById(R.id.liferay_recycler_list));
			Transcript.record("rows: " + texts);
		});
		Screen.scenario("sync: a delete and a move made offline are sent when back online, each once", () -> {
			Portal.offline(DELETE);
			Portal.offline(MOVE);
			tap(makeEditor(5, "", null), R.id.delete_bookmark_button);
			RuntimeQueue.drain();
			tap(makeEditor(6, "9", null), R.id.move_bookmark_button);
			RuntimeQueue.drain();
			Portal.on(DELETE, "{}");
			Portal.on(MOVE, ENTRY);
			BookmarkEditorScreenlet.syncPendingWrites();
			RuntimeQueue.drain();
			BookmarkEditorScreenlet.syncPendingWrites();
		});
	}
}
