import Foundation

/// `screenletgen.json`: what a project's runs always pass, so that `screenletgen`,
/// `screenletgen --check` and `swift package generate-screenlets` need no arguments and no
/// run forgets `--templates` or `--discovery`.
///
/// ```json
/// { "specs": ["Specs/*.json"], "output": "Sources/App/Screenlets",
///   "templates": "ScreenletTemplates", "discovery": ["portal-discovery.json"],
///   "swiftUI": true, "async": true, "platform": ["ios", "android"],
///   "androidOutput": "app/src/main", "androidPackage": "com.example.screens" }
/// ```
/// Paths are relative to the file's folder. Read strictly, like a spec: an unknown key, a
/// value of the wrong type or a pattern that matches no file is a located error.
public struct ConfigFile: Sendable {

	public static let defaultName = "screenletgen.json"

	/// The file as named (`screenletgen.json`, `sub/screenletgen.json`).
	public var file: String
	/// Spec paths, patterns expanded, sorted per pattern; relative to the working directory.
	public var specs: [String] = []
	public var output: String?
	/// The Android module's `src/main`, for runs that write Android beside iOS.
	public var androidOutput: String?
	public var templates: String?
	public var discovery: [String] = []
	/// `"async": true`, `"swiftUI": true`: for every spec that does not say.
	public var defaults = SpecDefaults()

	/// The config a run uses: `--config FILE`, else `screenletgen.json` in `directory` if
	/// there is one, else none. `--no-config` ignores it.
	static func locate(_ options: Options, directory: String?) -> String? {
		if let file = options.config {
			return file
		}
		guard !options.ignoresConfig else {
			return nil
		}
		let path = directory.map { ($0 as NSString).appendingPathComponent(defaultName) } ?? defaultName
		var isFolder: ObjCBool = false
		return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue ? path : nil
	}

	public static func read(path: String, diagnostics: inout Diagnostics) -> ConfigFile? {
		return JSONFile.read(path, what: "the config file", diagnostics: &diagnostics, parse: parse)
	}

