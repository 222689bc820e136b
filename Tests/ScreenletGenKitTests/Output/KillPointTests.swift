import Foundation
import XCTest
@testable import ScreenletGenKit

/// A run killed (SIGKILL) just before any one of its renames, links, unlinks, rmdirs and
/// mkdirs (the debug build's `KillPoint` hook), then run again with the same specs or with
/// the old ones: every line the user wrote is in a file Safety.md names (the file itself, its
/// `.orig`, or a merge) right after the kill and after the rerun, no temporary file,
/// bookkeeping or empty folder is left, and the folder is exactly what the rerun leaves after
/// an uninterrupted run (or, for the old specs, without the killed run). The runs: `--force`
/// replacing a hand-edited file; one that only removes files; one that renames both
/// screenlets (their files removed, their folders emptied) while merging into one edited file
/// and keeping another. CI checks a seeded sample of the kill points of each
/// (SCREENLETGEN_KILL_POINTS, SCREENLETGEN_KILL_SEED); `make slow` checks every one.
final class KillPointTests: FolderTestCase {

	/// A run to kill: the arguments (specs and flags) of the run before it and of itself, and
	/// what the user wrote (a line added to each file, by path).
	private struct Scenario {
		var old: [String]
		var new: [String]
		var edits: [String: String]
	}

	private struct KillAt: CustomStringConvertible {
		var call: KillPoint.Call
		var index: Int
		var description: String { return "\(call.rawValue):\(index)" }
	}

	/// What a folder holds, folders included; a base archive by what it is for: the base of
	/// each file the manifest records, the text with the recorded hash. (Its other records
	/// are kept for one run, for a run killed before its manifest: a rerun that writes
	/// nothing after a kill leaves the killed run's archive, which holds them.)
	private enum Entry: Equatable {
		case folder
		case file(Data)
		case archive([String: Data])
		case other
	}

	/// A run's exit status and the folder it left.
	private struct Outcome: Equatable {
		var status: Int32
		var tree: [String: Entry]
	}

	private var binary: String {
		return TestSupport.builtBinary.path
	}

	// MARK: The runs

	/// The issue's case: an edited file with no recorded base, replaced by `--force` with a
	/// changed spec (the other files changed as well); the edit must stay, in the file or its
	/// `.orig`.
	func testEveryKillPointOfAForcedReplacementIsRecovered() throws {
		let base = directory.appendingPathComponent("base")
		XCTAssertEqual(try TestSupport.run(binary, [bookmark, "-o", base.path]).status, 0)
		let edits = ["Model/Bookmark.swift": "// my hand edit, kept by --force"]
		try edit(base, edits)
		try FileManager.default.removeItem(at: base.appendingPathComponent(BaseArchive.folder))
		let changed = try spec("changed", [
			("{ \"name\": \"url\", \"type\": \"String\" }", "{ \"name\": \"url\", \"type\": \"String\" }, { \"name\": \"note\", \"type\": \"String\", \"optional\": true }"),
			("Added from Liferay Screens", "Added from the app"),
			("URL cannot be empty", "Give the URL"),
		])
		try check(Scenario(old: [bookmark, "--force"], new: [changed, "--force"], edits: edits), base: base)
	}

	/// Both screenlets renamed: their files are removed and their folders emptied, while an
	/// update is merged into an edited model and an edited view no longer generated is kept.
	func testEveryKillPointOfARunThatRemovesFilesIsRecovered() throws {
		let base = directory.appendingPathComponent("base")
		XCTAssertEqual(try TestSupport.run(binary, [bookmark, "-o", base.path]).status, 0)
		let edits = [
			"Model/Bookmark.swift": "// my model note, merged",
			"AddBookmarkScreenlet/Themes/Default/AddBookmarkView_default.swift": "// my view tweak, kept",
		]
		try edit(base, edits)
		let renamed = try spec("renamed", [
			("\"kind\": \"list\",", "\"kind\": \"list\", \"name\": \"Links\","),
			("\"name\": \"AddBookmark\"", "\"name\": \"SaveBookmark\""),
			("{ \"name\": \"url\", \"type\": \"String\" }", "{ \"name\": \"url\", \"type\": \"String\" }, { \"name\": \"note\", \"type\": \"String\", \"optional\": true }"),
		])
		try check(Scenario(old: [bookmark], new: [renamed], edits: edits), base: base)
	}

