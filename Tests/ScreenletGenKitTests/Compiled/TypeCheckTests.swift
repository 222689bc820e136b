import Foundation
import XCTest
@testable import ScreenletGenKit

/// Every generated Swift file of every example type-checks against the project's stub of
/// Liferay Screens 5 / the Mobile SDK / UIKit, as a separate app module would.
final class TypeCheckTests: XCTestCase {

	func testEveryExampleTypeChecks() throws {
		for spec in TestSupport.exampleSpecs {
			let files = try TestSupport.generate(spec)
			let errors = try StubModules.typecheck(files)
			XCTAssertEqual(errors, [], "\(spec.lastPathComponent) does not type-check")
		}
	}

	/// With SwiftUI views and `async` functions for every spec (the config's defaults), every
	/// example still type-checks: the callback style, void, raw and read actions, streaming,
	/// sorted and load-once lists, keywords as names, a custom portlet's services.
	func testEveryExampleTypeChecksWithSwiftUIAndAsync() throws {
		let generator = Generator(defaults: SpecDefaults(generatesAsync: true, generatesSwiftUI: true))
		// Swift 6, the strict modes; every mode for bookmark-swiftui.json in testEveryExampleTypeChecks.
		let swift6 = TypeCheckMode.all.filter { $0.languageMode == 6 }
		for spec in TestSupport.exampleSpecs where spec.lastPathComponent != "bookmark-swiftui.json" {
			let result = generator.generate([try TestSupport.input(spec)])
			XCTAssertTrue(result.succeeded, "\(spec.lastPathComponent): \(result.diagnostics.all)")
			XCTAssertTrue(result.files.contains { $0.path.hasSuffix("+Async.swift") } && result.files.contains { $0.path.contains("/SwiftUI/") })
			XCTAssertEqual(try StubModules.typecheck(result.files, modes: swift6), [], "\(spec.lastPathComponent) with SwiftUI and async does not type-check")
		}
	}

