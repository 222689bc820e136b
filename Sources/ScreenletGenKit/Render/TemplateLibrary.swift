import Foundation

/// The templates of a run: the built-in ones (embedded from `Templates/` at build time),
/// each replaceable by a file of the same name in an override folder. An override is parsed
/// when the library is made, so that its mistakes stop the run at once; the built-in ones when
/// the first is rendered, once per process (a rerun with nothing to change renders nothing).
public struct TemplateLibrary: Sendable {

	public static let fileExtension = ".mustache"

	/// The largest override file read, like a spec's `JSONParser.maximumSize`: the built-in
	/// templates are a few KB.
	public static let maximumOverrideSize = 1024 * 1024

	public struct Failure: Error, CustomStringConvertible {
		public var message: String
		public var description: String { return message }
	}

	/// Built-in template sources by name (`List/Screenlet.swift`).
	public static let builtInSources: [String: String] = {
		var sources: [String: String] = [:]
		for (path, encoded) in EmbeddedTemplates.base64Sources where path.hasSuffix(fileExtension) {
			guard let data = Data(base64Encoded: encoded) else {
				preconditionFailure("the embedded template \(path) is not base64: rebuild")
			}
			sources[String(path.dropLast(fileExtension.count))] = String(decoding: data, as: UTF8.self)
		}
		return sources
	}()

	/// The override folder's templates; the others are `builtInTemplates`.
	private let templates: [String: Template]

	/// The built-in templates are tested; failing to parse or link them is a build defect.
	private static let builtInTemplates: [String: Template] = {
		var templates: [String: Template] = [:]
		var linker = TemplateLinker(sources: builtInSources)
		for name in builtInSources.keys.sorted() {
			templates[name] = try! linker.link(name)
		}
		return templates
	}()

	/// The templates a source's partial tags name, in order, read without parsing it (only
	/// when there are overrides, to find the templates that include them).
	public static func partials(in source: String) -> [String] {
		return source.split(separator: "\n", omittingEmptySubsequences: false).compactMap(partial)
	}

	/// `{{> name key=path…}}` standing alone on a line, spaced as the parser allows: `name`.
	private static func partial(_ line: Substring) -> String? {
		let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
		var tag = line.drop(while: blank)
		while let last = tag.last, blank(last) {
			tag = tag.dropLast()
		}
		guard tag.hasPrefix("{{"), tag.hasSuffix("}}") else {
			return nil
		}
		let content = tag.dropFirst(2).dropLast(2).drop { $0 == " " }
		guard content.first == ">" else {
			return nil
		}
		return content.dropFirst().split(whereSeparator: blank).first.map(String.init)
	}

	/// `changed` and every template that includes one of them, however deeply: the templates
	/// whose text an override changes.
	private static func includers(of changed: Set<String>, in sources: [String: String]) -> Set<String> {
		let includes = sources.mapValues { Set(partials(in: $0)) }
		var reached = changed
		var grew = true
		while grew {
			grew = false
			for (name, partials) in includes where !reached.contains(name) && !partials.isDisjoint(with: reached) {
				reached.insert(name)
				grew = true
			}
		}
		return reached
	}

	/// Identifies the sources in use: a changed template makes every file worth rendering again.
	let fingerprint: String
	/// A spec's fingerprint (`FileGroup.fingerprint`) before its bytes: the generator's
	/// version and build, and these templates; hashed once, not once per spec.
	let fingerprintHasher: ContentHasher
	/// Names taken from the override folder.
	public let overridden: [String]

	public static let builtIn: TemplateLibrary = {
		return try! TemplateLibrary(overrides: nil)
	}()