	/// A second action screenlet dropped: the run only removes files (no file is written), so
	/// its journal alone tells the next run which folders the removals empty.
	func testEveryKillPointOfARunThatOnlyRemovesFilesIsRecovered() throws {
		let text = try String(contentsOfFile: bookmark, encoding: .utf8)
		let start = try XCTUnwrap(text.range(of: "    {\n      \"kind\": \"action\"")).lowerBound
		let end = try XCTUnwrap(text.range(of: "    }\n  ]\n}", options: .backwards)).lowerBound
		let second = String(text[start..<end]).replacingOccurrences(of: "\"name\": \"AddBookmark\"", with: "\"name\": \"SaveBookmark\"")
			.replacingOccurrences(of: "\"name\": \"add-bookmark\"", with: "\"name\": \"save-bookmark\"")
		let twoActions = directory.appendingPathComponent("two-actions.json")
		try Data((text[..<end] + "    },\n" + second + text[end...]).utf8).write(to: twoActions)
		let base = directory.appendingPathComponent("base")
		XCTAssertEqual(try TestSupport.run(binary, [twoActions.path, "-o", base.path]).status, 0)
		let edits = ["SaveBookmarkScreenlet/Themes/Default/SaveBookmarkView_default.swift": "// my view tweak, kept"]
		try edit(base, edits)
		try check(Scenario(old: [twoActions.path], new: [bookmark], edits: edits), base: base)
	}

	// MARK: The loop

	/// The kill points of `scenario.new` on a copy of `base`: every one (`make slow`: the run
	/// at the next index of each call is not killed), or a seeded sample (CI).
	private func check(_ scenario: Scenario, base: URL) throws {
		let finished = try reference(base, [scenario.new])
		let oldBefore = try reference(base, [scenario.old])
		let oldAfter = try reference(base, [scenario.new, scenario.old])
		let calls: [KillPoint.Call] = [.rename, .link, .unlink, .rmdir, .mkdir]
		let kills = { (point: KillAt) throws -> Bool in
			let killed = try self.run(scenario.new, try self.copy(base, "probe"), killAt: point)
			return killed.signalled && killed.status == SIGKILL
		}
		let sample = LoopSize.count("SCREENLETGEN_KILL_POINTS", sample: 3, slow: Int.max)
		let seed = UInt64(ProcessInfo.processInfo.environment["SCREENLETGEN_KILL_SEED"] ?? "") ?? 2026
		var chosen: [KillAt] = []
		if sample == Int.max {
			for call in calls {
				for index in 1... {
					let point = KillAt(call: call, index: index)
					guard try kills(point) else { break }
					chosen.append(point)
				}
			}
			XCTAssertGreaterThan(chosen.count, 10, "the debug build stops a run at its kill points (KillPoint)")
		}
		else {
			// A call and an index at random; past the run's last call of that kind, half the index.
			var random = FuzzTests.Random(state: seed)
			for _ in 0..<(4 * sample) where chosen.count < sample {
				var point = KillAt(call: calls[random.below(calls.count)], index: 1 + random.below(16))
				while point.index > 0, try !kills(point) {
					point.index /= 2
				}
				if point.index > 0 && !chosen.contains(where: { $0.description == point.description }) {
					chosen.append(point)
				}
			}
			XCTAssertEqual(chosen.count, sample, "the debug build stops a run at its kill points (KillPoint)")
		}
		print("kill points: \(chosen.count) (\(sample == Int.max ? "all" : "seed \(seed)")): \(chosen.map { $0.description }.joined(separator: " "))")
		for point in chosen {
			for (rerun, expected, which) in [(scenario.new, [finished], "the same specs"), (scenario.old, [oldBefore, oldAfter], "the old specs")] {
				let folder = try copy(base, "killed")
				let killed = try run(scenario.new, folder, killAt: point)
				XCTAssertTrue(killed.signalled && killed.status == SIGKILL, "\(point): \(killed.output)")
				assertEditsKept(scenario.edits, in: folder, "killed at \(point)")
				let again = try run(rerun, folder)
				let outcome = Outcome(status: again.status, tree: try tree(folder))
				XCTAssertTrue(expected.contains(outcome), "killed at \(point), then run with \(which): \(difference(outcome, expected))\n\(again.output.prefix(3000))")
				assertEditsKept(scenario.edits, in: folder, "killed at \(point), then run with \(which)")
				XCTAssertEqual(leftovers(folder), [], "killed at \(point), then run with \(which)")
			}
		}
	}

	/// What uninterrupted runs leave on a copy of `base`; none leaves bookkeeping or an empty folder.
	private func reference(_ base: URL, _ runs: [[String]]) throws -> Outcome {
		let folder = try copy(base, "reference")
		var status: Int32 = 0
		for arguments in runs {
			status = try run(arguments, folder).status
		}
		XCTAssertEqual(leftovers(folder), [])
		return Outcome(status: status, tree: try tree(folder))
	}

	// MARK: Helpers

