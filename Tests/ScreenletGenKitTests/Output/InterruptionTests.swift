import Foundation
import XCTest
@testable import ScreenletGenKit

/// Runs killed in the middle of their writes, and runs on one folder at the same time,
/// with the real binary: nothing lost, no false conflict, no temporary file left.
final class InterruptionTests: FolderTestCase {

	/// `count` Bookmark-like specs (entities `Entity<first>`…) in `folder`; `renamed` renames
	/// each list screenlet and changes text, so most files of a first run are updated or removed.
	private func specs(_ folder: String, first: Int = 0, count: Int, renamed: Bool = false) throws -> [String] {
		let bookmark = try String(contentsOf: TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"), encoding: .utf8)
		let url = directory.appendingPathComponent(folder)
		try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
		return try (first..<(first + count)).map { index in
			var spec = bookmark.replacingOccurrences(of: "\"entity\": \"Bookmark\"", with: "\"entity\": \"Entity\(index)\", \"module\": \"App\(renamed ? 2 : 1)\"")
				.replacingOccurrences(of: "\"name\": \"AddBookmark\"", with: "\"name\": \"AddEntity\(index)\"")
				// One class per action in an app module: each spec's action gets its own name.
				.replacingOccurrences(of: "\"name\": \"add-bookmark\"", with: "\"name\": \"add-entity\(index)\"")
			if renamed {
				spec = spec.replacingOccurrences(of: "\"kind\": \"list\",", with: "\"kind\": \"list\", \"name\": \"Items\(index)\",")
					.replacingOccurrences(of: "Added from Liferay Screens", with: "Added from the app")
			}
			let file = url.appendingPathComponent("entity\(index).json")
			try Data(spec.utf8).write(to: file)
			return file.path
		}
	}

	private func start(_ arguments: [String]) throws -> Process {
		let process = Process()
		process.executableURL = TestSupport.builtBinary
		process.arguments = arguments
		process.standardOutput = FileHandle.nullDevice
		process.standardError = FileHandle.nullDevice
		try process.run()
		return process
	}

	/// Starts a run of the renamed specs and sends `signal` as soon as it has written its
	/// first file (of about 750), so that it stops in the middle of its writes.
	@discardableResult
	private func interrupt(_ arguments: [String], with signal: Int32) throws -> Process {
		let firstFile = out.appendingPathComponent("Items0Screenlet/Items0Screenlet.swift").path
		let process = try start(arguments)
		while process.isRunning && access(firstFile, F_OK) != 0 {
			usleep(100)
		}
		if process.isRunning {
			kill(process.processIdentifier, signal)
		}
		process.waitUntilExit()
		return process
	}

	/// Every file under `root` that is screenletgen's own bookkeeping of a run in progress.
	private func leftovers(_ root: URL) -> [String] {
		var found: [String] = []
		let enumerator = FileManager.default.enumerator(atPath: root.path)
		while let path = enumerator?.nextObject() as? String {
			let name = URL(fileURLWithPath: path).lastPathComponent
			if TestSupport.isBookkeeping(name) {
				found.append(path)
			}
		}
		return found
	}

	func testAKilledUpdateIsRecoveredByTheNextRunWithEitherSpec() throws {
		let old = try specs("v1", count: 50)
		let new = try specs("v2", count: 50, renamed: true)
		let first = try TestSupport.run(TestSupport.builtBinary.path, old + ["-o", out.path])
		XCTAssertEqual(first.status, 0, first.output)
		// A hand edit in a file the new specs no longer generate: kept, never lost.
		let edited = out.appendingPathComponent("Entity7ListScreenlet/Themes/Default/Entity7ListView_default.swift")
		try Data("// my change\n".utf8).write(to: edited)

		let killed = try interrupt(new + ["-o", out.path], with: SIGKILL)
		// The old specs: the one real conflict is the hand edit, not thousands of false ones.
		let back = try TestSupport.run(TestSupport.builtBinary.path, old + ["-o", out.path])
		// At most the hand edit (kept, or left alone when its base was replaced by the killed run).
		let conflicts = back.output.split(separator: "\n").filter { $0.contains(": error: ") }
		XCTAssertTrue(conflicts.allSatisfy { $0.hasPrefix("\(edited.path): error: ") } && conflicts.count <= 1,
			"after \(killed.terminationReason == .uncaughtSignal ? "a kill" : "a finished run"): \(back.output.prefix(2000))")
		XCTAssertEqual(try String(contentsOf: edited, encoding: .utf8), "// my change\n")
		XCTAssertEqual(leftovers(out).filter { !$0.hasSuffix(".screenletgen-pending") }, [])

		// Killed again, then the new specs: everything written, the edit kept.
		try interrupt(new + ["-o", out.path], with: SIGKILL)
		let forward = try TestSupport.run(TestSupport.builtBinary.path, new + ["-o", out.path])
		XCTAssertEqual(forward.status, 0, String(forward.output.prefix(2000)))
		XCTAssertEqual(try String(contentsOf: edited, encoding: .utf8), "// my change\n")
		XCTAssertEqual(leftovers(out), [])
		let check = try TestSupport.run(TestSupport.builtBinary.path, new + ["-o", out.path, "--check"])
		XCTAssertEqual(check.status, 0, String(check.output.prefix(2000)))
	}

	/// Killed at a random moment while an update is merged into a hand-edited file, the next
	/// run of the same specs finishes it: exit 0, the edit and the new output both, never a
	/// false "base is not recorded" conflict. CI tries 2 kill points; `make slow`
	/// tries 60 (SCREENLETGEN_KILL_LOOPS).
	func testAKillDuringAMergingUpdateNeverMakesAFalseConflict() throws {
		let loops = LoopSize.count("SCREENLETGEN_KILL_LOOPS", sample: 2, slow: 60)
		let old = try specs("merge-old", count: 40)
		let new = try specs("merge-new", count: 40, renamed: true)
		let binary = TestSupport.builtBinary.path
		for loop in 0..<loops {
			let folder = directory.appendingPathComponent("merge\(loop)")
			XCTAssertEqual(try TestSupport.run(binary, old + ["-o", folder.path]).status, 0)
			let edited = folder.appendingPathComponent("AddEntity7Screenlet/Connector/AddEntity7LiferayConnector.swift")
			try Data(("// my change\n" + String(contentsOf: edited, encoding: .utf8)).utf8).write(to: edited)
			// Every other kill point is the riskiest one: just after the merged file is in place,
			// before the manifest names it; the others are random.
			let delay = UInt32.random(in: 0..<400_000)
			let process = try start(new + ["-o", folder.path])
			if loop % 2 == 0 {
				while process.isRunning, !((try? String(contentsOf: edited, encoding: .utf8))?.contains("Added from the app") ?? false) {
					usleep(20)
				}
			}
			else {
				usleep(delay)
			}
			if process.isRunning {
				kill(process.processIdentifier, SIGKILL)
			}
			process.waitUntilExit()
			let again = try TestSupport.run(binary, new + ["-o", folder.path])
			XCTAssertEqual(again.status, 0, "killed after \(delay) µs: \(again.output.prefix(1500))")
			let merged = try String(contentsOf: edited, encoding: .utf8)
			XCTAssertTrue(merged.hasPrefix("// my change\n") && merged.contains("Added from the app") && !merged.contains("<<<<<<<"),
				"killed after \(delay) µs: \(merged.prefix(400))")
			XCTAssertEqual(try TestSupport.run(binary, new + ["-o", folder.path, "--check"]).status, 0, "killed after \(delay) µs")
			try? FileManager.default.removeItem(at: folder)
		}
	}

	/// Under a file-size limit (`ulimit -f 8`, 4 KiB) a write that hits it fails like any
	/// other (SIGXFSZ is ignored): exit 1 with the file named, and the folder as it was,
	/// first when it did not exist, then for an update of a folder already generated.
	func testAFileSizeLimitIsAFailedWriteNotADeath() throws {
		let root = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: root) }
		let spec = TestSupport.examplesDirectory.appendingPathComponent("bookmark.json").path
		let out = root.appendingPathComponent("Out")
		func limited(_ arguments: [String]) throws -> (status: Int32, output: String) {
			let command = "ulimit -f 8; exec \"$0\" \"$@\""
			return try TestSupport.run("/bin/bash", ["-c", command, TestSupport.builtBinary.path] + arguments)
		}
		let fresh = try limited([spec, "-o", out.path])
		XCTAssertEqual(fresh.status, 1, fresh.output)
		XCTAssertTrue(fresh.output.contains("File too large"), fresh.output)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "a folder that did not exist stays absent")

		XCTAssertEqual(try TestSupport.run(TestSupport.builtBinary.path, [spec, "-o", out.path]).status, 0)
		let before = try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted()
		let model = out.appendingPathComponent("Model/Bookmark.swift")
		let modelBefore = try Data(contentsOf: model)
		let bigger = root.appendingPathComponent("bookmark.json")
		try Data(try String(contentsOfFile: spec, encoding: .utf8)
			.replacingOccurrences(of: "{ \"name\": \"url\", \"type\": \"String\" }", with: "{ \"name\": \"url\", \"type\": \"String\" }, { \"name\": \"note\", \"type\": \"String\", \"optional\": true, \"key\": \"\(String(repeating: "n", count: 6000))\" }").utf8).write(to: bigger)
		let update = try limited([bigger.path, "-o", out.path])
		XCTAssertEqual(update.status, 1, update.output)
		XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: out.path).sorted(), before, "nothing added or left behind")
		XCTAssertEqual(try Data(contentsOf: model), modelBefore, "the model is as it was")
	}

	func testSIGTERMStopsCleanly() throws {
		let old = try specs("v1", count: 50)
		let new = try specs("v2", count: 50, renamed: true)
		XCTAssertEqual(try TestSupport.run(TestSupport.builtBinary.path, old + ["-o", out.path]).status, 0)
		let process = try interrupt(new + ["-o", out.path], with: SIGTERM)
		// Either it stopped and undid its writes (exit 143), or it had finished: exit 0, or 143
		// when the signal came after its last file ("the run was finished first"), which a
		// loaded machine can make happen before the test's signal is delivered.
		XCTAssertTrue([0, 128 + SIGTERM].contains(process.terminationStatus) && process.terminationReason == .exit,
			"\(process.terminationReason.rawValue) \(process.terminationStatus)")
		XCTAssertEqual(leftovers(out), [])
		let finished = try TestSupport.run(TestSupport.builtBinary.path, new + ["-o", out.path, "--check"])
		if process.terminationStatus == 0 {
			XCTAssertEqual(finished.status, 0, String(finished.output.prefix(2000)))
		}
		else if finished.status != 0 {
			let undone = try TestSupport.run(TestSupport.builtBinary.path, old + ["-o", out.path, "--check"])
			XCTAssertEqual(undone.status, 0, "the folder is neither the finished run's nor the one before it: " + String(undone.output.prefix(2000)))
		}
	}

	/// A signal while a run reads and checks its spec's OpenAPI document (1 MiB, which takes a
	/// debug build a good part of a second, and ends in an error) ends it at once with 128 + the
	/// signal, not with the error once the checks are done: the folder it made for the output
	/// and its lock file are gone. `init --openapi` ends so too (not by the signal itself).
	func testASignalWhileADocumentIsCheckedEndsTheRunAtOnce() throws {
		let document = directory.appendingPathComponent("pages.openapi.json")
		try Data(HostileDocuments.document(.pageOperations, bytes: 1 << 20).utf8).write(to: document)
		let spec = directory.appendingPathComponent("pages.json")
		try Data(HostileDocuments.spec(.pageOperations, document: document.lastPathComponent).utf8).write(to: spec)
		for signal in [SIGINT, SIGTERM] {
			let target = directory.appendingPathComponent("Out\(signal)")
			let process = try start([spec.path, "-o", target.path])
			while process.isRunning && access(target.appendingPathComponent(FolderLock.fileName).path, F_OK) != 0 {
				usleep(100)
			}
			kill(process.processIdentifier, signal)
			process.waitUntilExit()
			XCTAssertEqual(process.terminationReason, .exit)
			XCTAssertEqual(process.terminationStatus, 128 + signal)
			XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), "the folder the run made is gone")
		}
		let written = directory.appendingPathComponent("ticket.json")
		let started = Date()
		let starter = try start(["init", "--openapi", document.path, "-o", written.path])
		while starter.isRunning && !TestSupport.catches(starter.processIdentifier, SIGINT, since: started) {
			usleep(100)
		}
		kill(starter.processIdentifier, SIGINT)
		starter.waitUntilExit()
		XCTAssertEqual(starter.terminationReason, .exit)
		XCTAssertEqual(starter.terminationStatus, 130)
		XCTAssertFalse(FileManager.default.fileExists(atPath: written.path))
	}

	/// A signal the run was started with ignored stays ignored (`nohup` ignores SIGHUP; a
	/// script's background job, SIGINT): the run goes on and writes everything.
	func testASignalTheRunWasStartedWithIgnoredStaysIgnored() throws {
		let document = directory.appendingPathComponent("refs.openapi.json")
		try Data(HostileDocuments.document(.references, bytes: 200_000).utf8).write(to: document)
		let spec = directory.appendingPathComponent("refs.json")
		try Data(HostileDocuments.spec(.references, document: document.lastPathComponent).utf8).write(to: spec)
		let process = Process()
		process.executableURL = URL(fileURLWithPath: "/bin/sh")
		process.arguments = ["-c", "trap '' HUP; exec \"$0\" \"$@\"", TestSupport.builtBinary.path, spec.path, "-o", out.path]
		process.standardOutput = FileHandle.nullDevice
		process.standardError = FileHandle.nullDevice
		try process.run()
		while process.isRunning && access(out.appendingPathComponent(FolderLock.fileName).path, F_OK) != 0 {
			usleep(100)
		}
		kill(process.processIdentifier, SIGHUP)
		process.waitUntilExit()
		XCTAssertEqual(process.terminationReason, .exit)
		XCTAssertEqual(process.terminationStatus, 0)
		XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("Model/Ticket.swift").path))
		XCTAssertEqual(leftovers(out), [])
	}

	func testTwoRunsOnOneFolderLoseNothing() throws {
		let a = try specs("a", first: 0, count: 40)
		let b = try specs("b", first: 40, count: 40)
		let first = try start(a + ["-o", out.path])
		let second = try start(b + ["-o", out.path])
		first.waitUntilExit()
		second.waitUntilExit()
		XCTAssertEqual(first.terminationStatus, 0)
		XCTAssertEqual(second.terminationStatus, 0)
		let manifest = try XCTUnwrap(Manifest(text: try String(contentsOf: out.appendingPathComponent(Manifest.fileName), encoding: .utf8)))
		XCTAssertEqual(manifest.entries.count, 80 * 15)
		XCTAssertEqual(leftovers(out), [])
		let check = try TestSupport.run(TestSupport.builtBinary.path, a + b + ["-o", out.path, "--check"])
		XCTAssertEqual(check.status, 0, String(check.output.prefix(2000)))
	}

	func testARunWaitsForTheLockThenSaysWhoHasIt() throws {
		let spec = TestSupport.examplesDirectory.appendingPathComponent("bookmark.json").path
		try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
		let lock = try FolderLock.acquire(out.path, timeout: 0)
		var errors = ""
		var tool = CommandLineTool(standardOutput: { _ in }, standardError: { errors += $0 })
		tool.lockTimeout = 0.2
		XCTAssertEqual(tool.run([spec, "-o", out.path]), 1)
		XCTAssertTrue(errors.contains("another screenletgen run is writing to \(out.path)/; waiting for it"), errors)
		XCTAssertTrue(errors.contains("another screenletgen run is writing to \(out.path) (it holds .screenletgen-lock); nothing was written"), errors)
		XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), [FolderLock.fileName])
		lock.release()
		XCTAssertEqual(tool.run([spec, "-o", out.path]), 0, errors)
		XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent(FolderLock.fileName).path))
	}
}
