/// `.screenletgen-manifest` in the output folder: the files screenletgen wrote there, the
/// hash of what it wrote and the entity each belongs to, so a later run can tell its own
/// files from hand-edited ones, and find the files an entity no longer generates.
public struct Manifest: Equatable, Sendable {

	public static let fileName = ".screenletgen-manifest"
	static let header = "# screenletgen manifest v1: files written by screenletgen (hash entity path). Keep it with the files; do not edit."

	public struct Entry: Equatable, Sendable {
		public var hash: String
		/// The entity whose spec generated the file.
		public var entity: String
	}

	/// Path (relative to the output folder) → what was written there.
	public var entries: [String: Entry]
	/// Entity → the fingerprint of what its files were made from (`FileGroup.fingerprint`):
	/// its entries are exactly what that input generates. Written as `# input` comment lines,
	/// which older versions skip.
	public var inputs: [String: String]

	static let inputPrefix = "# input "

	public init(entries: [String: Entry] = [:], inputs: [String: String] = [:]) {
		self.entries = entries
		self.inputs = inputs
	}

	/// Nil when the text is not a manifest. Line ends may be CRLF (a checkout on Windows).
	public init?(text: String) {
		var entries: [String: Entry] = [:]
		var inputs: [String: String] = [:]
		// "\r\n" is one Character in Swift, so it is a separator of its own.
		for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
			if line.hasPrefix(Manifest.inputPrefix) {
				let parts = line.dropFirst(Manifest.inputPrefix.count).split(separator: " ", omittingEmptySubsequences: false)
				if parts.count == 2, parts[0].count == 16, parts[0].allSatisfy({ $0.isHexDigit }), !parts[1].isEmpty {
					inputs[String(parts[1])] = String(parts[0])
				}
				continue
			}
			if line.hasPrefix("#") {
				continue
			}
			let parts = line.split(separator: " ", omittingEmptySubsequences: false)
			guard parts.count == 3, parts[0].count == 16, parts[0].allSatisfy({ $0.isHexDigit }), !parts[1].isEmpty, !parts[2].isEmpty else {
				return nil
			}
			entries[String(parts[2])] = Entry(hash: String(parts[0]), entity: String(parts[1]))
		}
		self.entries = entries
		self.inputs = inputs
	}

	/// Sorted, so the manifest itself is deterministic.
	public var text: String {
		var lines = [Manifest.header]
		for entity in inputs.keys.sorted() {
			lines.append("\(Manifest.inputPrefix)\(inputs[entity]!) \(entity)")
		}
		for path in entries.keys.sorted() {
			let entry = entries[path]!
			lines.append("\(entry.hash) \(entry.entity) \(path)")
		}
		return lines.joined(separator: "\n") + "\n"
	}
}