	private func spec(_ name: String, _ replacements: [(String, String)]) throws -> String {
		var text = try String(contentsOfFile: bookmark, encoding: .utf8)
		for (old, new) in replacements {
			XCTAssertTrue(text.contains(old), old)
			text = text.replacingOccurrences(of: old, with: new)
		}
		let url = directory.appendingPathComponent("\(name).json")
		try Data(text.utf8).write(to: url)
		return url.path
	}

	/// Each line is added at the top of its file (a merge keeps it where the template does not change).
	private func edit(_ folder: URL, _ edits: [String: String]) throws {
		for (path, line) in edits {
			let url = folder.appendingPathComponent(path)
			try Data((line + "\n" + String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
		}
	}

	/// A fresh copy of `base` beside it.
	private func copy(_ base: URL, _ name: String) throws -> URL {
		let folder = directory.appendingPathComponent(name)
		try? FileManager.default.removeItem(at: folder)
		try FileManager.default.copyItem(at: base, to: folder)
		return folder
	}

	/// The binary on `folder`, killed at `killAt` if given.
	private func run(_ arguments: [String], _ folder: URL, killAt: KillAt? = nil) throws -> (status: Int32, signalled: Bool, output: String) {
		return try TestSupport.runProcess(binary, arguments + ["-o", folder.path], environment: killAt.map { ["SCREENLETGEN_KILL_AT": $0.description] } ?? [:])
	}

	/// Each line the user wrote is in its file, the file's `.orig` or `.orig<N>`.
	private func assertEditsKept(_ edits: [String: String], in folder: URL, _ when: String, file: StaticString = #filePath, line: UInt = #line) {
		for (path, text) in edits {
			let target = folder.appendingPathComponent(path)
			let name = target.lastPathComponent
			let names = (try? FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path)) ?? []
			let holders = names.filter { $0 == name || ($0.hasPrefix(name + ".orig") && $0.dropFirst(name.count + 5).allSatisfy(\.isNumber)) }
			let kept = holders.contains { (try? String(contentsOf: target.deletingLastPathComponent().appendingPathComponent($0), encoding: .utf8))?.contains(text + "\n") ?? false }
			XCTAssertTrue(kept, "\(when): \"\(text)\" is in none of \(path), its .orig (\(holders))", file: file, line: line)
		}
	}

	/// A run's bookkeeping and the folders it left empty.
	private func leftovers(_ folder: URL) -> [String] {
		var found: [String] = []
		let enumerator = FileManager.default.enumerator(atPath: folder.path)
		while let path = enumerator?.nextObject() as? String {
			let name = URL(fileURLWithPath: path).lastPathComponent
			if TestSupport.isBookkeeping(name) {
				found.append(path)
			}
			if enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeDirectory,
					(try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(path).path))?.isEmpty ?? false {
				found.append(path + "/ (empty)")
			}
		}
		return found.sorted()
	}

	private func tree(_ folder: URL) throws -> [String: Entry] {
		let manifest = (try? Data(contentsOf: folder.appendingPathComponent(Manifest.fileName))).flatMap { Manifest(text: String(decoding: $0, as: UTF8.self)) } ?? Manifest()
		var entries: [String: Entry] = [:]
		for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
			let url = folder.appendingPathComponent(path)
			let type = try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
			switch type {
			case .typeDirectory?:
				entries[path] = .folder
			case .typeRegular? where path.hasPrefix(BaseArchive.folder + "/") && !TemporaryFile.isTemporary(url.lastPathComponent):
				let texts = BaseArchive.parse(Array(try Data(contentsOf: url)))
				var bases: [String: Data] = [:]
				for (file, entry) in manifest.entries where entry.entity == url.lastPathComponent {
					bases[file] = texts[file]?.first { ContentHash.of($0) == entry.hash }.map { Data($0) }
				}
				entries[path] = .archive(bases)
			case .typeRegular?:
				entries[path] = .file(try Data(contentsOf: url))
			default:
				entries[path] = .other
			}
		}
		return entries
	}

	/// How `outcome` differs from the closest of `expected`.
	private func difference(_ outcome: Outcome, _ expected: [Outcome]) -> String {
		return expected.map { other in
			var lines = ["status \(outcome.status), expected \(other.status)"]
			for path in Set(outcome.tree.keys).union(other.tree.keys).sorted() where outcome.tree[path] != other.tree[path] {
				let describe: (Entry?) -> String = { entry in
					switch entry {
					case nil: return "absent"
					case .folder?: return "a folder"
					case .file(let data)?: return "\(data.count) bytes"
					case .archive(let texts)?: return "an archive of \(texts.count)"
					case .other?: return "not a file"
					}
				}
				lines.append("\(path): \(describe(outcome.tree[path])), expected \(describe(other.tree[path]))")
			}
			return lines.joined(separator: "\n")
		}.joined(separator: "\n--- or\n")
	}
}
