import Foundation
import XCTest
@testable import ScreenletGenKit

/// The small things of the command line: `init --help`, `--output=DIR` and `-oDIR`, `-q` and
/// the summary line, `init`'s names and page call, `init -o` into a missing folder, and
/// files in `--templates` that are not templates.
final class ConvenienceTests: FolderTestCase {

	private var discoveryPath: String {
		return TestSupport.examplesDirectory.appendingPathComponent("bookmarks-discovery.json").path
	}

	private var lastLine: String {
		return output.split(separator: "\n").last.map(String.init) ?? ""
	}

	func testInitHasItsOwnHelp() {
		XCTAssertEqual(run(["init", "--help"]), 0, errors)
		XCTAssertTrue(output.hasPrefix("usage: screenletgen init --service NAME [--sdk VERSION] [--entity NAME]"), output)
		XCTAssertTrue(output.contains("--service NAME"), output)
		XCTAssertFalse(output.contains("Spec format v1"), "the general help is not repeated")
		XCTAssertEqual(run(["init", "-h", "--discovery", "x.json"]), 0)
		XCTAssertTrue(output.hasPrefix("usage: screenletgen init"), output)
		XCTAssertEqual(run(["--help"]), 0)
		XCTAssertTrue(output.contains("Spec format v1") && output.contains("init --help"), output)
	}

	func testOutputFolderAttachedToTheFlag() throws {
		XCTAssertEqual(run([bookmark, "--output=\(out.path)"]), 0, errors)
		XCTAssertTrue(output.contains("created \(out.path)/Model/Bookmark.swift\n"), output)
		XCTAssertEqual(run([bookmark, "-o\(out.path)", "--check"]), 0, errors)
		let other = directory.appendingPathComponent("Other").path
		XCTAssertEqual(run([bookmark, "-o\(other)", "--discovery=\(discoveryPath)", "--max-files=20"]), 0, errors)
		XCTAssertTrue(FileManager.default.fileExists(atPath: other + "/Model/Bookmark.swift"))

		XCTAssertEqual(run([bookmark, "--output="]), 64)
		XCTAssertTrue(errors.contains("the output path is an empty string"), errors)
		XCTAssertEqual(run([bookmark, "-o", out.path, "--force=yes"]), 64)
		XCTAssertTrue(errors.contains("unknown option --force=yes"), errors)
	}

	func testASummaryLineAndQuietRuns() throws {
		XCTAssertEqual(run([bookmark, "-o", out.path, "--dry-run"]), 0, errors)
		XCTAssertEqual(lastLine, "15 files: 15 would be created")
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		XCTAssertEqual(output.split(separator: "\n").count, 16, output)
		XCTAssertEqual(lastLine, "15 files: 15 created")
		for path in ["Model/Bookmark.swift", "AddBookmarkScreenlet/AddBookmarkViewModel.swift", "BookmarkListScreenlet/BookmarkListScreenlet.swift"] {
			try FileManager.default.removeItem(at: out.appendingPathComponent(path))
		}
		XCTAssertEqual(run([bookmark, "-o", out.path]), 0, errors)
		XCTAssertEqual(lastLine, "15 files: 3 created, 12 unchanged")
		XCTAssertEqual(run([bookmark, "-o", out.path, "-q"]), 0, errors)
		XCTAssertEqual(output, "15 files: 15 unchanged\n")
		XCTAssertEqual(run([bookmark, "-o", out.path, "--quiet", "--dry-run"]), 0, errors)
		XCTAssertEqual(output, "15 files: 15 unchanged\n")
		// --check lists only what is out of date: no count of files.
		XCTAssertEqual(run([bookmark, "-o", out.path, "--check", "-q"]), 0, errors)
		XCTAssertEqual(output, "")
		// A run that fails prints its errors and no summary.
		let spec = try String(contentsOfFile: bookmark, encoding: .utf8).replacingOccurrences(of: "{ \"name\": \"url\", \"type\": \"String\" }", with: "{ \"name\": \"url\", \"type\": \"String\", \"optional\": true }")
		let changed = directory.appendingPathComponent("bookmark.json")
		try Data(spec.utf8).write(to: changed)
		XCTAssertEqual(run([changed.path, "-o", out.path, "--check", "-q"]), 1)
		XCTAssertTrue(output.contains("--- \(out.path)/Model/Bookmark.swift"), "quiet keeps --check's diff: \(output)")
		XCTAssertFalse(output.contains("would be updated "), output)
	}

