/// Files whose texts are made already, all of one entity (a custom portlet's service class,
/// made by `ServiceClass` when the specs are checked): rendering hands them out as they are.
public struct TextFiles: FileSource {

	public let specFile: String
	public let entity: String
	public var location: SourceLocation? { return nil }
	public let files: [GeneratedFile]
	/// Always compared: their texts follow from the discovery answer too, which no fingerprint holds.
	public var fingerprint: String? { return nil }

	public init(_ files: [GeneratedFile]) {
		self.specFile = files.first?.specFile ?? ""
		self.entity = files.first?.entity ?? ""
		self.files = files
	}

	public var paths: [String] {
		return files.map { $0.path }
	}

	public func rendering() -> FileRendering {
		let files = self.files
		return FileRendering(count: files.count) { index in files[index] }
	}
}
