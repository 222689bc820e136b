import Foundation

/// Carries out a plan: every change is written to a temporary file beside its target and
/// renamed into place; if any step fails, what was already done is undone, so the output
/// folder is left as it was. Unchanged files are not touched (their dates stay).
public enum OutputWriter {

	public struct Failure: Error, CustomStringConvertible {
		public var message: String
		public var description: String { return message }
	}

	private enum Undo {
		case restore(path: String, contents: Data)
		case remove(path: String)
		case removeDirectory(path: String)
	}

	public static func write(_ plan: OutputPlan) throws(Failure) {
		guard plan.conflicts.isEmpty else {
			throw Failure(message: "the plan has conflicts; nothing was written")
		}
		let root = URL(fileURLWithPath: plan.outputDirectory)
		var undo: [Undo] = []
		do {
			for item in plan.changes {
				let url = root.appendingPathComponent(item.file.path)
				try createDirectories(url.deletingLastPathComponent(), undo: &undo)
				if let old = FileManager.default.contents(atPath: url.path) {
					undo.append(.restore(path: url.path, contents: old))
				}
				else {
					undo.append(.remove(path: url.path))
				}
				try replace(url, with: Data(item.file.contents.utf8))
			}
			if plan.manifestChanges {
				let url = root.appendingPathComponent(Manifest.fileName)
				try createDirectories(root, undo: &undo)
				if let old = FileManager.default.contents(atPath: url.path) {
					undo.append(.restore(path: url.path, contents: old))
				}
				else {
					undo.append(.remove(path: url.path))
				}
				try replace(url, with: Data(plan.manifest.text.utf8))
			}
		}
		catch {
			rollBack(undo)
			throw Failure(message: "writing \(plan.outputDirectory) failed (\(error.localizedDescription)); the folder was left as it was")
		}
	}

	/// Temp file in the same folder, then rename: a reader never sees half a file.
	static func replace(_ url: URL, with data: Data) throws {
		let temporary = url.deletingLastPathComponent()
			.appendingPathComponent(".\(url.lastPathComponent).screenletgen-\(getpid())")
		do {
			try data.write(to: temporary)
			if rename(temporary.path, url.path) != 0 {
				throw Failure(message: "cannot rename \(temporary.path) to \(url.path): \(String(cString: strerror(errno)))")
			}
		}
		catch {
			try? FileManager.default.removeItem(at: temporary)
			throw error
		}
	}

	private static func createDirectories(_ url: URL, undo: inout [Undo]) throws {
		var missing: [URL] = []
		var current = url
		while !FileManager.default.fileExists(atPath: current.path) {
			missing.append(current)
			let parent = current.deletingLastPathComponent()
			if parent.path == current.path { break }
			current = parent
		}
		for directory in missing.reversed() {
			try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
			undo.append(.removeDirectory(path: directory.path))
		}
	}

	private static func rollBack(_ undo: [Undo]) {
		for step in undo.reversed() {
			switch step {
			case .restore(let path, let contents):
				try? replace(URL(fileURLWithPath: path), with: contents)
			case .remove(let path):
				try? FileManager.default.removeItem(atPath: path)
			case .removeDirectory(let path):
				try? FileManager.default.removeItem(atPath: path)
			}
		}
	}
}
