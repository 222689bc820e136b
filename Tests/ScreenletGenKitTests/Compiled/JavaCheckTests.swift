import Foundation
import XCTest
@testable import ScreenletGenKit

/// The Android (Java) twin of the screenlets (issue 37) is compiled against the project's own
/// signature stubs of Liferay Screens for Android 5.1.0, the Mobile SDK 7.3.0 (core), Android API 29
/// and AndroidX (`AndroidStubs/`, `Support/JavaCheck.swift`), since CI cannot have the real check
/// (`../shared/tools/android/check.sh`, which needs mirrors). The stubs must be as strict as it is:
/// the hand-written Bookmark target compiles with no error and no warning, and each break of it below
/// is rejected (or warned about) in the real check's words. One JVM compiles the stubs, the target
/// and every break, once per run.
final class JavaCheckTests: XCTestCase {

	/// The hand-written target for Examples/bookmark.json (Documentation/Research/android-target).
	static let target = TestSupport.packageRoot.appendingPathComponent("Documentation/Research/android-target/bookmark")

	/// One edit of the target, and what the real check said of it (`FILE:LINE: KIND: MESSAGE`, the
	/// message's detail lines after "; ", paths relative to the module): errors from `check.sh`,
	/// warnings from `Documentation/Research/android-target/lint.sh` (check.sh passes -nowarn), both
	/// run on the edited copy on 2026-11-29 (the add layout's again on 2026-11-30, once its root had
	/// an id). `stubsAlso`: what the stubs say besides, and why.
	struct Break {
		var name: String
		var file: String
		var from: String
		var to: String
		var real: [String]
		var stubsAlso: [String] = []
	}

	static let interactor = "java/com/liferay/mobile/screens/bookmark/interactor/AddBookmarkInteractor.java"
	static let listInteractor = "java/com/liferay/mobile/screens/bookmark/list/BookmarkListInteractor.java"
	static let adapter = "java/com/liferay/mobile/screens/bookmark/list/BookmarkAdapter.java"
	static let view = "java/com/liferay/mobile/screens/bookmark/view/AddBookmarkView.java"
	static let event = "java/com/liferay/mobile/screens/bookmark/list/BookmarkEvent.java"

