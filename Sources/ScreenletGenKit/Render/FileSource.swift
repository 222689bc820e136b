/// One entity's files as the output stage takes them: their paths first, then each file
/// rendered when it is asked for (`rendering()`), so that a run holds one file per core in
/// memory, never the whole output. A spec's files are laid out from its model (`SpecFiles`);
/// a service class is a text made already (`TextFiles`).
public protocol FileSource: Sendable {
	/// The spec that asks for the files, for messages.
	var specFile: String { get }
	/// The entity's class name: the manifest records each file under it.
	var entity: String { get }
	/// Where the spec names its entity: problems of its output are reported there.
	var location: SourceLocation? { get }
	/// Relative to the output folder, in the order the files are rendered.
	var paths: [String] { get }
	/// Identifies everything the files are made from: while it matches the manifest's, the
	/// files need no rendering. Nil: always rendered.
	var fingerprint: String? { get }
	/// Renders the files one at a time, in `paths` order.
	func rendering() -> FileRendering
}

/// A source's files, each rendered when asked for (the template data is made once, with this).
public struct FileRendering {
	public let count: Int
	private let render: (Int) throws(Renderer.Failure) -> GeneratedFile

	init(count: Int, render: @escaping (Int) throws(Renderer.Failure) -> GeneratedFile) {
		self.count = count
		self.render = render
	}

	public func file(_ index: Int) throws(Renderer.Failure) -> GeneratedFile {
		return try render(index)
	}
}

extension FileSource {

	/// A failure of this source's output as the diagnostic a user sees: at the entity when
	/// the spec asks for too much, at the template otherwise.
	public func diagnostic(for failure: Renderer.Failure) -> Diagnostic {
		if case .template(let failure) = failure {
			return Diagnostic(at: nil, "\(specFile): \(failure.description)")
		}
		return Diagnostic(at: location, "entity: \(failure.description)")
	}

	/// Every file, rendered in memory (tests and library users, whose outputs are small).
	public func renderAll() throws(Renderer.Failure) -> [GeneratedFile] {
		let rendering = self.rendering()
		var files: [GeneratedFile] = []
		files.reserveCapacity(rendering.count)
		for index in 0..<rendering.count {
			files.append(try rendering.file(index))
		}
		return files
	}
}