	func testTheSummaryCountsEachStatusInTheUsualOrder() {
		var printed = ""
		var summary = RunSummary(quiet: true, output: { printed += $0 })
		for status in ["created", "unchanged", "conflict", "kept", "updated", "merged with conflicts", "overwritten", "merged"] {
			summary.add(status, line: "\(status) Out/\(status).swift")
		}
		XCTAssertEqual(printed, "", "quiet: the summary line only")
		XCTAssertEqual(summary.line, "8 files: 1 created, 1 updated, 1 merged, 1 merged with conflicts, 1 overwritten, 1 unchanged, 1 kept, 1 conflict")
		summary.finish()
		XCTAssertEqual(printed, summary.closingLine)
		XCTAssertNil(RunSummary(quiet: false, output: { _ in }).line)
		var loudPrinted = ""
		var loud = RunSummary(quiet: false, output: { loudPrinted += $0 })
		loud.add("created", line: "created Out/A.swift")
		loud.finish()
		XCTAssertEqual(loudPrinted, "created Out/A.swift\n1 file: 1 created\n")
	}

	/// A bulk run's lines go out a batch at a time as they come, not as one text at its end:
	/// the same text, in order, the diffs and the summary line last.
	func testTheSummaryHandsOutItsLinesInBatches() {
		var batches: [String] = []
		var summary = RunSummary(quiet: false, output: { batches.append($0) })
		let lines = (0..<5000).map { "created Out/File\($0).swift\n" }
		for line in lines {
			summary.add("created", line: String(line.dropLast()))
		}
		XCTAssertGreaterThan(batches.count, 1, "handed out before the end")
		XCTAssertTrue(batches.allSatisfy { $0.utf8.count < 2 * RunSummary.batchBytes })
		summary.finish("--- a diff\n")
		XCTAssertEqual(batches.joined(), lines.joined() + "--- a diff\n5000 files: 5000 created\n")
	}

