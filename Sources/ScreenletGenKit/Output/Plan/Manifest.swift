/// `.screenletgen-manifest` in the output folder: the files screenletgen wrote there, the
/// hash of what it wrote and the entity each belongs to, so a later run can tell its own
/// files from hand-edited ones, and find the files an entity no longer generates.
public struct Manifest: Equatable, Sendable {

	public static let fileName = ".screenletgen-manifest"
	static let header = "# screenletgen manifest v1: files written by screenletgen (hash entity path). Keep it with the files; do not edit."

	public struct Entry: Equatable, Sendable {
		/// The hash of what was written there (`ContentHash`), as its digits: `hash` is their text.
		var digits: HashDigits
		/// The entity whose spec generated the file.
		public var entity: String

		public var hash: String {
			return digits.text
		}

		/// `hash`: sixteen hex digits.
		init(hash: String, entity: String) {
			self.init(digits: HashDigits(hash), entity: entity)
		}

		init(digits: HashDigits, entity: String) {
			self.digits = digits
			self.entity = entity
		}
	}

	/// Path (relative to the output folder) → what was written there.
	public var entries: [String: Entry]
	/// Entity → the fingerprint of what its files were made from (`FileGroup.fingerprint`):
	/// its entries are exactly what that input generates. Written as `# input` comment lines,
	/// which older versions skip.
	public var inputs: [String: String]

	static let inputPrefix = "# input "
	/// `# run <hash>`: the specs of the last run that wrote this manifest, all together
	/// (`UnchangedRun`): checked as a set, with no problem found.
	public var lastRun: String?
	static let runPrefix = "# run "

	/// What a run used besides the specs, so a later run cannot drop it without a word:
	/// the templates it overrode (`--templates`) and whether it had a discovery answer.
	public struct Setup: Equatable, Sendable {
		public var overriddenTemplates: [String]
		public var usedDiscovery: Bool

		public init(overriddenTemplates: [String], usedDiscovery: Bool) {
			self.overriddenTemplates = overriddenTemplates.sorted()
			self.usedDiscovery = usedDiscovery
		}
	}

	/// `# setup templates=A,B discovery=yes`; nil in manifests of older versions.
	public var setup: Setup?
	static let setupPrefix = "# setup "

	public init(entries: [String: Entry] = [:], inputs: [String: String] = [:]) {
		self.entries = entries
		self.inputs = inputs
	}

	/// Nil when the text is not a manifest. Line ends may be CRLF (a checkout on Windows).
	public init?(text: String) {
		self.init(bytes: Array(text.utf8))
	}

	/// Parsed on bytes: a manifest of a large output has tens of thousands of lines.
	init?(bytes: [UInt8]) {
		var entries: [String: Entry] = [:]
		var inputs: [String: String] = [:]
		let inputPrefix = Array(Manifest.inputPrefix.utf8)
		let runPrefix = Array(Manifest.runPrefix.utf8)
		var lastRun: String?
		var setup: Setup?
		var start = 0
		while start < bytes.count {
			var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
			let next = end + 1
			if end > start && bytes[end - 1] == UInt8(ascii: "\r") {
				end -= 1
			}
			defer { start = next }
			let line = bytes[start..<end]
			if line.isEmpty {
				continue
			}
			if line.starts(with: inputPrefix) {
				let parts = line.dropFirst(inputPrefix.count).split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
				if parts.count == 2, Manifest.isHash(parts[0]), !parts[1].isEmpty {
					inputs[String(decoding: parts[1], as: UTF8.self)] = String(decoding: parts[0], as: UTF8.self)
				}
				continue
			}
			if line.starts(with: Array(Manifest.setupPrefix.utf8)) {
				setup = Manifest.setup(parsing: String(decoding: line.dropFirst(Manifest.setupPrefix.utf8.count), as: UTF8.self))
				continue
			}
			if line.starts(with: runPrefix) {
				let hash = line.dropFirst(runPrefix.count)
				lastRun = Manifest.isHash(hash) ? String(decoding: hash, as: UTF8.self) : nil
				continue
			}
			if line.first == UInt8(ascii: "#") {
				continue
			}
			let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: false)
			guard parts.count == 3, Manifest.isHash(parts[0]), !parts[1].isEmpty, !parts[2].isEmpty, !parts[2].contains(UInt8(ascii: " ")) else {
				return nil
			}
			entries[String(decoding: parts[2], as: UTF8.self)] = Entry(hash: String(decoding: parts[0], as: UTF8.self), entity: String(decoding: parts[1], as: UTF8.self))
		}
		self.entries = entries
		self.inputs = inputs
		self.lastRun = lastRun
		self.setup = setup
	}

	private static func setup(parsing text: String) -> Setup? {
		var templates: [String] = []
		var discovery = false
		for field in text.split(separator: " ") {
			if field.hasPrefix("templates=") {
				templates = field.dropFirst("templates=".count).split(separator: ",").map(String.init)
			}
			else if field == "discovery=yes" {
				discovery = true
			}
		}
		return Setup(overriddenTemplates: templates, usedDiscovery: discovery)
	}

	private static func isHash(_ bytes: ArraySlice<UInt8>) -> Bool {
		return bytes.count == 16 && bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains($0) }
	}

	/// Each entity's recorded paths.
	var pathsByEntity: [String: [String]] {
		var paths: [String: [String]] = [:]
		for (path, entry) in entries {
			paths[entry.entity, default: []].append(path)
		}
		return paths
	}

	/// Sorted, so the manifest itself is deterministic.
	public var text: String {
		var text = ""
		write { text += $0 }
		return text
	}

	/// Bytes of `text` handed out at a time by `write`.
	static let pieceBytes = 1 << 16

	/// `text`, handed to `body` a piece of about `pieceBytes` at a time: a bulk run's manifest
	/// is megabytes, which the writer writes as they come (twice: the journal, the manifest)
	/// rather than hold whole at the run's end.
	func write<Failure: Error>(_ body: (String) throws(Failure) -> Void) throws(Failure) {
		var lines = [Manifest.header]
		if let lastRun = lastRun {
			lines.append(Manifest.runPrefix + lastRun)
		}
		if let setup = setup {
			lines.append(Manifest.setupPrefix + "templates=" + setup.overriddenTemplates.joined(separator: ",") + " discovery=" + (setup.usedDiscovery ? "yes" : "no"))
		}
		for entity in inputs.keys.sorted() {
			lines.append("\(Manifest.inputPrefix)\(inputs[entity]!) \(entity)")
		}
		var piece = lines.joined(separator: "\n") + "\n"
		// Sorted as pairs, not keys looked up again: a bulk run's manifest has thousands.
		for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
			piece += entry.hash
			piece += " "
			piece += entry.entity
			piece += " "
			piece += path
			piece += "\n"
			if piece.utf8.count >= Manifest.pieceBytes {
				try body(piece)
				piece.removeAll(keepingCapacity: true)
			}
		}
		try body(piece)
	}
}
