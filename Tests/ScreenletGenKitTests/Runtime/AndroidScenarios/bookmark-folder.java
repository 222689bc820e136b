// Scenarios of Examples/bookmark-folder.json's Android twin, named as the iOS ones they share
// (Runtime/Scenarios/bookmark-folder.swift): a paged list with a count (Android has one theme:
// the collection scenario's pages), a list whose page call takes no start/end, and a delete and
// a load on one screenlet.
package com.example.screens;

import android.widget.Button;
import android.widget.EditText;
import android.widget.Switch;
import com.example.screens.interactor.FolderManagerListener;
import com.example.screens.list.FolderListListener;
import com.example.screens.list.FolderListScreenlet;
import com.example.screens.list.RecentFolderListListener;
import com.example.screens.list.RecentFolderListScreenlet;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.List;
import java.util.TimeZone;
import screenletgen.runtime.ListRecording;
import screenletgen.runtime.Portal;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class FolderScenarios {

	static final String FOLDERS = "/bookmarks.bookmarksfolder/get-folders";
	static final String COUNT = "/bookmarks.bookmarksfolder/get-folders-count";
	static final String DELETE = "/bookmarks.bookmarksfolder/delete-folder";
	static final String GET = "/bookmarks.bookmarksfolder/get-folder";

	static BookmarkFolder lastLoaded;

	static String folderRow(int index) {
		return "{\"folderId\": " + (1000 + index) + ", \"name\": \"f" + index + "\", \"createDate\": 1500000000000}";
	}

	static String rows(int start, int end) {
		StringBuilder rows = new StringBuilder("[");
		for (int index = start; index < end; index++) {
			rows.append(index == start ? "" : ", ").append(folderRow(index));
		}
		return rows.append(']').toString();
	}

	static void serveFolders(int total) {
		Portal.on(FOLDERS, params -> params.has("start") ? rows(params.optInt("start"), Math.min(params.optInt("end"), total)) : rows(0, total));
		Portal.on(COUNT, String.valueOf(total));
	}

	static String date(Date date) {
		if (date == null) {
			return "null";
		}
		SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'");
		format.setTimeZone(TimeZone.getTimeZone("UTC"));
		return "(" + date.getTime() + " ms, " + format.format(date) + ")";
	}

	static final class Recorder extends ListRecording<BookmarkFolder> implements FolderManagerListener, FolderListListener, RecentFolderListListener {
		@Override
		public void onDeleteFolderSuccess() {
			Transcript.record("onDeleteFolderSuccess");
		}

		@Override
		public void onDeleteFolderFailure(Exception e) {
			Transcript.record("onDeleteFolderFailure: " + e);
		}

		@Override
		public void onLoadFolderSuccess(BookmarkFolder folder) {
			lastLoaded = folder;
			Transcript.record("onLoadFolderSuccess: name=" + folder.getName() + " description=" + folder.getDescription() + " created=" + date(folder.getCreateDate()));
		}

		@Override
		public void onLoadFolderFailure(Exception e) {
			Transcript.record("onLoadFolderFailure: " + e);
		}

		@Override
		public void interactorCalled() {
		}

		@Override
		protected String name(BookmarkFolder folder) {
			return folder.getName();
		}
	}

	/** The screen as the iOS scenarios have it: not loading on its own (they never show it). */
	static FolderManagerScreenlet makeManager(String folderId, boolean trash, String cachePolicy) {
		RuntimeAttributes attributes = new RuntimeAttributes().set("app:autoLoad", "false");
		if (cachePolicy != null) {
			attributes.set("app:cachePolicy", cachePolicy);
		}
		FolderManagerScreenlet screenlet = new FolderManagerScreenlet(RuntimeContext.application(), attributes);
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.folder_id), folderId);
		((Switch) screenlet.findViewById(R.id.include_trashed_entries)).setChecked(trash);
		return screenlet;
	}

	static void tap(FolderManagerScreenlet screenlet, int button) {
		Screen.tap((Button) screenlet.findViewById(button));
	}

	static String values(BookmarkFolder folder) {
		return "values: folderId=" + folder.getFolderId() + " name=" + folder.getName() + " description=" + folder.getDescription()
			+ " createDate=" + date(folder.getCreateDate()) + " modifiedDate=" + date(folder.getModifiedDate()) + " entriesCount=" + folder.getEntriesCount();
	}

	public static void main(String[] arguments) {
		Screen.scenario("collection list: 120 rows, pages of 50, with a count", () -> {
			serveFolders(120);
			FolderListScreenlet list = new FolderListScreenlet(RuntimeContext.application(),
				new RuntimeAttributes().set("app:parentFolderId", "3").set("app:firstPageSize", "50").set("app:pageSize", "50"));
			list.setListener(new Recorder());
			Screen.attach(list);
			RuntimeQueue.drain();
			List<String> texts = Screen.scrollThrough(list.findViewById(R.id.liferay_recycler_list));
			Transcript.record("cells: " + texts.size() + ", last " + texts.get(texts.size() - 1));
		});
		Screen.scenario("list without start/end: 120 rows load once", () -> {
			serveFolders(120);
			RecentFolderListScreenlet list = new RecentFolderListScreenlet(RuntimeContext.application(),
				new RuntimeAttributes().set("app:firstPageSize", "50").set("app:pageSize", "50"));
			list.setListener(new Recorder());
			Screen.attach(list);
			RuntimeQueue.drain();
			List<String> texts = Screen.scrollThrough(list.findViewById(R.id.liferay_recycler_list));
			texts.addAll(Screen.scrollThrough(list.findViewById(R.id.liferay_recycler_list)));
			Transcript.record("cells: " + texts.size() / 2 + " twice, last " + texts.get(texts.size() - 1));
		});
		Screen.scenario("delete: online", () -> {
			Portal.on(DELETE, "null");
			tap(makeManager("42", true, null), R.id.delete_folder_button);
		});
		Screen.scenario("delete: offline, recorded to sync", () -> {
			Portal.offline(DELETE);
			tap(makeManager("42", false, null), R.id.delete_folder_button);
		});
		Screen.scenario("delete: offline, remote-only", () -> {
			Portal.offline(DELETE);
			tap(makeManager("42", false, "REMOTE_ONLY"), R.id.delete_folder_button);
		});
		Screen.scenario("delete: no folder", () -> tap(makeManager("", false, null), R.id.delete_folder_button));
		Screen.scenario("load: online, then offline from the cache", () -> {
			Portal.on(GET, folderRow(42));
			FolderManagerScreenlet screenlet = makeManager("1042", false, null);
			tap(screenlet, R.id.load_folder_button);
			RuntimeQueue.drain();
			Portal.offline(GET);
			tap(screenlet, R.id.load_folder_button);
		});
		Screen.scenario("load: offline, nothing cached", () -> {
			Portal.offline(GET);
			tap(makeManager("1042", false, null), R.id.load_folder_button);
		});
		Screen.scenario("load: cache-first reads the cache without asking the portal", () -> {
			Portal.on(GET, folderRow(42));
			FolderManagerScreenlet screenlet = makeManager("1042", false, "CACHE_FIRST");
			tap(screenlet, R.id.load_folder_button);
			RuntimeQueue.drain();
			tap(screenlet, R.id.load_folder_button);
		});
		Screen.scenario("load: an edit screen given its folder loads it when attached, and fills its form", () -> {
			Portal.on(GET, folderRow(42));
			FolderManagerScreenlet screenlet = new FolderManagerScreenlet(RuntimeContext.application(), new RuntimeAttributes());
			screenlet.setListener(new Recorder());
			Screen.type((EditText) screenlet.findViewById(R.id.folder_id), "1042");
			Screen.attach(screenlet);
			RuntimeQueue.drain();
			Transcript.record("form: folderId=" + ((EditText) screenlet.findViewById(R.id.folder_id)).getText());
		});
		Screen.scenario("load: an edit screen without its folder says so when attached", () -> {
			FolderManagerScreenlet screenlet = new FolderManagerScreenlet(RuntimeContext.application(), new RuntimeAttributes());
			screenlet.setListener(new Recorder());
			Screen.attach(screenlet);
		});
		Screen.scenario("load: nil answer", () -> {
			Portal.on(GET, "null");
			tap(makeManager("1042", false, null), R.id.load_folder_button);
		});
		Screen.scenario("load: an answer without createDate", () -> {
			Portal.on(GET, "{\"folderId\": 1042, \"name\": \"f42\"}");
			tap(makeManager("1042", false, null), R.id.load_folder_button);
		});
		Screen.scenario("sync: a delete made offline is sent with its values when back online", () -> {
			Portal.offline(DELETE);
			tap(makeManager("42", true, null), R.id.delete_folder_button);
			RuntimeQueue.drain();
			Portal.on(DELETE, "{}");
			FolderManagerScreenlet.syncPendingWrites();
		});
		Screen.scenario("load: every attribute's value (dates before 1970 and with a fraction of a millisecond, optional ones present and absent), online, then offline from the cache", () -> {
			Portal.on(GET, params -> {
				switch (params.optString("folderId")) {
				case "9007199254740993":
					return "{\"folderId\": 9007199254740993, \"name\": \"Dossier d’été\", \"description\": \"About it\", \"createDate\": -86400000, \"modifiedDate\": 1.5, \"entries\": 7}";
				case "1043":
					return "{\"folderId\": 1043, \"name\": \"f43\", \"description\": \"\", \"createDate\": 1500000000000.25, \"modifiedDate\": -1000.5, \"entries\": 0}";
				default:
					return "{\"folderId\": 1044, \"name\": \"f44\", \"createDate\": 0}";
				}
			});
			FolderManagerScreenlet screenlet = makeManager("", false, null);
			for (boolean online : new boolean[] { true, false }) {
				if (!online) {
					Portal.offline(GET);
				}
				for (String id : new String[] { "9007199254740993", "1043", "1044" }) {
					lastLoaded = null;
					Screen.type((EditText) screenlet.findViewById(R.id.folder_id), id);
					tap(screenlet, R.id.load_folder_button);
					RuntimeQueue.drain();
					Transcript.record(lastLoaded == null ? "values: no folder" : values(lastLoaded));
				}
			}
		});
	}
}
