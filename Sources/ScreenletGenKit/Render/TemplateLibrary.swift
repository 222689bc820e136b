import Foundation

/// The templates of a run: the built-in ones (embedded from `Templates/` at build time),
/// each replaceable by a file of the same name in an override folder. An override is parsed
/// when the library is made, so that its mistakes stop the run at once; the built-in ones when
/// the first is rendered, once per process (a rerun with nothing to change renders nothing).
public struct TemplateLibrary: Sendable {

	public static let fileExtension = ".mustache"

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

	/// The built-in templates are tested; failing to parse them is a build defect.
	private static let builtInTemplates: [String: Template] = {
		var templates: [String: Template] = [:]
		let expanded = try! including(builtInSources)
		for (name, source) in expanded {
			templates[name] = try! Template(name: name, source: source)
		}
		return templates
	}()

	/// `{{> name}}` on a line of its own: the templates a source includes, in order. Most
	/// sources include none, which one search of their bytes tells (every run reads them all).
	public static func partials(in source: String) -> [String] {
		guard TemplateParser.find("{>", in: source[...]) != nil else {
			return []
		}
		return source.split(separator: "\n", omittingEmptySubsequences: false).compactMap(partial)
	}

	private static func partial(_ line: Substring) -> String? {
		let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
		var tag = line.drop(while: blank)
		while let last = tag.last, blank(last) {
			tag = tag.dropLast()
		}
		guard tag.hasPrefix("{{>"), tag.hasSuffix("}}") else {
			return nil
		}
		var name = tag.dropFirst(3).dropLast(2).drop(while: blank)
		while let last = name.last, blank(last) {
			name = name.dropLast()
		}
		return String(name)
	}

	/// Each source with its `{{> name}}` lines replaced by those templates' sources (which
	/// include no others), so that one piece of generated code has one template.
	static func including(_ sources: [String: String]) throws(Failure) -> [String: String] {
		// In name order, so that the first error reported is always the same one; a partial
		// naming no template first, wherever it is, then one that includes another.
		let names = sources.keys.sorted().filter { !partials(in: sources[$0]!).isEmpty }
		for nested in [false, true] {
			for name in names {
				for (number, line) in sources[name]!.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
					guard let included = partial(line) else { continue }
					if !nested && sources[included] == nil {
						throw Failure(message: "template \(name), line \(number + 1): {{> \(included)}} names no template")
					}
					if nested && !partials(in: sources[included]!).isEmpty {
						throw Failure(message: "template \(name), line \(number + 1): {{> \(included)}} includes a template that includes others")
					}
				}
			}
		}
		var expanded = sources
		for name in names {
			expanded[name] = sources[name]!.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
				guard let included = partial(line), let text = sources[included] else {
					return String(line)
				}
				return text.hasSuffix("\n") ? String(text.dropLast()) : text
			}.joined(separator: "\n")
		}
		return expanded
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
			let enumerator = FileManager.default.enumerator(atPath: root.path)
			while let relative = enumerator?.nextObject() as? String {
				guard relative.hasSuffix(TemplateLibrary.fileExtension) else { continue }
				let name = String(relative.dropLast(TemplateLibrary.fileExtension.count))
				guard sources[name] != nil else {
					let known = sources.keys.sorted()
					throw Failure(message: "\(root.appendingPathComponent(relative).path): there is no built-in template \"\(name)\" to override\(Suggestion.hint(for: name, in: known)); the templates are: \(known.joined(separator: ", "))")
				}
				guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path),
						let text = String(data: data, encoding: .utf8) else {
					throw Failure(message: "\(root.appendingPathComponent(relative).path): cannot read it as UTF-8 text")
				}
				sources[name] = text
				files[name] = root.appendingPathComponent(relative).path
				overridden.append(name)
			}
		}
		var templates: [String: Template] = [:]
		// Only overrides are parsed here (the built-in templates are parsed once, when used),
		// and a template that includes an overridden one is parsed again with it.
		let expanded = overridden.isEmpty ? sources : try TemplateLibrary.including(sources)
		let includers = overridden.isEmpty ? [] : sources.keys.filter { name in TemplateLibrary.partials(in: sources[name]!).contains { overridden.contains($0) } }
		for name in Set(overridden + includers) {
			let source = expanded[name]!
			do {
				templates[name] = try Template(name: name, source: source)
			}
			catch {
				// An override's error names its file, so the user can open it at that line.
				throw Failure(message: files[name].map { "\($0): \(error.description)" } ?? error.description)
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

	public func template(_ name: String) -> Template {
		guard let template = templates[name] ?? TemplateLibrary.builtInTemplates[name] else {
			preconditionFailure("no template \(name): FileLayout and Templates/ disagree")
		}
		return template
	}
}
