/// `"platform"`, in a spec and in `screenletgen.json`: `"ios"`, `"android"` or a list of them
/// (`["ios", "android"]`). In the config, what a run writes; in a spec, what it is written for.
enum PlatformKey {

	static let name = "platform"

	/// The platforms the key lists, each once, iOS first; nil when absent. A wrong value is
	/// reported and lists none: no other error follows from it (a spec for no platform is checked
	/// for none).
	static func read(_ reader: inout ObjectReader, diagnostics: inout Diagnostics) -> Located<[Platform]>? {
		guard let node = reader.member(name) else {
			return nil
		}
		let path = reader.childPath(name)
		guard let items = node.oneOrMany(path: path), !items.isEmpty else {
			diagnostics.error(at: node.location, "\(path) must be \"ios\", \"android\" or [\"ios\", \"android\"], not \(node.kindDescription)")
			return Located(value: [], location: node.location, path: path)
		}
		let names = Platform.allCases.map(\.rawValue)
		var platforms: [Platform] = []
		for (item, itemPath) in items {
			guard case .string(let text) = item.value else {
				diagnostics.error(at: item.location, "\(itemPath) must be \"ios\" or \"android\", not \(item.kindDescription)")
				return Located(value: [], location: node.location, path: path)
			}
			guard let platform = Platform(rawValue: text) else {
				diagnostics.error(at: item.location, "\(itemPath): unknown platform \"\(text)\"; expected one of \(names.joined(separator: ", "))\(Suggestion.hint(for: text, in: names))")
				return Located(value: [], location: node.location, path: path)
			}
			platforms.append(platform)
		}
		return Located(value: Set(platforms).sorted(), location: node.location, path: path)
	}
}