	static let breaks: [Break] = [
		// An action's write event must be a CacheEvent (BaseCacheWriteInteractor<L extends BaseCacheListener, E extends CacheEvent>).
		Break(name: "a BasicEvent for BaseCacheWriteInteractor's E", file: interactor,
			from: "BaseCacheWriteInteractor<AddBookmarkListener, AddBookmarkEvent>",
			to: "BaseCacheWriteInteractor<AddBookmarkListener, com.liferay.mobile.screens.base.interactor.event.BasicEvent>",
			real: ["\(interactor):30: error: type argument BasicEvent is not within bounds of type-variable E; where E is a type-variable:; E extends CacheEvent declared in class BaseCacheWriteInteractor",
				"\(interactor):30: error: AddBookmarkInteractor is not abstract and does not override abstract method execute(BasicEvent) in BaseCacheWriteInteractor",
				"\(interactor):32: error: method does not override or implement a method from a supertype",
				"\(interactor):57: error: method does not override or implement a method from a supertype",
				"\(interactor):71: error: method does not override or implement a method from a supertype"]),
		// A list's row event must be a ListEvent (BaseListInteractor<L extends BaseListInteractorListener, E extends ListEvent>).
		Break(name: "the model for BaseListInteractor's E", file: listInteractor,
			from: "BaseListInteractor<BaseListInteractorListener<Bookmark>, BookmarkEvent>",
			to: "BaseListInteractor<BaseListInteractorListener<Bookmark>, Bookmark>",
			real: ["\(listInteractor):15: error: type argument Bookmark is not within bounds of type-variable E; where E is a type-variable:; E extends ListEvent declared in class BaseListInteractor",
				"\(listInteractor):14: error: BookmarkListInteractor is not abstract and does not override abstract method createEntity(Map<String,Object>) in BaseListInteractor",
				"\(listInteractor):33: error: createEntity(Map<String,Object>) in BookmarkListInteractor cannot override createEntity(Map<String,Object>) in BaseListInteractor; return type BookmarkEvent is not compatible with Bookmark; where E is a type-variable:; E extends ListEvent declared in class BaseListInteractor",
				"\(listInteractor):32: error: method does not override or implement a method from a supertype"]),
		Break(name: "an R.id no layout declares", file: adapter, from: "R.id.bookmark_name", to: "R.id.bookmark_link",
			real: ["\(adapter):35: error: cannot find symbol; symbol: variable bookmark_link; location: class id"]),
		// The 2019 sample's tag: Screens 5.x is AndroidX.
		Break(name: "a pre-AndroidX RecyclerView in a layout", file: "res/layout/bookmarklist_default.xml",
			from: "<androidx.recyclerview.widget.RecyclerView", to: "<android.support.v7.widget.RecyclerView",
			real: ["res/layout/bookmarklist_default.xml:18: error: layout <android.support.v7.widget.RecyclerView>: package android.support.v7.widget does not exist"]),
		Break(name: "a missing import", file: view, from: "import android.widget.Toast;\n", to: "",
			real: ["\(view):66: error: cannot find symbol; symbol: variable Toast; location: class AddBookmarkView",
				"\(view):66: error: cannot find symbol; symbol: variable Toast; location: class AddBookmarkView"]),
		Break(name: "a Query method that does not exist", file: listInteractor, from: "query.getStartRow()", to: "query.getStart()",
			real: ["\(listInteractor):21: error: cannot find symbol; symbol: method getStart(); location: variable query of type Query"]),
		// A generated View's getter named like one of View's, with another type (an attribute "id").
		Break(name: "a View getter that clashes with View.getId()", file: view, from: "\tprotected void updateButtons() {",
			to: "\tpublic long getId() {\n\t\treturn 0;\n\t}\n\n\tprotected void updateButtons() {",
			real: ["\(view):129: error: getId() in AddBookmarkView cannot override getId() in View; return type long is not compatible with int"]),
		Break(name: "a missing getIdFromArgs (abstract in BaseCacheReadInteractor)", file: listInteractor,
			from: "\tprotected String getIdFromArgs(", to: "\tprotected String getIdFromArgs2(",
			real: ["\(listInteractor):14: error: BookmarkListInteractor is not abstract and does not override abstract method getIdFromArgs(Object...) in BaseCacheReadInteractor",
				"\(listInteractor):45: error: method does not override or implement a method from a supertype"]),
		Break(name: "a checked JSONException not caught", file: event,
			from: "return String.valueOf(bookmark.getValues().hashCode());", to: "return new org.json.JSONObject(\"{}\").getString(\"entryId\");",
			real: ["\(event):22: error: unreported exception JSONException; must be caught or declared to be thrown",
				"\(event):22: error: unreported exception JSONException; must be caught or declared to be thrown"]),
		Break(name: "a layout tag that is no framework widget", file: "res/layout/addbookmark_default.xml",
			from: "<EditText\n        android:id=\"@+id/url\"", to: "<EditTextView\n        android:id=\"@+id/url\"",
			real: ["res/layout/addbookmark_default.xml:16: error: <EditTextView> is not an android.widget/view/webkit/app class"]),
		Break(name: "a layout tag that is no View", file: "res/layout/bookmarklist_row.xml",
			from: "<TextView\n        android:id=\"@+id/bookmark_name\"", to: "<com.liferay.mobile.screens.bookmark.Bookmark\n        android:id=\"@+id/bookmark_name\"",
			real: ["res/layout/bookmarklist_row.xml:10: error: layout <com.liferay.mobile.screens.bookmark.Bookmark>: incompatible types: Bookmark cannot be converted to View"]),
		// EventBus is Screens' `implementation` dependency: an app module does not see it.
		Break(name: "an import of Screens' EventBus", file: "java/com/liferay/mobile/screens/bookmark/list/BookmarkListScreenlet.java",
			from: "import android.view.View;", to: "import android.view.View;\nimport de.greenrobot.event.EventBus;",
			real: ["java/com/liferay/mobile/screens/bookmark/list/BookmarkListScreenlet.java:7: error: import de.greenrobot.event.EventBus: not on an app module compile classpath with Screens 5.1.0 (implementation-scoped dependency of the library, or pre-AndroidX/Kotlin)"],
			// The real check has EventBus's sources; the stubs have none, as a Gradle app module has none.
			stubsAlso: ["java/com/liferay/mobile/screens/bookmark/list/BookmarkListScreenlet.java:7: error: package de.greenrobot.event does not exist"]),
		// Warnings (javac -Xlint:all): lint.sh's words.
		Break(name: "a deprecated RecyclerView.ViewHolder method", file: adapter,
			from: "name.setText(entry.getName());", to: "name.setText(entry.getName() + \" \" + getPosition());",
			real: ["\(adapter):39: warning: [deprecation] getPosition() in ViewHolder has been deprecated"]),
		Break(name: "a deprecated View method", file: view,
			from: "addBookmarkButton.setOnClickListener(this);", to: "addBookmarkButton.setOnClickListener(this);\n\t\taddBookmarkButton.setBackgroundDrawable(null);",
			real: ["\(view):150: warning: [deprecation] setBackgroundDrawable(Drawable) in View has been deprecated"]),
		// BaseCacheWriteInteractor declares execute(Object[]) over BaseInteractor's execute(Object...).
		Break(name: "no @SuppressWarnings(\"overrides\") on a BaseCacheWriteInteractor", file: interactor,
			from: "@SuppressWarnings(\"overrides\")\n", to: "",
			real: ["\(interactor):29: warning: execute(Object[]) in BaseCacheWriteInteractor overrides execute(Object...) in BaseInteractor; overriding method is missing '...'; where E#1,E#2 are type-variables:"]),
		// BaseViewModel.setScreenlet(BaseScreenlet) is raw.
		Break(name: "no @SuppressWarnings(\"rawtypes\") on setScreenlet", file: view, from: "\t@SuppressWarnings(\"rawtypes\")\n", to: "",
			real: ["\(view):79: warning: [rawtypes] found raw type: BaseScreenlet; missing type arguments for generic class BaseScreenlet<V,I>"]),
		// BasicEvent is Serializable.
		Break(name: "an event without serialVersionUID", file: event, from: "\tprivate static final long serialVersionUID = 1L;\n", to: "",
			real: ["\(event):6: warning: [serial] serializable class BookmarkEvent has no definition of serialVersionUID"]),
	]

