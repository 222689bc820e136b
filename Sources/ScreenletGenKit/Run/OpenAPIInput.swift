import Foundation

/// The OpenAPI document a spec names (`"openapi": "ticket.openapi.json"`), read with the spec:
/// its bytes belong to the spec's fingerprint, so a changed document regenerates the spec.
public struct OpenAPIInput: Sendable {
	/// The document's path as the run opens it: the spec's folder joined with the name.
	public var file: String
	public var bytes: [UInt8]?
	/// Why it could not be read, for an error at the spec's `openapi` key.
	public var failure: String?
	/// The document already read from `bytes`, without an error: `init` gives the one it read
	/// to every check of its spec (both modes, each entity name tried), which then parse nothing.
	var document: OpenAPIDocument?

	/// The saved answers of its picklists' entries (`"picklists"`), read with it, in the
	/// spec's order: they too belong to the fingerprint.
	public var picklists: [SideFile] = []
	/// The parent Objects' documents its choosers name (`"choosers"`), in the spec's order:
	/// part of the fingerprint too.
	public var parents: [SideFile] = []

	/// A file a spec names beside it, as read (a picklist's saved entries).
	public struct SideFile: Sendable {
		/// The name as the spec writes it.
		public var name: String
		/// Its path as the run opens it.
		public var file: String
		public var bytes: [UInt8]?
		public var failure: String?
	}

	/// What a spec's bytes name, read: its document and its picklists' saved entries; nil for a
	/// spec that names no document. `isDocument`: the bytes are an OpenAPI document themselves
	/// (`Specs/*.json` matching a document saved beside its spec), told from the same parse.
	static func read(forSpec file: String, bytes: [UInt8]) -> (input: OpenAPIInput?, isDocument: Bool) {
		// Most specs are for a Mobile SDK service: only one that says "openapi" is parsed twice
		// (or that escapes a scalar, which may spell the key: "\u006fpenapi").
		guard bytes.count < JSONParser.maximumSize, bytes.containsUTF8("\"openapi\"") || bytes.containsUTF8("\\u"),
				let root = topLevel(of: bytes, file: file), case .object(let members) = root.value else {
			return (nil, false)
		}
		if OpenAPIDocumentRecognition.versionMember(ofRoot: root) != nil {
			return (nil, true)
		}
		guard case .string(let name)? = members.first(where: { $0.key == "openapi" })?.value.value, !name.isEmpty else {
			return (nil, false)
		}
		var input = read(name, besideSpec: file)
		if case .object(let picklists)? = members.first(where: { $0.key == "picklists" })?.value.value {
			for case .string(let saved) in picklists.map({ $0.value.value }) where !saved.isEmpty {
				input.picklists.append(readSideFile(saved, besideSpec: file))
			}
		}
		if case .object(let choosers)? = members.first(where: { $0.key == "choosers" })?.value.value {
			for case .object(let chooser) in choosers.map({ $0.value.value }) {
				if case .string(let parent)? = chooser.first(where: { $0.key == "openapi" })?.value.value, !parent.isEmpty {
					input.parents.append(readSideFile(parent, besideSpec: file))
				}
			}
		}
		return (input, false)
	}

	/// A file a spec at `file` names `name`, read: its bytes, or why they could not be read.
	private static func readSideFile(_ name: String, besideSpec file: String) -> SideFile {
		let path = resolve(name, besideSpec: file)
		do {
			// One byte past the parser's limit is enough for it to report the size; a spec is
			// someone else's file, and a FIFO it names would hold the run.
			return SideFile(name: name, file: path, bytes: try FileBytes.read(path: path, limit: JSONParser.maximumSize + 1, regularOnly: true))
		}
		catch {
			return SideFile(name: name, file: path, bytes: nil, failure: error.reason)
		}
	}

	/// The document a spec at `file` names `name` (its `openapi`), read.
	static func read(_ name: String, besideSpec file: String) -> OpenAPIInput {
		let read = readSideFile(name, besideSpec: file)
		return OpenAPIInput(file: read.file, bytes: read.bytes, failure: read.failure)
	}