	func testInitNamesAndPicksThePaginatedPageCall() throws {
		XCTAssertEqual(run(["init", "--discovery", discoveryPath, "--service", "bookmarks.bookmarksfolder", "--entity", "BookmarkFolder"]), 0, errors)
		XCTAssertTrue(output.contains("\"name\": \"add-bookmark-folder\""), output)
		XCTAssertTrue(output.contains("\"page\": { \"method\": \"get-folders\", \"params\": [\"groupId\", \"parentFolderId\", \"start\", \"end\"] }"), output)
		XCTAssertTrue(output.contains("\"count\": { \"method\": \"get-folders-count\", \"params\": [\"groupId\", \"parentFolderId\"] }"), output)
		// get-entries (the spec of Documentation/Spec.md), not get-group-entries, though that has fewer parameters.
		XCTAssertEqual(run(["init", "--discovery", discoveryPath, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark"]), 0, errors)
		XCTAssertTrue(output.contains("\"page\": { \"method\": \"get-entries\", \"params\": [\"groupId\", \"folderId\", \"start\", \"end\"] }"), output)
		XCTAssertTrue(output.contains("\"count\": { \"method\": \"get-entries-count\", \"params\": [\"groupId\", \"folderId\"] }"), output)
		XCTAssertTrue(output.contains("\"name\": \"add-bookmark\""), output)
		let starter = Generator(discovery: nil).generate([TestSupport.input(output, file: "starter.json")])
		XCTAssertTrue(starter.succeeded, "\(starter.diagnostics.all)")
	}

	/// A discovery answer the user gives as a FIFO (process substitution) is read when its
	/// writer comes, not taken for an empty file.
	func testADiscoveryAnswerFromAFIFOIsReadWhenItsWriterComes() throws {
		let fifo = directory.appendingPathComponent("answer.json")
		XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
		let answer = try Data(contentsOf: URL(fileURLWithPath: discoveryPath))
		let writer = Thread {
			Thread.sleep(forTimeInterval: 0.3)
			try? answer.write(to: fifo)
		}
		writer.start()
		XCTAssertEqual(run(["init", "--discovery", fifo.path, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark"]), 0, errors)
		XCTAssertTrue(output.contains("\"entity\": \"Bookmark\""), output)
	}

	func testInitIntoAMissingFolderNamesTheFolder() throws {
		let target = directory.appendingPathComponent("missing/dir/x.json").path
		XCTAssertEqual(run(["init", "--discovery", discoveryPath, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", target]), 1)
		XCTAssertEqual(errors, "screenletgen: init -o \(target): the folder \(directory.path)/missing/dir does not exist; create it first (mkdir -p \(directory.path)/missing/dir)\n")
		XCTAssertFalse(errors.contains("tmp-"), errors)
		try FileManager.default.createDirectory(at: directory.appendingPathComponent("missing/dir"), withIntermediateDirectories: true)
		XCTAssertEqual(run(["init", "--discovery", discoveryPath, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", target]), 0, errors)
		XCTAssertEqual(output, "created \(target)\n")
		// The same for a document's starter, which names the document from that folder (it
		// blamed the document before, issue 39).
		let missing = directory.appendingPathComponent("absent/x.json").path
		let document = TestSupport.examplesDirectory.appendingPathComponent("ticket.openapi.json").path
		XCTAssertEqual(run(["init", "--openapi", document, "-o", missing]), 1)
		XCTAssertEqual(errors, "screenletgen: init -o \(missing): the folder \(directory.path)/absent does not exist; create it first (mkdir -p \(directory.path)/absent)\n")
		// A file where the folder should be.
		let file = directory.appendingPathComponent("plain")
		try Data().write(to: file)
		XCTAssertEqual(run(["init", "--discovery", discoveryPath, "--service", "bookmarks.bookmarksentry", "--entity", "Bookmark", "-o", file.path + "/x.json"]), 1)
		XCTAssertTrue(errors.contains("\(file.path) is not a folder"), errors)
	}

	func testATemplateFileWithoutTheExtensionIsReported() throws {
		let templates = directory.appendingPathComponent("templates")
		try FileManager.default.createDirectory(at: templates.appendingPathComponent("List"), withIntermediateDirectories: true)
		try Data("// Company theme\n".utf8).write(to: templates.appendingPathComponent("List/TableView.swift"))
		try Data("x".utf8).write(to: templates.appendingPathComponent(".DS_Store"))
		XCTAssertEqual(run([bookmark, "-o", out.path, "--templates", templates.path]), 1)
		XCTAssertTrue(errors.contains("\(templates.path)/List/TableView.swift: not read, because templates end in .mustache; rename it List/TableView.swift.mustache to override the built-in List/TableView.swift"), errors)
		XCTAssertFalse(errors.contains(".DS_Store"), errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))

		try FileManager.default.moveItem(at: templates.appendingPathComponent("List/TableView.swift"), to: templates.appendingPathComponent("List/TableView.swift.mustache"))
		try Data("notes".utf8).write(to: templates.appendingPathComponent("List/Screenlet.swift.txt"))
		XCTAssertEqual(run([bookmark, "-o", out.path, "--templates", templates.path, "--dry-run"]), 1)
		XCTAssertTrue(errors.contains("\(templates.path)/List/Screenlet.swift.txt: not a template (--templates reads only <template>.mustache files (did you mean \"List/Screenlet.swift\"?)); rename or remove it"), errors)

		try FileManager.default.removeItem(at: templates.appendingPathComponent("List/Screenlet.swift.txt"))
		XCTAssertEqual(run([bookmark, "-o", out.path, "--templates", templates.path]), 0, errors)
		XCTAssertTrue(try String(contentsOf: out.appendingPathComponent("BookmarkListScreenlet/Themes/Default/BookmarkListView_default.swift"), encoding: .utf8).contains("// Company theme"))
	}
}

/// Documentation/Using.md ("Use it in your app") is true to what the generator writes: the files and classes
/// it names are in the Bookmark golden tree, and its Swift (a view controller adopting the
/// delegates, a custom theme subclassing the default View) type-checks against that tree.
final class AppRecipeTests: XCTestCase {

	private func section() throws -> String {
		let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Documentation/Using.md"), encoding: .utf8)
		let start = try XCTUnwrap(readme.range(of: "## Use it in your app\n"))
		let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
		return String(readme[start.upperBound..<end])
	}

	func testTheFilesItNamesAreGenerated() throws {
		let text = try section()
		let golden = TestSupport.goldenDirectory.appendingPathComponent("bookmark")
		let pattern = try NSRegularExpression(pattern: "(?:Model|BookmarkListScreenlet|AddBookmarkScreenlet)/[A-Za-z0-9_./-]+\\.(?:swift|xib|strings)")
		let paths = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
		XCTAssertGreaterThanOrEqual(Set(paths).count, 3, "\(paths)")
		for path in Set(paths) where !path.contains("de.lproj") {
			XCTAssertTrue(FileManager.default.fileExists(atPath: golden.appendingPathComponent(path).path), path)
		}
		let sources = try FileManager.default.subpathsOfDirectory(atPath: golden.path).filter { $0.hasSuffix(".swift") }
			.map { try String(contentsOf: golden.appendingPathComponent($0), encoding: .utf8) }.joined()
		for declaration in ["class BookmarkListScreenlet:", "class AddBookmarkScreenlet:", "protocol BookmarkListScreenletDelegate:",
				"protocol AddBookmarkScreenletDelegate:", "open class BookmarkListView_default:", "@IBInspectable open var groupId",
				"@IBInspectable open var folderId", "@IBInspectable open var offlinePolicy", "LocalizedString(\"addbookmark-screenlet\""] {
			XCTAssertTrue(sources.contains(declaration), declaration)
		}
		let strings = try String(contentsOf: golden.appendingPathComponent("AddBookmarkScreenlet/Resources/en.lproj/addbookmark-screenlet.strings"), encoding: .utf8)
		XCTAssertTrue(strings.contains("\"addbookmark-screenlet-title-placeholder\" = "), strings)
	}

	func testItsSwiftTypeChecksWithTheGeneratedFiles() throws {
		let text = try section()
		var snippets: [GeneratedFile] = []
		var rest = text[...]
		while let open = rest.range(of: "```swift\n") {
			let close = try XCTUnwrap(rest.range(of: "```", range: open.upperBound..<rest.endIndex))
			// The snippets are indented as list items.
			let code = rest[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
				.map { $0.drop { $0 == " " } }.joined(separator: "\n")
			snippets.append(GeneratedFile(path: "Recipe/Snippet\(snippets.count).swift", contents: code, specFile: "Using.md", entity: "Recipe"))
			rest = rest[close.upperBound...]
		}
		XCTAssertEqual(snippets.count, 3)
		let golden = TestSupport.goldenDirectory.appendingPathComponent("bookmark")
		let generated = try FileManager.default.subpathsOfDirectory(atPath: golden.path).filter { $0.hasSuffix(".swift") }.sorted().map {
			GeneratedFile(path: $0, contents: try String(contentsOf: golden.appendingPathComponent($0), encoding: .utf8), specFile: "bookmark.json", entity: "Bookmark")
		}
		let modes = [TypeCheckMode.all[0], TypeCheckMode.all[3]]
		XCTAssertEqual(try StubModules.typecheck(generated + snippets, modes: modes), [])
	}
}