	/// A property named like a member every SwiftUI view has (`body`) keeps its name as the
	/// view's parameter and is stored under another one; the view type-checks.
	func testAPropertyNamedBodyIsTheViewsParameter() throws {
		let spec = #"""
		{ "entity": "Post", "service": "LRBlogsEntryService_v7", "swiftUI": true, "async": true,
		  "attributes": [ { "name": "title", "type": "String" } ],
		  "screenlets": [ { "kind": "list", "properties": [ { "name": "groupId", "type": "Int64" }, { "name": "body", "type": "String" } ],
		    "page": { "method": "get-group-entries", "params": ["groupId", { "name": "status", "value": 0 }, "start", "end"] },
		    "count": { "method": "get-group-entries-count", "params": ["groupId", { "name": "status", "value": 0 }] },
		    "cell": "title" } ] }
		"""#
		let result = Generator().generate([TestSupport.input(spec)])
		XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
		let view = try XCTUnwrap(result.files.first { $0.path.hasSuffix("SwiftUI/PostListView.swift") })
		XCTAssertTrue(view.contents.contains("public var bodyValue: String"), view.contents)
		XCTAssertTrue(view.contents.contains("body: String = \"\","), view.contents)
		XCTAssertTrue(view.contents.contains("screenlet.body = bodyValue"), view.contents)
		XCTAssertEqual(try StubModules.typecheck(result.files, modes: [TypeCheckMode.all[0], TypeCheckMode.all[3]], catalogClasses: ["LRBlogsEntryService_v7"]), [])
	}

	/// The check is real: the stubs reject the Swift 2 names and signatures of the samples.
	func testStubsRejectTheMistakesTheGeneratorMustAvoid() throws {
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))
		let mistakes: [(file: String, from: String, to: String, error: String)] = [
			("Connector/BookmarkListPageLiferayConnector.swift", "getEntriesCount(withGroupId: groupId", "getEntriesCountWithGroupId(groupId", "has no member 'getEntriesCountWithGroupId'"),
			("Connector/AddBookmarkLiferayConnector.swift", "addEntry(withGroupId:", "addEntryWithGroupId(", "has no member 'addEntryWithGroupId'"),
			("BookmarkListScreenlet.swift", "onSelectedRow(_ row:", "onSelectedRow(row:", "overridden"),
			("Interactor/AddBookmarkInteractor.swift", ": ServerWriteConnectorInteractor", ": Interactor", "does not override"),
			("Connector/AddBookmarkLiferayConnector.swift", "override open func doRun", "open func doRun", "requires an 'override' keyword"),
			("AddBookmarkScreenlet.swift", "sender: Any?) -> Interactor?", "sender: AnyObject?) -> Interactor?", "does not override"),
			// A button adjusts its title label's font, not its own: UIButton is not UIContentSizeCategoryAdjusting.
			("AddBookmarkView_default.swift", "addBookmarkButton?.titleLabel?.adjustsFontForContentSizeCategory", "addBookmarkButton?.adjustsFontForContentSizeCategory", "has no member 'adjustsFontForContentSizeCategory'"),
			// The iOS 17 SDK marks Operation `@unchecked Sendable`: a Connector that does not
			// restate it warns in Xcode (the real SDK check's words), in every language mode.
			("Connector/AddBookmarkLiferayConnector.swift", ": ServerConnector, @unchecked Sendable {", ": ServerConnector {", "class 'AddBookmarkLiferayConnector' must restate inherited '@unchecked Sendable' conformance"),
			("Connector/BookmarkListPageLiferayConnector.swift", ": PaginationLiferayConnector, @unchecked Sendable {", ": PaginationLiferayConnector {", "class 'BookmarkListPageLiferayConnector' must restate inherited '@unchecked Sendable' conformance"),
		]
		for mistake in mistakes {
			var broken = files
			guard let index = broken.firstIndex(where: { $0.path.hasSuffix(mistake.file) && $0.contents.contains(mistake.from) }) else {
				XCTFail("\(mistake.file) does not contain \(mistake.from)")
				continue
			}
			broken[index].contents = broken[index].contents.replacingOccurrences(of: mistake.from, with: mistake.to)
			// Names and signatures do not depend on the language mode or isolation: one mode.
			let errors = try StubModules.typecheck(broken, modes: [TypeCheckMode.all[0]])
			XCTAssertTrue(errors.contains { $0.contains(mistake.error) }, "\(mistake.to) was not rejected: \(errors)")
		}
	}

	/// The Mobile SDK's HTTP path, which headless Connectors (issue 29) call, is stubbed as
	/// strictly as the 7.3.0 headers: each mistake below, in `Examples/ticket.json`'s request
	/// type, is rejected in the words of the real SDK check (`../shared/tools/realsdk`), which
	/// rejects each of them too.
	func testTheHTTPStubsRejectWhatTheRealSDKRejects() throws {
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("ticket.json"))
		let mistakes: [(from: String, to: String, error: String)] = [
			// The NSError** argument is `throws`.
			("session: session, response: &response)", "session: session, response: &response, error: nil)", "extra argument 'error' in call"),
			// `getRequestWithSession:URL:` is `getRequestWith(_:url:)`.
			("LRHttpUtil.getRequestWith(session, url:", "LRHttpUtil.getRequest(with: session, url:", "type 'LRHttpUtil' has no member 'getRequest'"),
			// The request is an NSMutableURLRequest; URLRequest bridges to NSURLRequest only.
			("LRHttpUtil.sendSyncRequest(request,", "LRHttpUtil.sendSyncRequest(URLRequest(url: request.url!),", "cannot convert value of type 'URLRequest' to expected argument type 'NSMutableURLRequest'"),
			// `server` is `NSString *` under NS_ASSUME_NONNULL: not optional.
			("try url(server: session.server)", "try url(server: session.server!)", "cannot force unwrap value of non-optional type 'String'"),
			// The response is an NSHTTPURLResponse, not the URLResponse of URLSession's calls.
			("var response: HTTPURLResponse?", "var response: URLResponse?", "cannot convert value of type 'URLResponse?' to expected argument type 'HTTPURLResponse?'"),
			// A header of the answer: value(forHTTPHeaderField:) is iOS 13's; the apps run on iOS 12.
			(#"response?.allHeaderFields.first { ($0.key as? String)?.lowercased() == "location" }?.value as? String"#,
			 #"response?.value(forHTTPHeaderField: "Location")"#, "'value(forHTTPHeaderField:)' is unavailable: only available in iOS 13.0 or newer"),
		]
		try assertRejected(mistakes, in: "Model/TicketRequest.swift", of: files)
	}

	/// A chooser's sheet (issue 38) is UIKit's alert API as the iOS 17.4 SDK imports it; the stubs
	/// reject the slips it invites. (What they accept, found when the chooser used it and checked
	/// against the real SDK: an `NSNumber` keys a dictionary, NSObject being Hashable, and has
	/// `stringValue`: the tasks example type-checks with both.)
	func testTheAlertStubsRejectWhatTheRealSDKRejects() throws {
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("tasks.json"))
		let mistakes: [(from: String, to: String, error: String)] = [
			// `presentViewController:animated:completion:` has no default for `animated`.
			("presentingViewController?.present(sheet, animated: true, completion: nil)", "presentingViewController?.present(sheet)", "missing argument for parameter 'animated' in call"),
			("style: .cancel, handler: nil)", "style: .cancelled, handler: nil)", "type 'UIAlertAction.Style' has no member 'cancelled'"),
			("? .alert : .actionSheet)", "? .alert : .sheet)", "type 'UIAlertController.Style' has no member 'sheet'"),
			("userInterfaceIdiom == .pad", "userInterfaceIdiom == .iPad", "type 'UIUserInterfaceIdiom' has no member 'iPad'"),
			// The alert's actions are added, not assigned.
			("sheet.addAction(UIAlertAction(title: LocalizedString(\"addprojecttask-screenlet\", key: \"cancel\"", "sheet.actions.append(UIAlertAction(title: LocalizedString(\"addprojecttask-screenlet\", key: \"cancel\"", "cannot use mutating member on immutable value: 'actions' is a get-only property"),
		]
		try assertRejected(mistakes, in: "AddProjectTaskView_default.swift", of: files)
	}

	/// Each mistake made alone in the generated file whose path ends with `file` is rejected
	/// with its error. Names and signatures do not depend on the language mode or isolation: one mode.
	private func assertRejected(_ mistakes: [(from: String, to: String, error: String)], in file: String, of files: [GeneratedFile]) throws {
		for mistake in mistakes {
			var broken = files
			let index = try XCTUnwrap(broken.firstIndex { $0.path.hasSuffix(file) })
			XCTAssertTrue(broken[index].contents.contains(mistake.from), mistake.from)
			broken[index].contents = broken[index].contents.replacingOccurrences(of: mistake.from, with: mistake.to)
			let errors = try StubModules.typecheck(broken, modes: [TypeCheckMode.all[0]])
			XCTAssertTrue(errors.contains { $0.contains(mistake.error) }, "\(mistake.to) was not rejected: \(errors)")
		}
	}

	/// A Mobile SDK method that Swift imports without `throws` (a `void` one of 6.2 whose header
	/// leaves out CONVERT_ERROR_TO_THROWS) is called with its `error:` argument: read in a
	/// Connector, nil in a callback Interactor and in a list's batch (methods whose only
	/// parameter is the error, too). It type-checks in every mode against the stubs written from the
	/// catalog, which reject, as Xcode does, the call the other methods get (`try`, no `error:`)
	/// and a `try` before this one.
	func testAMethodWithoutThrowsIsCalledWithItsErrorArgument() throws {
		let spec = #"""
		{ "entity": "Flag", "service": "LRAnnouncementsFlagService_v62", "attributes": [{"name": "name", "type": "String"}],
		  "screenlets": [
		    {"kind": "list", "page": {"service": "LRPortalService_v62", "method": "test-get-user-id", "params": []}, "cell": "name"},
		    {"kind": "action", "name": "AddFlag", "properties": [{"name": "entryId", "type": "Int64"}],
		     "actions": [{"name": "add-flag", "method": "add-flag", "params": ["entryId", {"name": "value", "value": 1}], "result": "none"},
		       {"name": "sync-state", "service": "LRPortalService_v62", "method": "test-auto-sync-hibernate-session-state-on-tx-creation", "params": [], "result": "none"}]},
		    {"kind": "action", "name": "DeleteFlag", "style": "callback", "properties": [{"name": "flagId", "type": "Int64"}],
		     "actions": [{"name": "delete-flag", "method": "delete-flag", "params": ["flagId"], "result": "none"}]}]}
		"""#
		let result = Generator().generate([TestSupport.input(spec)])
		XCTAssertTrue(result.succeeded, "\(result.diagnostics.all)")
		let sync = try XCTUnwrap(result.files.first { $0.path.hasSuffix("SyncStateLiferayConnector.swift") })
		XCTAssertTrue(sync.contents.contains("service.testAutoSyncHibernateSessionState(onTxCreation: &error)"), sync.contents)
		let classes = ["LRAnnouncementsFlagService_v62", "LRPortalService_v62"]
		XCTAssertEqual(try StubModules.typecheck(result.files, catalogClasses: classes), [])
		let mistakes: [(file: String, from: String, to: String, error: String)] = [
			("Connector/AddFlagLiferayConnector.swift", "service.addFlag(withEntryId: entryId,\n\t\t\t\tvalue: 1,\n\t\t\t\terror: &error)",
				"do { try service.addFlag(withEntryId: entryId, value: 1) } catch {}", "missing argument for parameter 'error' in call"),
			("Connector/AddFlagLiferayConnector.swift", "service.addFlag(", "try? service.addFlag(", "no calls to throwing functions occur within 'try' expression"),
			("Interactor/DeleteFlagInteractor.swift", "service.deleteFlag(withFlagId: flagId,\n\t\t\t\terror: nil)",
				"_ = try? service.deleteFlag(withFlagId: flagId)", "missing argument for parameter 'error' in call"),
			("Connector/FlagListPageLiferayConnector.swift", "service.testGetUserId(nil)", "do { try service.testGetUserId() } catch {}", "missing argument for parameter #1 in call"),
		]
		for mistake in mistakes {
			var broken = result.files
			guard let index = broken.firstIndex(where: { $0.path.hasSuffix(mistake.file) && $0.contents.contains(mistake.from) }) else {
				XCTFail("\(mistake.file) does not contain \(mistake.from)")
				continue
			}
			broken[index].contents = broken[index].contents.replacingOccurrences(of: mistake.from, with: mistake.to)
			let errors = try StubModules.typecheck(broken, modes: [TypeCheckMode.all[0]], catalogClasses: classes)
			XCTAssertTrue(errors.contains { $0.contains(mistake.error) }, "\(mistake.to) was not rejected: \(errors)")
		}
	}

	/// The README's SwiftUI and async/await examples, which users copy, type-check in every
	/// mode with the files of `Examples/bookmark-swiftui.json` (their section's Swift blocks).
	func testTheReadmeExamplesOfSwiftUIAndAsyncTypeCheck() throws {
		var files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark-swiftui.json"))
		let blocks = try TypeCheckTests.readmeSwiftBlocks(section: "## SwiftUI and async/await")
		XCTAssertEqual(blocks.count, 2, "the README's SwiftUI and async sections have one example each")
		for (index, block) in blocks.enumerated() {
			// The README leaves out the imports a file of the app has anyway.
			let text = "import Foundation\nimport LiferayScreens\n" + (block.contains("import SwiftUI") ? "" : "import SwiftUI\n") + block
			files.append(GeneratedFile(path: "README/Example\(index).swift", contents: text, specFile: "README.md", entity: "README"))
		}
		XCTAssertEqual(try StubModules.typecheck(files), [])
	}

	/// The SwiftUI stub is as strict as Apple's: a view's members are main-actor isolated (a
	/// delegate method of the coordinator, nonisolated like the protocol, cannot call them in
	/// Swift 6), a representable must make the view type it updates, and its coordinator is
	/// the type `makeCoordinator()` returns.
	func testTheSwiftUIStubRejectsWhatXcodeRejects() throws {
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark-swiftui.json"))
		let swift6 = TypeCheckMode.all.first { $0.languageMode == 6 && !$0.mainActorByDefault && $0.layout == .separateModules }!
		let mistakes: [(from: String, to: String, error: String, mode: TypeCheckMode)] = [
			("onBookmarkAdded?(bookmark)\n", "_ = AddBookmarkView().makeCoordinator()\n", "main actor-isolated instance method 'makeCoordinator()'", swift6),
			("public func makeUIView(context: Context) -> AddBookmarkScreenlet", "public func makeUIView(context: Context) -> UIView", "does not conform to protocol 'UIViewRepresentable'", TypeCheckMode.all[0]),
			("return Coordinator()", "return ()", "cannot convert return expression", TypeCheckMode.all[0]),
		]
		for mistake in mistakes {
			var broken = files
			let index = try XCTUnwrap(broken.firstIndex { $0.path.hasSuffix("SwiftUI/AddBookmarkView.swift") })
			XCTAssertTrue(broken[index].contents.contains(mistake.from), mistake.from)
			broken[index].contents = broken[index].contents.replacingOccurrences(of: mistake.from, with: mistake.to)
			let errors = try StubModules.typecheck(broken, modes: [mistake.mode])
			XCTAssertTrue(errors.contains { $0.contains(mistake.error) }, "\(mistake.to) was not rejected: \(errors)")
		}
	}

	/// iOS availability is not enforced when compiling for Linux: every SwiftUI and `async`
	/// declaration is read to carry `@available(iOS 13.0, *)` instead.
	func testSwiftUIAndAsyncDeclarationsNeedIOS13() throws {
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark-swiftui.json"))
		let checked = files.filter { $0.path.contains("/SwiftUI/") || $0.path.hasSuffix("+Async.swift") }
		XCTAssertEqual(checked.count, 4)
		var declarations = 0
		for file in checked {
			let lines = file.contents.components(separatedBy: "\n")
			for (index, line) in lines.enumerated() {
				let trimmed = line.trimmingCharacters(in: .whitespaces)
				let needsIOS13 = ["public struct ", "nonisolated public struct Pages", "nonisolated public static func ", "nonisolated private final class InteractorRun"]
				if needsIOS13.contains(where: { trimmed.hasPrefix($0) }) {
					declarations += 1
					XCTAssertTrue(index > 0 && lines[index - 1].contains("@available(iOS 13.0, *)"), "\(file.path):\(index + 1): \(trimmed) lacks @available(iOS 13.0, *)")
				}
			}
		}
		// Two views; run; loadPage, pages and Pages; each async file's InteractorRun.
		XCTAssertEqual(declarations, 8)
	}

	/// The Swift code blocks of a README section (up to the next `## ` heading).
	static func readmeSwiftBlocks(section: String) throws -> [String] {
		let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
		guard let start = readme.range(of: "\n" + section + "\n") else {
			return []
		}
		let rest = readme[start.upperBound...]
		let body = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
		return body.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
	}
}
