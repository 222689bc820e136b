// Scenarios of Examples/article.json's Android twin: a company-scoped Object with a localized
// title (sent as title_i18n, the stored translations kept) and a file attached to its cover,
// named as the iOS ones they share (Runtime/Scenarios/article.swift): the portal is asked
// exactly the same.
package com.example.screens;

import android.widget.EditText;
import android.widget.TextView;
import com.example.screens.interactor.AddArticleListener;
import com.example.screens.interactor.RetitleArticleListener;
import com.example.screens.list.ArticleListListener;
import com.example.screens.list.ArticleListScreenlet;
import java.io.File;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import org.json.JSONObject;
import screenletgen.runtime.HeadlessPortal;
import screenletgen.runtime.ListRecording;
import screenletgen.runtime.RuntimeAttributes;
import screenletgen.runtime.RuntimeContext;
import screenletgen.runtime.RuntimeQueue;
import screenletgen.runtime.Screen;
import screenletgen.runtime.Transcript;

public final class ArticleScenarios {

	static final byte[] NOTE = "Fair on the quay, Saturday\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
	static final File FILES = folder();

	/** The app's files: a folder of the run's own. */
	static File folder() {
		try {
			File folder = Files.createTempDirectory("screenletgen-article-files").toFile();
			folder.deleteOnExit();
			Transcript.alias(folder.getPath(), "<files>");
			return folder;
		} catch (java.io.IOException e) {
			throw new AssertionError(e);
		}
	}

	static final class Recorder extends ListRecording<Article> implements ArticleListListener, AddArticleListener, RetitleArticleListener {
		@Override
		public void interactorCalled() {
		}

		@Override
		protected String name(Article article) {
			return article.getTitle();
		}

		@Override
		public void onAddArticleSuccess(Article article) {
			Transcript.record("onAddArticleSuccess: title=" + Screen.quoted(article.getTitle()) + " body=" + (article.getBody() == null ? "nil" : Screen.quoted(article.getBody())));
		}

		@Override
		public void onAddArticleFailure(Exception e) {
			Transcript.record("onAddArticleFailure: " + e);
		}

		@Override
		public void onRetitleArticleSuccess(Article article) {
			Transcript.record("onRetitleArticleSuccess: title=" + Screen.quoted(article.getTitle()));
		}

		@Override
		public void onRetitleArticleFailure(Exception e) {
			Transcript.record("onRetitleArticleFailure: " + e);
		}
	}

	static JSONObject values(Object... keysAndValues) {
		return HeadlessPortal.values(keysAndValues);
	}

	static HeadlessPortal.HeadlessObject articles() {
		return HeadlessPortal.define("articles").localized("title").attachment("cover");
	}

	/** Two articles titled in English and French (the second in German too); the first has a cover of 1,536 bytes. */
	static HeadlessPortal.HeadlessObject seedArticles() {
		HeadlessPortal.HeadlessObject object = articles();
		byte[] cover = new byte[1536];
		for (int index = 0; index < cover.length; index++) {
			cover[index] = (byte) (index % 251);
		}
		long coverId = HeadlessPortal.addFile("harbour map.png", cover);
		object.add(values("title", values("en_US", "Harbour news", "fr_FR", "Nouvelles du port"), "body", "First line\nSecond line", "cover", coverId));
		object.add(values("title", values("en_US", "Lighthouse", "fr_FR", "Phare", "de_DE", "Leuchtturm")));
		return object;
	}

	/** Each entry's translations, sorted, its body and its cover. */
	static void recordPortal(HeadlessPortal.HeadlessObject object) {
		StringBuilder line = new StringBuilder("portal:");
		for (HeadlessPortal.Entry entry : object.entries) {
			JSONObject title = entry.values.optJSONObject("title");
			java.util.TreeMap<String, Object> sorted = new java.util.TreeMap<>();
			for (java.util.Iterator<String> keys = title == null ? java.util.Collections.<String>emptyIterator() : title.keys(); keys.hasNext();) {
				String key = keys.next();
				sorted.put(key, title.opt(key));
			}
			line.append(' ').append(entry.id).append(" title").append(sorted).append(" body=")
				.append(entry.values.has("body") ? Screen.quoted(entry.values.optString("body")) : "nil")
				.append(" cover=").append(HeadlessPortal.describeFile(entry.values.opt("cover")));
		}
		Transcript.record(line.toString());
	}

	static File file(String name, byte[] bytes) {
		try {
			File file = new File(FILES, name);
			Files.write(file.toPath(), bytes);
			file.deleteOnExit();
			return file;
		} catch (java.io.IOException e) {
			throw new AssertionError(e);
		}
	}

	static com.example.screens.view.AddArticleView addView(AddArticleScreenlet screenlet) {
		return (com.example.screens.view.AddArticleView) screenlet.findViewById(R.id.title).getParent();
	}

