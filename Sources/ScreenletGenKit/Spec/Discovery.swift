/// A saved `/api/jsonws?discover` answer of a Liferay portal: the JSON web services,
/// their methods and parameters. Used to check specs and to start new ones.
public struct Discovery: Sendable {

	public struct Parameter: Sendable, Equatable {
		public var name: String
		public var type: String
		/// The Objective-C method's name for it where the SDK renames it (`auto` → `automatic`).
		public var objcName: String? = nil
	}

	public struct Method: Sendable {
		/// `/bookmarks.bookmarksentry/get-entries`
		public var path: String
		public var parameters: [Parameter]
		public var returnType: String
		/// Whether Swift imports the Objective-C method as `throws`. False only for a Mobile SDK
		/// class's `void` method whose header leaves out CONVERT_ERROR_TO_THROWS (most of 6.2's):
		/// Swift imports it with its last parameter, `error: NSErrorPointer`. Only the SDK catalog
		/// knows it; an answer's methods, which `screenletgen service` writes, throw.
		public var swiftThrows = true
		/// The context of the answer it came from (`Discovery.context`).
		public var context = ""

		/// `bookmarksentry`: how the SDK builder groups methods into service classes.
		public var serviceKey: String {
			let first = path.dropFirst().namePieces(separatedBy: "/").first.map(String.init) ?? ""
			return first.namePieces(separatedBy: ".").last.map(String.init) ?? first
		}

		/// `get-entries`
		public var name: String {
			return path.namePieces(separatedBy: "/").last.map(String.init) ?? path
		}
	}

	public var file: String
	public var methods: [Method]
	/// The Mobile SDK's class suffix for the portal: `7` for 7.x answers (`services`),
	/// `62` for 6.2 ones (`actions`).
	public var sdkVersion: String
	/// The answer's `contextName` (7.x) or `context` (6.2): a plugin's context, which the
	/// builder puts before each path; empty for the portal's own services.
	public var context: String

	public init(file: String, methods: [Method], sdkVersion: String = "7", context: String = "") {
		self.file = file
		self.methods = methods
		self.sdkVersion = sdkVersion
		self.context = context
	}

	/// The file's name without its folder, for text written into generated files.
	public var fileName: String {
		return file.split(separator: "/").last.map(String.init) ?? file
	}
}

extension Discovery {

	/// Several answers (the portal's, and a plugin's context) as one; nil for none.
	static func merging(_ answers: [Discovery]) -> Discovery? {
		guard let first = answers.first else {
			return nil
		}
		guard answers.count > 1 else {
			return first
		}
		// Each answer's context stays with its methods only when they agree; a plugin's
		// service class is written from its own answer.
		let contexts = Set(answers.map { $0.context })
		return Discovery(file: answers.map { $0.file }.joined(separator: " + "), methods: answers.flatMap { $0.methods }, sdkVersion: first.sdkVersion,
			context: contexts.count == 1 ? first.context : "")
	}

	/// Whether a path of an answer can name a Swift method: `/<service>/<method>`, the method in
	/// kebab-case as Liferay writes it (`get-entries-count`, `test-add-class-name_-rollback`),
	/// as a spec writes a full path (`SpecDecoder.isMethod`). Only such a path reaches Swift.
	public static func isMethodPath(_ path: String) -> Bool {
		return path.hasPrefix("/") && SpecDecoder.isMethod(path)
	}

	/// Whether a parameter name of an answer can name a Swift parameter: a Swift identifier
	/// (escaped when a keyword), not `_`. Only such a name reaches Swift.
	public static func isParameterName(_ name: String) -> Bool {
		return SwiftIdentifier.isValid(name) && name != "_"
	}

	/// `LRBookmarksEntryService_v7` → `bookmarksentry`.
	static func serviceKey(ofClass className: String) -> String {
		var name = Substring(className)
		if name.hasPrefix("LR") { name = name.dropFirst(2) }
		// `…Service_v7`: the version follows the last underscore.
		if let underscore = name.lastIndex(of: "_"), name[..<underscore].hasSuffix("Service"),
				name[name.index(after: underscore)...].hasPrefix("v") {
			name = name[..<underscore].dropLast("Service".count)
		}
		else if name.hasSuffix("Service") {
			name = name.dropLast("Service".count)
		}
		return name.lowercased()
	}
}
