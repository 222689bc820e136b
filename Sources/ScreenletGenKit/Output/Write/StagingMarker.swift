import Foundation

/// `.screenletgen-staging` in the output folder: the folders a run stages temporary files
/// in, and (`# made <folder>` lines) the folders it makes for them, written before the first
/// one and removed when the run ends. Only a killed run leaves it, so the next run looks for
/// leftovers in those folders, and in no folder otherwise (reading every folder of a large
/// output on each run would cost more than the run), and removes the folders the killed run
/// made if they are empty.
enum StagingMarker {

	static let fileName = ".screenletgen-staging"
	private static let madePrefix = "# made "

	/// What a marker lists (relative, "" for the root); empty when there is none. Unsafe
	/// lines (a damaged or forged marker) are ignored.
	struct Contents: Equatable {
		var folders: Set<String> = []
		var made: Set<String> = []
	}

	static func read(root: String) -> Contents {
		guard let bytes = try? OutputFolder.readFile(fileName, under: root) else {
			return Contents()
		}
		var contents = Contents()
		for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
			if line.hasPrefix(madePrefix) {
				let folder = String(line.dropFirst(madePrefix.count))
				if OutputPlan.isSafe(folder) {
					contents.made.insert(folder)
				}
			}
			else if line.isEmpty || OutputPlan.isSafe(line) {
				contents.folders.insert(line)
			}
		}
		return contents
	}

	/// `folders`: where the run stages; `made`: the folders it is about to make.
	/// One text, made without a string per line: a bulk run stages into thousands of folders.
	static func write(_ folders: Set<String>, made: Set<String> = [], root: String) throws(OutputWriter.Failure) {
		var text = ""
		var first = true
		func add(_ prefix: String, _ folder: String) {
			if !first {
				text += "\n"
			}
			first = false
			text += prefix
			text += folder
		}
		folders.sorted().forEach { add("", $0) }
		made.sorted().forEach { add(madePrefix, $0) }
		try OutputWriter.replace(root + "/" + fileName) { write throws(OutputWriter.Failure) in try write(text) }
	}

	static func remove(root: String) {
		FolderCalls.unlink(root + "/" + fileName)
	}
}