	/** An add of `title` with the file the app chose (null: none), the label's text before and after. */
	static void addWithCover(String title, File cover) {
		AddArticleScreenlet screenlet = new AddArticleScreenlet(RuntimeContext.application(), new RuntimeAttributes());
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.title), title);
		addView(screenlet).setCover(cover == null ? null : cover.getPath());
		Transcript.record("cover label: " + Screen.quoted(((TextView) screenlet.findViewById(R.id.cover)).getText().toString()));
		Screen.tap(screenlet.findViewById(R.id.add_article_button));
		RuntimeQueue.drain();
		String path = addView(screenlet).getCover();
		Transcript.record("cover label after: " + Screen.quoted(((TextView) screenlet.findViewById(R.id.cover)).getText().toString())
			+ ", cover=" + (path == null ? "nil" : Screen.quoted(new File(path).getName())));
	}

	static void retitle(long articleId, String title, File cover) {
		RetitleArticleScreenlet screenlet = new RetitleArticleScreenlet(RuntimeContext.application(),
			new RuntimeAttributes().set("app:articleId", String.valueOf(articleId)));
		screenlet.setListener(new Recorder());
		Screen.attach(screenlet);
		Screen.type((EditText) screenlet.findViewById(R.id.title), title);
		if (cover != null) {
			((com.example.screens.view.RetitleArticleView) screenlet.findViewById(R.id.title).getParent()).setCover(cover.getPath());
		}
		Screen.tap(screenlet.findViewById(R.id.retitle_article_button));
		RuntimeQueue.drain();
	}

	public static void main(String[] arguments) {
		Locale.setDefault(Locale.ENGLISH);
		Screen.scenario("add: in de-DE, the title sent as title_i18n {de_DE}, the long text from the text view with its line breaks", () -> {
			HeadlessPortal.HeadlessObject object = articles();
			Locale.setDefault(Locale.GERMANY);
			AddArticleScreenlet screenlet = new AddArticleScreenlet(RuntimeContext.application(), new RuntimeAttributes());
			screenlet.setListener(new Recorder());
			Screen.attach(screenlet);
			Screen.type((EditText) screenlet.findViewById(R.id.title), "Hafenfest");
			Screen.type((EditText) screenlet.findViewById(R.id.body), "Samstag\n\n<b>Musik</b> am Kai");
			Screen.tap(screenlet.findViewById(R.id.add_article_button));
			RuntimeQueue.drain();
			Locale.setDefault(Locale.ENGLISH);
			recordPortal(object);
		});
		Screen.scenario("attach: an add with a file chosen sends {fileBase64, name}; the portal stores it, and downloadCover reads back the same bytes", () -> {
			HeadlessPortal.HeadlessObject object = articles();
			Locale.setDefault(Locale.US);
			addWithCover("Fair", file("fair notes.txt", NOTE));
			recordPortal(object);
			ArticleListScreenlet list = new ArticleListScreenlet(RuntimeContext.application(), new RuntimeAttributes());
			list.setListener(new Recorder());
			Screen.attach(list);
			RuntimeQueue.drain();
			@SuppressWarnings("unchecked")
			List<Article> listed = (List<Article>) ((com.liferay.mobile.screens.base.list.BaseListAdapter<Article, ?>)
				((androidx.recyclerview.widget.RecyclerView) list.findViewById(R.id.liferay_recycler_list)).getAdapter()).getEntries();
			try {
				byte[] bytes = ArticleRequest.downloadCover(listed.get(0), com.liferay.mobile.screens.context.SessionContext.createSessionFromCurrentSession());
				Transcript.record("downloadCover(\"Fair\"): " + bytes.length + " bytes, " + (java.util.Arrays.equals(bytes, NOTE) ? "the file's" : "other bytes"));
			} catch (Exception e) {
				Transcript.record("downloadCover threw: " + e);
			}
			Locale.setDefault(Locale.ENGLISH);
		});
		Screen.scenario("attach: a retitle with no file chosen sends no cover: the stored file is kept", () -> {
			HeadlessPortal.HeadlessObject object = seedArticles();
			retitle(object.entries.get(0).id, "Harbour news, updated", null);
			recordPortal(object);
		});
		Screen.scenario("attach: a retitle with a file chosen replaces the stored cover", () -> {
			HeadlessPortal.HeadlessObject object = seedArticles();
			retitle(object.entries.get(0).id, "Harbour news", file("new map.png", new byte[] {(byte) 0x89, 0x50, 0x4E, 0x47}));
			recordPortal(object);
		});
		Screen.scenario("attach: an empty file: the portal's \"File content is empty\" is the add's failure", () -> {
			HeadlessPortal.HeadlessObject object = articles();
			Locale.setDefault(Locale.US);
			addWithCover("Empty", file("empty.txt", new byte[0]));
			Locale.setDefault(Locale.ENGLISH);
			recordPortal(object);
		});
		Screen.scenario("attach: a file that cannot be read: the add fails naming it, no request", () -> {
			HeadlessPortal.HeadlessObject object = articles();
			Locale.setDefault(Locale.US);
			addWithCover("Gone", new File(FILES, "gone.txt"));
			Locale.setDefault(Locale.ENGLISH);
			recordPortal(object);
		});
		Screen.scenario("retitle: in fr-FR, a GET of the entry, then a PATCH of title_i18n with en_US kept and fr_FR changed", () -> {
			HeadlessPortal.HeadlessObject object = seedArticles();
			Locale.setDefault(Locale.FRANCE);
			retitle(object.entries.get(0).id, "Nouvelles du quai", null);
			Locale.setDefault(Locale.ENGLISH);
			recordPortal(object);
		});
		Screen.scenario("retitle: in de-DE, which the entry lacks: de_DE added beside en_US and fr_FR", () -> {
			HeadlessPortal.HeadlessObject object = seedArticles();
			Locale.setDefault(Locale.GERMANY);
			retitle(object.entries.get(0).id, "Hafennachrichten", null);
			Locale.setDefault(Locale.ENGLISH);
			recordPortal(object);
		});
		Screen.scenario("retitle: in fr-CA, the entry's fr_FR is the app's language (matched by its base), changed; nothing added", () -> {
			HeadlessPortal.HeadlessObject object = seedArticles();
			// The device's languages: Canadian French, then French (as the iOS scenario's device).
			Locale.setDefault(Locale.CANADA_FRENCH);
			android.os.LocaleList.setDefault(new android.os.LocaleList(Locale.CANADA_FRENCH, Locale.FRENCH));
			retitle(object.entries.get(1).id, "Le phare", null);
			Locale.setDefault(Locale.ENGLISH);
			recordPortal(object);
		});
	}
}
