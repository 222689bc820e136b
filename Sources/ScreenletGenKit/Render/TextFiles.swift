/// Files whose texts are made already, all of one entity (a custom portlet's service class,
/// made by `ServiceClass` when the specs are checked): rendering hands them out as they are.
public struct TextFiles: FileSource {

	public let specFile: String
	public let entity: String
	public var location: SourceLocation? { return nil }
	public let files: [GeneratedFile]
	/// Set when the texts follow from the run's specs alone (`UnchangedRun.key` of their
	/// fingerprints): an Android service class, made from every spec's calls. Nil when they
	/// also follow from something else (a discovery answer): then they are always compared.
	public let fingerprint: String?

	public init(_ files: [GeneratedFile], fingerprint: String? = nil) {
		self.specFile = files.first?.specFile ?? ""
		self.entity = files.first?.entity ?? ""
		self.files = files
		self.fingerprint = fingerprint
	}

	public var paths: [String] {
		return files.map { $0.path }
	}

	public func rendering() -> FileRendering {
		let files = self.files
		return FileRendering(count: files.count) { index in files[index] }
	}
}