	/// Loads the built-in templates, replacing any that `directory` has a file for.
	public init(overrides directory: String?) throws(Failure) {
		var sources = TemplateLibrary.builtInSources
		var overridden: [String] = []
		var files: [String: String] = [:]
		if let directory = directory {
			let root = URL(fileURLWithPath: directory)
			var isDirectory: ObjCBool = false
			guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
				throw Failure(message: "--templates \(directory): no such folder")
			}
			let realRoot = TemplateLibrary.realPath(root.path) ?? root.path
			let enumerator = FileManager.default.enumerator(atPath: root.path)
			while let relative = enumerator?.nextObject() as? String {
				guard relative.hasSuffix(TemplateLibrary.fileExtension) else { continue }
				// A link is followed only to a file inside the folder: templates are read into
				// generated code, and a link out (to /etc/passwd, say) would copy that file in.
				let path = root.appendingPathComponent(relative).path
				if let real = TemplateLibrary.realPath(path), !real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") {
					throw Failure(message: "\(path): a link to \(real), outside the --templates folder \(directory); copy the template into the folder")
				}
				let name = String(relative.dropLast(TemplateLibrary.fileExtension.count))
				guard sources[name] != nil else {
					let known = sources.keys.sorted()
					throw Failure(message: "\(root.appendingPathComponent(relative).path): there is no built-in template \"\(name)\" to override\(Suggestion.hint(for: name, in: known)); the templates are: \(known.joined(separator: ", "))")
				}
				let text = try TemplateLibrary.readOverride(root.appendingPathComponent(relative).path)
				sources[name] = text
				files[name] = root.appendingPathComponent(relative).path
				overridden.append(name)
			}
		}
		var templates: [String: Template] = [:]
		if !overridden.isEmpty {
			// An override's error names its file, so the user can open it at that line.
			let located = { (error: Template.Failure) in
				return Failure(message: files[error.template].map { "\($0): \(error.description)" } ?? error.description)
			}
			// Only overrides and the templates that include them, however deeply, are parsed
			// and linked here (the built-in ones once, when used); overrides first, in name
			// order, so that the error reported is always the same one, and in the user's file
			// when it is there.
			var linker = TemplateLinker(sources: sources)
			let changed = TemplateLibrary.includers(of: Set(overridden), in: sources).subtracting(overridden)
			for name in overridden.sorted() + changed.sorted() {
				do {
					templates[name] = try linker.link(name)
				}
				catch {
					throw located(error)
				}
			}
		}
		self.templates = templates
		self.overridden = overridden.sorted()
		var hasher = ContentHasher()
		for name in sources.keys.sorted() {
			hasher.combine(name)
			hasher.combine(sources[name]!)
		}
		self.fingerprint = hasher.digest
		var prefix = ContentHasher()
		prefix.combine(Version.text)
		prefix.combine(EmbeddedTemplates.buildFingerprint)
		prefix.combine(fingerprint)
		self.fingerprintHasher = prefix
	}

	/// The path with every link resolved, nil when it names nothing.
	static func realPath(_ path: String) -> String? {
		guard let resolved = realpath(path, nil) else {
			return nil
		}
		defer { free(resolved) }
		return String(cString: resolved)
	}

	/// An override's text: at most `maximumOverrideSize` bytes, a larger file refused by its
	/// size before it is read (one byte past the limit is read of what has no size).
	private static func readOverride(_ path: String) throws(Failure) -> String {
		let descriptor = open(path, O_RDONLY | O_CLOEXEC)
		guard descriptor >= 0 else {
			throw Failure(message: "\(path): cannot read it (\(String(cString: strerror(errno))))")
		}
		defer { close(descriptor) }
		var status = stat()
		let isRegularFile = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
		let tooLarge = { (size: Int) in
			Failure(message: "\(path): the file is \(size) bytes; a template may be at most \(maximumOverrideSize) bytes (1 MiB)")
		}
		if isRegularFile && Int(status.st_size) > maximumOverrideSize {
			throw tooLarge(Int(status.st_size))
		}
		let bytes: [UInt8]
		do {
			bytes = try FileBytes.read(descriptor, limit: maximumOverrideSize + 1, expectedSize: isRegularFile ? Int(status.st_size) : nil)
		}
		catch {
			throw Failure(message: "\(path): cannot read it (\(error.reason))")
		}
		if bytes.count > maximumOverrideSize {
			throw tooLarge(bytes.count)
		}
		guard let text = String(data: Data(bytes), encoding: .utf8) else {
			throw Failure(message: "\(path): cannot read it as UTF-8 text")
		}
		return text
	}

	public func template(_ name: String) -> Template {
		guard let template = templates[name] ?? TemplateLibrary.builtInTemplates[name] else {
			preconditionFailure("no template \(name): FileLayout and Templates/ disagree")
		}
		return template
	}
}
