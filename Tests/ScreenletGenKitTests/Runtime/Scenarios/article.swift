// Scenarios of Examples/article.json (issue 38's text fields): screenlets of a company-scoped
// Liferay Object ("Article", /o/c/articles) with a localized title, a long text and a rich text,
// against the modelled portal (Runtime/Framework/HeadlessPortal*.swift), which keeps a localized
// field's translations and answers it in the request's language with its `title_i18n` map, and
// a rich text as its HTML with `summaryRawText`. The list in the app's language with the rich
// text's plain text; an add (a long text typed in a text view); a retitle in one language that
// keeps the others, online and queued offline.
import Foundation

/// The Article object as the example's document describes it.
@discardableResult
func articles() -> HeadlessObject {
	return HeadlessPortal.define("articles", fields: [
		HeadlessField("title", .text, required: true, localized: true),
		HeadlessField("body", .longText),
		HeadlessField("summary", .richText),
		// The portal's own test's settings (OpenAPIResourceTest): its extensions, at most 1 MB.
		HeadlessField("cover", .attachment(extensions: ["jpg", "png", "txt"], maxMegabytes: 1)),
	])
}

/// The first article's cover: 1,536 bytes, so its size is "1.5 KB".
let coverBytes = Data((0..<1536).map { UInt8($0 % 251) })

/// Two articles, each titled in English and French (the second in German too), with a rich
/// text summary; the first has a cover.
@discardableResult
func seedArticles() -> HeadlessObject {
	let object = articles()
	let cover = HeadlessPortal.addFile(name: "harbour map.png", data: coverBytes)
	object.add(["title_i18n": ["en_US": "Harbour news", "fr_FR": "Nouvelles du port"],
		"body": "First line\nSecond line", "summary": "<p>Boats <b>in</b> &amp; out</p>", "cover": ["id": cover.id]])
	object.add(["title_i18n": ["en_US": "Lighthouse", "fr_FR": "Phare", "de_DE": "Leuchtturm"],
		"summary": "<p>Open <i>daily</i>, 9 &lt; 17</p>"])
	return object
}

