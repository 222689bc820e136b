/// One problem found in a spec or while planning output, printed as
/// `FILE:LINE:COLUMN: error: MESSAGE` (compiler style, so editors can jump to it).
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {

	public enum Severity: String, Sendable {
		case error
		case warning
	}

	public var severity: Severity
	public var location: SourceLocation?
	public var message: String

	public init(_ severity: Severity = .error, at location: SourceLocation?, _ message: String) {
		self.severity = severity
		self.location = location
		self.message = message
	}

	/// One line: a line end in a name (or in the file's name) is shown `\n`, and a name that
	/// hides a right-to-left override is shown with it, not reordered by it.
	public var description: String {
		let prefix = location.map { "\($0): " } ?? ""
		return InvisibleScalars.visible("\(prefix)\(severity.rawValue): \(message)")
	}
}

/// Collects diagnostics across stages so that a run reports every problem, not only the first.
public struct Diagnostics: Sendable {
	public private(set) var all: [Diagnostic] = []

	public init() {}

	public var hasErrors: Bool {
		return all.contains { $0.severity == .error }
	}

	public mutating func error(at location: SourceLocation?, _ message: String) {
		all.append(Diagnostic(.error, at: location, message))
	}

	public mutating func warning(at location: SourceLocation?, _ message: String) {
		all.append(Diagnostic(.warning, at: location, message))
	}

	/// In reading order, so a user can fix a spec from top to bottom.
	public mutating func sortByPosition() {
		all = all.enumerated().sorted { a, b in
			let left = a.element.location.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
			let right = b.element.location.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
			return left != right ? left < right : a.offset < b.offset
		}.map { $0.element }
	}

	public mutating func append(_ diagnostic: Diagnostic) {
		all.append(diagnostic)
	}

	public mutating func append(contentsOf other: Diagnostics) {
		all.append(contentsOf: other.all)
	}

	/// A later stage's findings, but for its errors at a place that has one already: the same
	/// mistake seen again (a service path that named no class is not also an unknown class).
	public mutating func append(laterStage other: Diagnostics) {
		let reported = Set(all.filter { $0.severity == .error }.compactMap { $0.location })
		all += other.all.filter { $0.severity != .error || $0.location.map { !reported.contains($0) } ?? true }
	}
}