	private static let lock = NSLock()
	nonisolated(unsafe) private static var checked: Result<(stubs: JavaCheck.Result, target: JavaCheck.Result, breaks: [JavaCheck.Result]), Error>?

	/// The stubs on their own, the target, and each break of it, in one JVM (once per run).
	static func results() throws -> (stubs: JavaCheck.Result, target: JavaCheck.Result, breaks: [JavaCheck.Result]) {
		_ = try JavaCheck.requireJavac()
		lock.lock()
		defer { lock.unlock() }
		if let checked = checked {
			return try checked.get()
		}
		let result = Result<(stubs: JavaCheck.Result, target: JavaCheck.Result, breaks: [JavaCheck.Result]), Error> {
			let folder = try TestSupport.temporaryDirectory()
			defer { try? FileManager.default.removeItem(at: folder) }
			var modules = [target]
			for (index, edit) in breaks.enumerated() {
				let copy = folder.appendingPathComponent("break\(index)")
				try FileManager.default.copyItem(at: target, to: copy)
				let file = copy.appendingPathComponent(edit.file)
				let text = try String(contentsOf: file, encoding: .utf8)
				guard text.contains(edit.from) else {
					throw NSError(domain: "JavaCheckTests", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(edit.file) no longer contains \(edit.from)"])
				}
				try Data(text.replacingOccurrences(of: edit.from, with: edit.to).utf8).write(to: file)
				modules.append(copy)
			}
			let (stubs, results) = try JavaCheck.check(modules)
			return (stubs, results[0], Array(results.dropFirst()))
		}
		checked = result
		return try result.get()
	}

	func testTheStubsCompileAndEachSaysWhatItMirrors() throws {
		let stubs = try Self.results().stubs
		XCTAssertEqual(stubs.errors.map { $0.description }, [], stubs.output)
		XCTAssertEqual(stubs.warnings.map { $0.description }, [], stubs.output)
		let files = JavaCheck.javaFiles(in: JavaCheck.stubsDirectory)
		XCTAssertGreaterThan(files.count, 100)
		for file in files {
			let text = try String(contentsOf: file, encoding: .utf8)
			let header = text.components(separatedBy: "\n").prefix(3).joined(separator: "\n")
			XCTAssertNotNil(header.range(of: #"// Mirrors [\w.-]+/[\w.-]+@[\w.-]+:\S+\.java"#, options: .regularExpression),
				"\(file.lastPathComponent) does not say at its top which real source (repo@tag:path) it mirrors")
			XCTAssertFalse(text.contains("@author"), "\(file.lastPathComponent) carries a copied comment")
		}
	}

	func testTheBookmarkTargetCompilesWithoutErrorsOrWarnings() throws {
		let target = try Self.results().target
		XCTAssertEqual(target.errors.map { $0.description }, [], target.output)
		XCTAssertEqual(target.warnings.map { $0.description }, [], target.output)
	}

	/// Each break is rejected, or warned about, as the real check does: the same diagnostics at the
	/// same lines in the same words (the real check's text is a prefix when lint.sh cut its details).
	func testTheStubsRejectWhatTheRealCheckRejects() throws {
		let results = try Self.results().breaks
		for (edit, result) in zip(Self.breaks, results) {
			let said = (result.errors + result.warnings).map { $0.description }
			let expected = edit.real + edit.stubsAlso
			XCTAssertEqual(said.count, expected.count, "\(edit.name): the stubs said \(said), the real check \(edit.real)")
			for line in expected {
				XCTAssertTrue(said.contains { $0.hasPrefix(line) }, "\(edit.name): the stubs did not say \(line); they said \(said)")
			}
		}
	}

	/// `R` at the level of names, as `gen_r.py` makes it: the module's `res/` and what Screens
	/// contributes (the ids BaseListScreenletView looks up, the attributes screenlets reuse).
	func testTheRClassHasTheModulesNamesAndTheLibrarys() throws {
		let resources = AndroidResources.read([Self.target.appendingPathComponent("res")]).merging(.screensLibrary)
		XCTAssertEqual(resources.names["layout"], ["addbookmark_default", "bookmarklist_default", "bookmarklist_row", "list_item_default", "list_item_progress_default"])
		XCTAssertTrue(resources.names["id", default: []].isSuperset(of: ["url", "title", "add_bookmark_button", "bookmark_name",
			"liferay_list_screenlet", "liferay_progress", "liferay_recycler_list", "liferay_list_title"]))
		XCTAssertEqual(resources.styleables["AddBookmarkScreenlet"], ["layoutId", "folderId", "cachePolicy"])
		XCTAssertEqual(resources.styleables["BookmarkListScreenlet"], ["groupId", "folderId", "cachePolicy"])
		XCTAssertTrue(resources.names["string", default: []].isSuperset(of: ["AddBookmarkScreenlet_default", "addbookmark_screenlet_empty_url", "loading_list_error"]))
		XCTAssertTrue(resources.names["attr", default: []].isSuperset(of: ["folderId", "layoutId", "groupId", "cachePolicy"]))
		let java = resources.javaSource(package: "com.liferay.mobile.screens.bookmark")
		XCTAssertTrue(java.contains("\t\tpublic static int AddBookmarkScreenlet_cachePolicy = 2;"), java)
		XCTAssertTrue(java.contains("\t\tpublic static int[] BookmarkListScreenlet = { "), java)
		XCTAssertTrue(java.contains("\tpublic static final class id {"), java)
	}
}