/// Each entry's translations, sorted, and its body.
func recordPortal() {
	let entries = HeadlessPortal.objects["articles"]?.entries ?? []
	Transcript.record("portal: " + entries.map { entry in
		let title = (entry.values["title"] as? [String: String] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
		return "\(entry.id) title{\(title)} body=\(describe(entry.values["body"]))"
	}.joined(separator: ", "))
}

final class Recorder: NSObject, ArticleListScreenletDelegate, AddArticleScreenletDelegate, RetitleArticleScreenletDelegate {

	func screenlet(_ screenlet: ArticleListScreenlet, onArticleListResponse articles: [Article]) {
		Transcript.record("onArticleListResponse: \(articles.map { "\(describe($0.title)) | \(describe($0.summary))" })")
	}

	func screenlet(_ screenlet: ArticleListScreenlet, onArticleListError error: NSError) {
		Transcript.record("onArticleListError: \(describe(error))")
	}

	func screenlet(_ screenlet: ArticleListScreenlet, onArticleSelected article: Article) {
		Transcript.record("onArticleSelected: \(describe(article.title))")
	}

	func screenlet(_ screenlet: AddArticleScreenlet, onArticleAdded article: Article) {
		Transcript.record("onArticleAdded: title=\(describe(article.title)) body=\(describe(article.body))")
	}

	func screenlet(_ screenlet: AddArticleScreenlet, onAddArticleError error: NSError) {
		Transcript.record("onAddArticleError: \(describe(error))")
	}

	func screenlet(_ screenlet: RetitleArticleScreenlet, onArticleRetitled article: Article) {
		Transcript.record("onArticleRetitled: title=\(describe(article.title))")
	}

	func screenlet(_ screenlet: RetitleArticleScreenlet, onRetitleArticleError error: NSError) {
		Transcript.record("onRetitleArticleError: \(describe(error))")
	}
}

let recorder = Recorder()

// MARK: List

func makeList() -> ArticleListScreenlet {
	let list = ArticleListScreenlet(frame: .zero, themeName: nil)
	list.delegate = recorder
	RuntimeNibs.register("ArticleCell_default") {
		let cell = ArticleCell_default(style: .default, reuseIdentifier: "articleCell")
		cell.titleLabel = UILabel()
		cell.summaryLabel = UILabel()
		cell.coverLabel = UILabel()
		return cell
	}
	let view = ArticleListView_default()
	view.cellText = { cell in (cell as? ArticleCell_default).map { "\($0.titleLabel?.text ?? "nil") | \($0.summaryLabel?.text ?? "nil") | \($0.coverLabel?.text ?? "nil")" } }
	list.load(view: view)
	return list
}

func recordCells(_ list: ArticleListScreenlet) {
	let texts = (list.baseListView as! BaseListTableView).scrollThroughRows().map { $0 ?? "nil" }
	Transcript.record("cells: \(texts)")
}

// The title in the app's language (the portal answers `title` in the first of the device's
// languages it has), the summary as its plain text: the label is given characters, never HTML.
scenario("list: the titles in the app's language (fr-FR, then de-DE, which the first article lacks: the user's en_US), the rich text's plain text in the cell") {
	seedArticles()
	RuntimeStrings.language = "fr-FR"
	let list = makeList()
	list.loadList()
	RuntimeQueue.drain()
	recordCells(list)
	RuntimeStrings.language = "de-DE"
	list.loadList()
	RuntimeQueue.drain()
	recordCells(list)
}

// MARK: Attachments

final class ListedArticles: NSObject, ArticleListScreenletDelegate {
	var articles: [Article] = []

	func screenlet(_ screenlet: ArticleListScreenlet, onArticleListResponse articles: [Article]) {
		self.articles = articles
	}

	func screenlet(_ screenlet: ArticleListScreenlet, onArticleListError error: NSError) {
		Transcript.record("onArticleListError: \(describe(error))")
	}

	func screenlet(_ screenlet: ArticleListScreenlet, onArticleSelected article: Article) {
	}
}

/// The articles as a list's delegate hears them.
func listedArticles() -> [Article] {
	let listed = ListedArticles()
	let list = makeList()
	list.delegate = listed
	list.loadList()
	RuntimeQueue.drain()
	return listed.articles
}

/// What `downloadCover` gives for an article, as the app would call it.
func recordDownload(_ article: Article) {
	let title = describe(article.title)
	do {
		let data = try ArticleRequest.downloadCover(of: article, session: SessionContext.currentContext!.createRequestSession())
		Transcript.record("downloadCover(\(title)): \(data.map { "\($0.count) bytes, \($0 == coverBytes ? "the file's" : "other bytes")" } ?? "nil")")
	}
	catch {
		Transcript.record("downloadCover(\(title)) threw: \(describe(error as NSError))")
	}
}

// The model shows the file's name and its size as the portal writes it; the bytes come
// through the REST API, signed by the session, asked for with nestedFields; an article
// without a cover has none to download.
scenario("attachment: the cover's name and size on the model; downloadCover reads the bytes with nestedFields=cover.fileBase64; none for an article without") {
	seedArticles()
	let articles = listedArticles()
	for article in articles {
		Transcript.record("\(describe(article.title)): cover=\(describe(article.cover)) coverSize=\(describe(article.coverSize))")
	}
	articles.forEach(recordDownload)
}

// An older portal leaves fileBase64 out (its feature flag off): the download fails, saying
// so, rather than giving an empty file.
scenario("attachment: a portal that answers no fileBase64: downloadCover throws") {
	seedArticles()
	HeadlessPortal.answersFileContent = false
	recordDownload(listedArticles()[0])
}

// MARK: Add

func makeAdd() -> (AddArticleScreenlet, AddArticleView_default) {
	let screenlet = AddArticleScreenlet(frame: .zero, themeName: nil)
	let view = AddArticleView_default()
	view.titleTextField = UITextField()
	view.bodyTextView = UITextView()
	view.bodyLabel = UILabel()
	view.coverLabel = UILabel()
	view.addArticleButton = UIButton()
	screenlet.delegate = recorder
	screenlet.load(view: view)
	return (screenlet, view)
}

// An add sends the title as its map in the app's language (no stored translations to keep),
// and the long text typed in the text view, line breaks and all.
scenario("add: in de-DE, the title sent as title_i18n {de_DE}, the long text from the text view with its line breaks") {
	articles()
	RuntimeStrings.language = "de-DE"
	let (_, view) = makeAdd()
	view.titleTextField?.text = "Hafenfest"
	view.inputDidChange(view.titleTextField!)
	view.bodyTextView?.text = "Samstag\n\n<b>Musik</b> am Kai"
	tap(view.addArticleButton!) { view.addArticle($0) }
	RuntimeQueue.drain()
	recordPortal()
}

// MARK: Attaching a file

/// Each entry's title and the file its cover holds (name and size), as the portal stores them.
func recordCovers() {
	let entries = HeadlessPortal.objects["articles"]?.entries ?? []
	Transcript.record("portal: " + entries.map { entry in
		let title = (entry.values["title"] as? [String: String] ?? [:]).values.sorted().joined(separator: "/")
		let file = ((entry.values["cover"] as? NSNumber)?.int64Value).flatMap { HeadlessPortal.files[$0] }
		return "\(entry.id) \(title) cover=\(file.map { "\($0.name) (\($0.data.count) bytes)" } ?? "none")"
	}.joined(separator: ", "))
}

/// An add of `title` with the file the app chose (nil: none), the label's text before and after.
func addWithCover(_ title: String, _ file: URL?) {
	RuntimeStrings.language = "en-US"
	let (_, view) = makeAdd()
	view.onSetTranslations()
	view.titleTextField?.text = title
	view.inputDidChange(view.titleTextField!)
	view.cover = file
	Transcript.record("cover label: \(describe(view.coverLabel?.text))")
	tap(view.addArticleButton!) { view.addArticle($0) }
	RuntimeQueue.drain()
	Transcript.record("cover label after: \(describe(view.coverLabel?.text)), cover=\(describe(view.cover?.lastPathComponent))")
}

let noteBytes = Data("Fair on the quay, Saturday\n".utf8)

// The app sets the file's URL on the View Model; the add sends its content as
// {"fileBase64", "name"}, the portal adds the file and attaches it, and a download of the
// entry's cover reads back the same bytes. The add records the file's path in its cache entry.
scenario("attach: an add with a file chosen sends {fileBase64, name}; the portal stores it, and downloadCover reads back the same bytes") {
	articles()
	addWithCover("Fair", RuntimeFiles.write("fair notes.txt", noteBytes))
	recordCovers()
	for article in listedArticles() {
		let data = try? ArticleRequest.downloadCover(of: article, session: SessionContext.currentContext!.createRequestSession())
		Transcript.record("downloadCover(\(describe(article.title))): \(data.map { "\($0.count) bytes, \($0 == noteBytes ? "the file's" : "other bytes")" } ?? "nil")")
	}
}

// None chosen: the field is not sent, so a PATCH keeps the stored file.
scenario("attach: a retitle with no file chosen sends no cover: the stored file is kept") {
	let object = seedArticles()
	retitle(object.entries[0].id, "Harbour news, updated")
	recordCovers()
}

// A retitle with a file replaces the stored one.
scenario("attach: a retitle with a file chosen replaces the stored cover") {
	let object = seedArticles()
	let (_, view) = makeRetitle(object.entries[0].id)
	view.titleTextField?.text = "Harbour news"
	view.inputDidChange(view.titleTextField!)
	view.cover = RuntimeFiles.write("new map.png", Data([0x89, 0x50, 0x4E, 0x47]))
	tap(view.retitleArticleButton!) { view.retitleArticle($0) }
	RuntimeQueue.drain()
	recordCovers()
}

// An empty file is refused by the portal: its message is the add's failure.
scenario("attach: an empty file: the portal's \"File content is empty\" is the add's failure") {
	articles()
	addWithCover("Empty", RuntimeFiles.write("empty.txt", Data()))
	recordCovers()
}

// A file that is gone when the request is made (moved, deleted): the add fails naming it,
// nothing is sent.
scenario("attach: a file that cannot be read: the add fails naming it, no request") {
	articles()
	addWithCover("Gone", RuntimeFiles.missing("gone.txt"))
	recordCovers()
}

// Offline, the write is recorded with the file's path; synced, the file is read then.
scenario("attach: offline, the add recorded with the file's path; synced, the file read and attached") {
	articles()
	HeadlessPortal.offline = true
	addWithCover("Queued", RuntimeFiles.write("queued.txt", noteBytes))
	HeadlessPortal.offline = false
	Transcript.record("-- back online")
	RuntimeSyncLog.manager { AddArticleScreenlet.addSynchronizer(to: $0) }.startSync()
	RuntimeQueue.drain()
	recordCovers()
}

// Offline, recorded with its path; the file is gone when the SyncManager sends it: the sync
// of that entry fails naming the file, nothing is sent.
scenario("attach: offline, the add recorded; the file removed before the sync: the sync fails naming it") {
	articles()
	HeadlessPortal.offline = true
	let file = RuntimeFiles.write("removed.txt", noteBytes)
	addWithCover("Removed", file)
	HeadlessPortal.offline = false
	try? FileManager.default.removeItem(at: file)
	Transcript.record("-- back online; the file removed")
	RuntimeSyncLog.manager { AddArticleScreenlet.addSynchronizer(to: $0) }.startSync()
	RuntimeQueue.drain()
	recordCovers()
}

// MARK: Retitle

func makeRetitle(_ articleId: Int64) -> (RetitleArticleScreenlet, RetitleArticleView_default) {
	let screenlet = RetitleArticleScreenlet(frame: .zero, themeName: nil)
	let view = RetitleArticleView_default()
	view.titleTextField = UITextField()
	view.coverLabel = UILabel()
	view.retitleArticleButton = UIButton()
	screenlet.articleId = articleId
	screenlet.delegate = recorder
	screenlet.load(view: view)
	return (screenlet, view)
}

func retitle(_ articleId: Int64, _ title: String) {
	let (_, view) = makeRetitle(articleId)
	view.titleTextField?.text = title
	view.inputDidChange(view.titleTextField!)
	tap(view.retitleArticleButton!) { view.retitleArticle($0) }
	RuntimeQueue.drain()
}

// The PATCH reads the entry first and sends its translations back with the app's language
// changed: the English title stays. (One write a scenario: two would leave two cache entries
// whose order follows their random codes.)
scenario("retitle: in fr-FR, a GET of the entry, then a PATCH of title_i18n with en_US kept and fr_FR changed") {
	let object = seedArticles()
	RuntimeStrings.language = "fr-FR"
	retitle(object.entries[0].id, "Nouvelles du quai")
	recordPortal()
}

// A language the entry lacks is added beside the others.
scenario("retitle: in de-DE, which the entry lacks: de_DE added beside en_US and fr_FR") {
	let object = seedArticles()
	RuntimeStrings.language = "de-DE"
	retitle(object.entries[0].id, "Hafennachrichten")
	recordPortal()
}

// A device language with a region the entry lacks matches the entry's language by its base,
// as the portal matches Accept-Language (fr-CA → fr_FR), instead of adding a fr_CA translation.
scenario("retitle: in fr-CA, the entry's fr_FR is the app's language (matched by its base), changed; nothing added") {
	let object = seedArticles()
	RuntimeStrings.language = "fr-CA"
	RuntimeStrings.otherLanguages = ["fr"]
	retitle(object.entries[1].id, "Le phare")
	recordPortal()
}

// Queued offline, the retitle reads the entry when it is synced, so a translation added in
// the meantime (by the portal's own form) is kept.
scenario("retitle: offline, queued; a German title added on the portal meanwhile; synced, the PATCH keeps it") {
	let object = seedArticles()
	RuntimeStrings.language = "fr-FR"
	HeadlessPortal.offline = true
	retitle(object.entries[0].id, "Nouvelles du quai")
	HeadlessPortal.offline = false
	Transcript.record("-- back online; the portal's form adds a German title")
	var titles = object.entries[0].values["title"] as! [String: String]
	titles["de_DE"] = "Hafennachrichten"
	object.entries[0].values["title"] = titles
	RuntimeSyncLog.manager { RetitleArticleScreenlet.addSynchronizer(to: $0) }.startSync()
	RuntimeQueue.drain()
	recordPortal()
}
