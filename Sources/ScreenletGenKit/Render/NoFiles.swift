/// A spec of the run that is not written for this folder's platform (its own `"platform"`): no
/// file, but its entity stays the run's, so the files an earlier run wrote for it here are
/// removed as no longer generated, and its fingerprint is recorded for the idle rerun.
public struct NoFiles: FileSource {

	public let specFile: String
	public let entity: String
	public let location: SourceLocation?
	public let fingerprint: String?

	public init(specFile: String, entity: String, location: SourceLocation?, fingerprint: String?) {
		self.specFile = specFile
		self.entity = entity
		self.location = location
		self.fingerprint = fingerprint
	}

	public var paths: [String] {
		return []
	}

	public func rendering() -> FileRendering {
		return FileRendering(count: 0) { index throws(Renderer.Failure) in preconditionFailure("no file \(index)") }
	}
}
