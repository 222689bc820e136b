/// `.screenletgen-manifest` in the output folder: the files screenletgen wrote there and
/// the hash of what it wrote, so a later run can tell its own files from hand-edited ones.
public struct Manifest: Equatable, Sendable {

	public static let fileName = ".screenletgen-manifest"
	static let header = "# screenletgen manifest v1: files written by screenletgen and their content hashes. Keep it with the files; do not edit."

	/// Path (relative to the output folder) → content hash.
	public var entries: [String: String]

	public init(entries: [String: String] = [:]) {
		self.entries = entries
	}

	/// Nil when the text is not a manifest (then nothing in the folder counts as ours).
	public init?(text: String) {
		var entries: [String: String] = [:]
		for line in text.split(separator: "\n") {
			if line.hasPrefix("#") {
				continue
			}
			let parts = line.split(separator: " ", maxSplits: 1)
			guard parts.count == 2, parts[0].count == 16 else {
				return nil
			}
			entries[String(parts[1])] = String(parts[0])
		}
		self.entries = entries
	}

	/// Sorted, so the manifest itself is deterministic.
	public var text: String {
		var lines = [Manifest.header]
		for path in entries.keys.sorted() {
			lines.append("\(entries[path]!) \(path)")
		}
		return lines.joined(separator: "\n") + "\n"
	}
}
