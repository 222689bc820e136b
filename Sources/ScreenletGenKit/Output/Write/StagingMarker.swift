import Foundation

/// `.screenletgen-staging` in the output folder: the folders a run stages temporary files
/// in, written before the first one and removed when the run ends. Only a killed run leaves
/// it, so the next run looks for leftovers in those folders, and in no folder otherwise
/// (reading every folder of a large output on each run would cost more than the run).
enum StagingMarker {

	static let fileName = ".screenletgen-staging"

	/// The folders the marker lists (relative, "" for the root), empty when there is none.
	/// Unsafe lines (a damaged or forged marker) are ignored.
	static func folders(root: String) -> Set<String> {
		guard let bytes = try? OutputFolder.readFile(fileName, under: root) else {
			return []
		}
		let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
		return Set(lines.filter { $0.isEmpty || OutputPlan.isSafe($0) })
	}

	static func write(_ folders: Set<String>, root: String) throws(OutputWriter.Failure) {
		try OutputWriter.replace(root + "/" + fileName, with: Array(folders.sorted().joined(separator: "\n").utf8))
	}

	static func remove(root: String) {
		FolderCalls.unlink(root + "/" + fileName)
	}
}