	public static func parse(_ bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> ConfigFile? {
		guard let root = JSONParser.parse(bytes, file: file, diagnostics: &diagnostics) else {
			return nil
		}
		guard var reader = ObjectReader(root, path: "", what: "the screenletgen config", diagnostics: &diagnostics) else {
			return nil
		}
		let before = diagnostics.all.count
		let base = (file as NSString).deletingLastPathComponent
		func resolve(_ path: String) -> String {
			return base.isEmpty || path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
		}
		var config = ConfigFile(file: file)
		_ = reader.member("$schema")
		for (node, path) in strings(&reader, "specs", diagnostics: &diagnostics) {
			guard case .string(let pattern) = node.value else { continue }
			let matches: [String]
			do throws(Glob.TooWide) {
				matches = try Glob.expand(resolve(pattern))
			}
			catch {
				diagnostics.error(at: node.location, "\(path): \"\(pattern)\" reaches more than \(error.folders) folders (from the disk's root, or through links?); name the folder the specs are in")
				continue
			}
			if matches.isEmpty {
				diagnostics.error(at: node.location, "\(path): \"\(pattern)\" matches no file (relative to \(base.isEmpty ? "this file's folder" : base))")
			}
			config.specs += matches
		}
		if let output = reader.string("output", diagnostics: &diagnostics) {
			if output.value.isEmpty {
				diagnostics.error(at: output.location, "\(output.path): an empty path; name the folder the screenlets go to")
			}
			config.output = resolve(output.value)
		}
		config.templates = reader.string("templates", diagnostics: &diagnostics).map { resolve($0.value) }
		config.discovery = strings(&reader, "discovery", diagnostics: &diagnostics).compactMap { node, _ in
			guard case .string(let path) = node.value else { return nil }
			return resolve(path)
		}
		config.defaults.generatesAsync = reader.bool("async", diagnostics: &diagnostics) ?? false
		config.defaults.generatesSwiftUI = reader.bool("swiftUI", diagnostics: &diagnostics) ?? false
		config.defaults.ask(PlatformKey.read(&reader, diagnostics: &diagnostics)?.value ?? [.ios])
		if let output = reader.string("androidOutput", diagnostics: &diagnostics) {
			if output.value.isEmpty {
				diagnostics.error(at: output.location, "\(output.path): an empty path; name the Android module's src/main folder")
			}
			config.androidOutput = resolve(output.value)
		}
		if let package = reader.string("androidPackage", diagnostics: &diagnostics) {
			if let problem = JavaIdentifier.packageProblem(package.value) {
				diagnostics.error(at: package.location, "\(package.path): \(problem)")
			}
			config.defaults.androidPackage = package.value
		}
		reader.finish(diagnostics: &diagnostics)
		diagnostics.sortByPosition()
		return diagnostics.all.count == before ? config : nil
	}

	/// A string or an array of strings (each non-empty), with their key paths.
	private static func strings(_ reader: inout ObjectReader, _ key: String, diagnostics: inout Diagnostics) -> [(JSONNode, String)] {
		guard let node = reader.member(key) else {
			return []
		}
		let path = reader.childPath(key)
		guard let items = node.oneOrMany(path: path) else {
			diagnostics.error(at: node.location, "\(path) must be a path or an array of paths, not \(node.kindDescription)")
			return []
		}
		return items.filter { node, path in
			guard case .string(let text) = node.value else {
				diagnostics.error(at: node.location, "\(path) must be a string (a path), not \(node.kindDescription)")
				return false
			}
			if text.isEmpty {
				diagnostics.error(at: node.location, "\(path) must not be empty")
				return false
			}
			return true
		}
	}

	/// Fills in what the arguments left out: a flag on the command line wins over the
	/// config's value, spec arguments over its `specs`.
	func apply(to options: inout Options) {
		if options.command == .initSpec || options.command == .serviceClass {
			// `init -o` and `service -o` name the file they write, not the output folder; an
			// OpenAPI document is a starting point of its own, which the discovery answer is not.
			if options.discoveries.isEmpty && options.openapi == nil {
				options.discoveries = discovery
			}
			return
		}
		if options.specs.isEmpty {
			options.specs = specs
		}
		if options.output == nil {
			options.output = output
		}
		if options.templates == nil {
			options.templates = templates
		}
		if options.discoveries.isEmpty {
			options.discoveries = discovery
		}
		options.defaults = defaults
		// A run of Android alone given -o on the command line writes there, not to the config's Android folder.
		if options.androidOutput == nil && !(options.runDefaults.platforms == [.android] && options.outputFromCommandLine) {
			options.androidOutput = androidOutput
		}
	}
}

/// Shell-style patterns for the config's `specs`: `*`, `?` and `[…]` within one path
/// segment (not matching a leading dot), and `**` for any number of folders. A walk visits
/// each real folder at most once per place in the pattern, so links that loop back and `**`
/// written many times end, and it stops at `maximumFolders` folders: a pattern that would
/// read a whole disk (`/**/x.json`) is an error, not a wait.
enum Glob {

	static let maximumFolders = 100_000

	struct TooWide: Error {
		var folders: Int
	}

	static func hasMagic(_ text: Substring) -> Bool {
		return text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
	}

	/// Regular files matching `pattern`, sorted; a path without pattern characters is
	/// returned as it is (a missing spec is then reported where specs are read).
	static func expand(_ pattern: String, maximumFolders: Int = Glob.maximumFolders) throws(TooWide) -> [String] {
		let segments = pattern.split(separator: "/", omittingEmptySubsequences: true)
		guard segments.contains(where: hasMagic) else {
			return [pattern]
		}
		var walk = Walk(segments: Array(segments), maximumFolders: maximumFolders)
		walk.visit(pattern.hasPrefix("/") ? "/" : "", 0)
		if walk.tooWide {
			throw TooWide(folders: maximumFolders)
		}
		return Array(Set(walk.found)).sorted()
	}

	private struct Walk {
		let segments: [Substring]
		let maximumFolders: Int
		var found: [String] = []
		/// A real folder (device, inode) and the segment it was visited at.
		private var visited = Set<[UInt64]>()
		private var folders = Set<[UInt64]>()
		var tooWide = false

		init(segments: [Substring], maximumFolders: Int) {
			self.segments = segments
			self.maximumFolders = maximumFolders
		}

		mutating func visit(_ prefix: String, _ index: Int) {
			guard !tooWide else { return }
			var status = stat()
			guard stat(prefix.isEmpty ? "." : prefix, &status) == 0 else { return }
			guard index < segments.count else {
				if status.st_mode & S_IFMT == S_IFREG {
					found.append(prefix)
				}
				return
			}
			guard status.st_mode & S_IFMT == S_IFDIR else { return }
			let folder = [UInt64(status.st_dev), UInt64(status.st_ino)]
			guard visited.insert(folder + [UInt64(index)]).inserted else { return }
			if folders.insert(folder).inserted && folders.count > maximumFolders {
				tooWide = true
				return
			}
			let segment = segments[index]
			if segment == "**" {
				// Zero folders, then each folder below (hidden ones skipped).
				visit(prefix, index + 1)
				for name in Glob.entries(prefix) where !name.hasPrefix(".") {
					visit(Glob.join(prefix, name), index)
				}
				return
			}
			guard Glob.hasMagic(segment) else {
				visit(Glob.join(prefix, String(segment)), index + 1)
				return
			}
			for name in Glob.entries(prefix) where fnmatch(String(segment), name, FNM_PERIOD) == 0 {
				visit(Glob.join(prefix, name), index + 1)
			}
		}
	}

	private static func join(_ prefix: String, _ name: String) -> String {
		return prefix.isEmpty ? name : prefix.hasSuffix("/") ? prefix + name : prefix + "/" + name
	}

	private static func entries(_ folder: String) -> [String] {
		return ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []).sorted()
	}
}
