import Foundation

/// Every service class an app can call through Screens 5.2.1: the Liferay Mobile SDK's that
/// Screens depends on (five portal generations: `_v62`, `_v7`, `_v71`, `_v72`, `_v73`) and
/// Screens' own (`screensClassNames`: `LRScreensuserService_v62`, `LRScreenscommentService_v70`…,
/// which the LiferayScreens framework ships beside the SDK), embedded so that a spec is checked
/// against them when no discovery answer is given. Derived from the SDK's and Screens' sources
/// by `screenletgen-catalog` (SDKCatalogText.swift); a class is read only when a spec names it.
///
/// Each class's text is its methods' shared path (`/bookmarks.bookmarksentry`) on the first
/// line, then a line per method: `m <name or /full/path> <returns> <param>:<type> …`; or
/// `= <Earlier>` for a class with the same methods as an earlier one. A parameter whose
/// Objective-C name is not its JSON name is `<json>=<objc>:<type>`. Types: `J` long, `I` int,
/// `D` double, `Z` boolean, `S` String, `W<N>` the wrapper `wrappers[N]`, `A` array, `M` map,
/// `F` upload, `B` bytes, `N` number, `V` nothing, `v` nothing from a method Swift does not import
/// as `throws` (a `void` one whose header leaves out CONVERT_ERROR_TO_THROWS, as most of 6.2's
/// do: it takes a last `error: NSErrorPointer` instead).
enum SDKCatalog {

	struct SDKClass: Sendable {
		var name: String
		/// `7`, `71`, `62` (`70` for Screens' own 7.x classes): the class's suffix after `_v`.
		var generation: String
		var methods: [Discovery.Method]

		/// The class as the answer that checks the calls to it.
		var answer: Discovery {
			let owner = SDKCatalog.screensClassNames.contains(name) ? "Liferay Screens'" : "the Mobile SDK's"
			return Discovery(file: "\(owner) \(name)", methods: methods, sdkVersion: generation)
		}
	}

	static var classNames: Dictionary<String, String>.Keys {
		return classTexts.keys
	}

	/// A class's own text, or the earlier class's that it repeats (`= Earlier`).
	static func text(of name: String) -> String? {
		guard let text = classTexts[name] else {
			return nil
		}
		if text.hasPrefix("= "), let earlier = classTexts[String(text.dropFirst(2))] {
			return earlier
		}
		return text
	}

	/// `73` for `LRBookmarksEntryService_v73`: the suffix after `_v`.
	static func generation(of name: String) -> String {
		return name.range(of: "_v", options: .backwards).map { String(name[$0.upperBound...]) } ?? ""
	}

	/// The portal generation a class is for, as `SpecDecoder.sdkGenerations` names it: `7` for
	/// the SDK's `_v7` and for Screens' own `_v70` alike (both are 7.0's).
	static func portalGeneration(of name: String) -> String {
		let suffix = generation(of: name)
		return suffix == "70" ? "7" : suffix
	}

	/// A class's place among the generations, oldest first: 62, 70 (`_v7`, `_v70`), 71, 72, 73.
	static func generationOrder(of name: String) -> Int {
		let suffix = portalGeneration(of: name)
		return Int(suffix.count == 1 ? suffix + "0" : suffix) ?? 0
	}

	/// Names oldest generation first, then by name: with Screens' classes beside the SDK's,
	/// the newest of a service is no longer the last name in alphabetical order
	/// (`LRScreensCommentService_v73` sorts before `LRScreenscommentService_v70`).
	static func byGeneration(_ names: some Sequence<String>) -> [String] {
		return names.map { (order: generationOrder(of: $0), name: $0) }.sorted { ($0.order, $0.name) < ($1.order, $1.name) }.map { $0.name }
	}

	/// The class of that exact name, read from its text once per process: every call of
	/// every spec is checked against it, several times (completion, checks), in parallel.
	static func serviceClass(_ name: String) -> SDKClass? {
		cacheLock.lock()
		defer { cacheLock.unlock() }
		if let known = cache[name] {
			return known
		}
		let read = readClass(name)
		cache[name] = read
		return read
	}

	private static let cacheLock = NSLock()
	nonisolated(unsafe) private static var cache: [String: SDKClass?] = [:]

	private static func readClass(_ name: String) -> SDKClass? {
		guard let text = text(of: name) else {
			return nil
		}
		var lines = text.split(separator: "\n")
		let prefix = lines.isEmpty ? "" : String(lines.removeFirst())
		let methods = lines.map { line -> Discovery.Method in
			let fields = line.split(separator: " ").map(String.init)
			let path = fields[1].hasPrefix("/") ? fields[1] : "\(prefix)/\(fields[1])"
			let parameters = fields.dropFirst(3).map { field -> Discovery.Parameter in
				let parts = field.split(separator: ":", maxSplits: 1).map(String.init)
				let names = parts[0].split(separator: "=").map(String.init)
				return Discovery.Parameter(name: names.first ?? parts[0], type: javaType(parts.count > 1 ? parts[1] : ""), objcName: names.count > 1 ? names[1] : nil)
			}
			return Discovery.Method(path: path, parameters: parameters, returnType: javaType(fields[2]), swiftThrows: fields[2] != "v")
		}
		return SDKClass(name: name, generation: generation(of: name), methods: methods)
	}

	/// A type code as a discovery answer names the type (what `Discovery`'s checks read).
	static func javaType(_ code: String) -> String {
		switch code.first {
		case "J": return "long"
		case "I": return "int"
		case "D": return "double"
		case "Z": return "boolean"
		case "S": return "java.lang.String"
		case "W": return Int(code.dropFirst()).flatMap { wrappers.indices.contains($0) ? wrappers[$0] : nil } ?? "com.liferay.portal.kernel.json.JSONObject"
		case "A": return "java.util.List"
		case "M": return "java.util.Map"
		case "F": return "java.io.File"
		case "B": return "byte[]"
		case "N": return "java.lang.Number"
		case "V", "v": return "void"
		default: return ""
		}
	}

	/// The catalog's classes of each service across the generations (`bookmarksentry`), oldest first.
	static let namesByService: [String: [String]] = Dictionary(grouping: byGeneration(classNames), by: { Discovery.serviceKey(ofClass: $0) })
}