	/// The document a decoded spec names, read; nil, with an error at its `openapi` key or in
	/// the document, when it cannot be.
	static func document(of spec: Spec, input: OpenAPIInput?, diagnostics: inout Diagnostics) -> OpenAPIDocument? {
		// An empty name was reported by the decoder.
		guard let name = spec.openAPI, !name.value.isEmpty else {
			return nil
		}
		guard let input = input, let bytes = input.bytes else {
			let reason = input?.failure.map { " (\($0))" } ?? ""
			diagnostics.error(at: name.location, "\(name.path): cannot read the OpenAPI document \(resolve(name.value, besideSpec: spec.file))\(reason); save the portal's /o/c/<plural>/openapi.json beside the spec and name it here")
			return nil
		}
		var reading = Diagnostics()
		let document = input.document ?? OpenAPIReader.parse(bytes, file: input.file, namedAt: (name.location, name.path), diagnostics: &reading)
		diagnostics.append(contentsOf: reading)
		return reading.hasErrors ? nil : document
	}

	/// Each picklist's saved entries, by the field the spec names; an error at the spec's
	/// member when a file cannot be read or is no saved answer, in the file when an entry of it
	/// is wrong.
	static func picklistEntries(of spec: Spec, input: OpenAPIInput?, diagnostics: inout Diagnostics) -> [String: [ListTypeEntry]] {
		var entries: [String: [ListTypeEntry]] = [:]
		for source in spec.picklists {
			guard let saved = sideFile(source.file, among: input?.picklists, spec: spec, missing: "save the field's list type entries there (Documentation/Portal.md says how)", diagnostics: &diagnostics) else {
				continue
			}
			if let read = ListTypeEntriesReader.parse(saved.bytes, file: saved.file, namedAt: (source.file.location, source.file.path), diagnostics: &diagnostics) {
				entries[source.field.value] = read
			}
		}
		return entries
	}

	/// Each chooser's parent document, by the field the spec names; an error at the chooser's
	/// `openapi` when it cannot be read or is no OpenAPI document, in the document when it is wrong.
	static func parentDocuments(of spec: Spec, input: OpenAPIInput?, diagnostics: inout Diagnostics) -> [String: OpenAPIDocument] {
		var documents: [String: OpenAPIDocument] = [:]
		for source in spec.choosers {
			guard let saved = sideFile(source.file, among: input?.parents, spec: spec, what: "the parent's OpenAPI document ",
					missing: "save the portal's /o/c/<parents>/openapi.json beside the spec and name it here", diagnostics: &diagnostics) else {
				continue
			}
			var reading = Diagnostics()
			let document = OpenAPIReader.parse(saved.bytes, file: saved.file, namedAt: (source.file.location, source.file.path), diagnostics: &reading)
			diagnostics.append(contentsOf: reading)
			if !reading.hasErrors, let document = document {
				documents[source.field.value] = document
			}
		}
		return documents
	}

	/// The bytes of the side file a spec names at `name`, as read; nil, with an error at the
	/// spec's member saying why and what to do (`missing`), when it could not be read.
	private static func sideFile(_ name: Located<String>, among read: [SideFile]?, spec: Spec, what: String = "",
			missing: String, diagnostics: inout Diagnostics) -> (file: String, bytes: [UInt8])? {
		let saved = read?.first { $0.name == name.value }
		guard let saved = saved, let bytes = saved.bytes else {
			let reason = saved?.failure.map { " (\($0))" } ?? ""
			diagnostics.error(at: name.location, "\(name.path): cannot read \(what)\(resolve(name.value, besideSpec: spec.file))\(reason); \(missing)")
			return nil
		}
		return (saved.file, bytes)
	}

	/// `ticket.openapi.json` beside `Specs/ticket.json` is `Specs/ticket.openapi.json`.
	static func resolve(_ name: String, besideSpec file: String) -> String {
		guard !name.hasPrefix("/"), file != "<stdin>" else {
			return name
		}
		let folder = (file as NSString).deletingLastPathComponent
		return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
	}

	private static func topLevel(of bytes: [UInt8], file: String) -> JSONNode? {
		var ignored = Diagnostics()
		return JSONParser.parse(bytes, file: file, diagnostics: &ignored)
	}
}
