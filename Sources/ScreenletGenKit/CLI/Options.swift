/// The command line, parsed. Usage errors exit 64 (EX_USAGE).
public struct Options: Sendable, Equatable {

	public enum Command: Sendable, Equatable {
		case generate
		case initSpec
		case help
		/// `init --help`.
		case initHelp
		/// `service`: a custom portlet's Mobile SDK service class, in Swift.
		case serviceClass
		/// `service --help`.
		case serviceHelp
		case version
	}

	public var command: Command = .generate
	public var specs: [String] = []
	public var output: String?
	public var dryRun = false
	public var check = false
	public var force = false
	public var templates: String?
	/// Every `--discovery FILE` (or the config's `discovery`), merged into one answer.
	public var discoveries: [String] = []
	/// The first discovery file (kept for callers written before several were accepted).
	public var discovery: String? {
		get { return discoveries.first }
		set { discoveries = newValue.map { [$0] } ?? [] }
	}
	/// The config file's `async` and `swiftUI`: what a spec that does not say generates.
	public var defaults = SpecDefaults()
	/// `--config FILE`; without it, `screenletgen.json` in the working directory is read if present.
	public var config: String?
	/// `--no-config`: ignore `screenletgen.json`.
	public var ignoresConfig = false
	/// `-q`: the one-line summary instead of a line per file.
	public var quiet = false
	/// `init`: the service (`bookmarks.bookmarksentry`, or a class `LRBookmarksEntryService_v7`),
	/// the entity name, and the portal generation (`7.3`) a service path is read in.
	public var service: String?
	public var entity: String?
	public var sdk: String?
	/// `init --openapi FILE`: a portal's OpenAPI document to start from instead of a service,
	/// and `--schema NAME`, its entry schema when it lists several.
	public var openapi: String?
	public var schema: String?
	/// `init --base-path PATH`: the API's path where the document's server leaves it as a placeholder.
	public var basePath: String?
	/// `service --class`: the class name, when not the builder's.
	public var className: String?
	/// `--max-output-bytes`, `--max-files`.
	public var limits = OutputLimits()
	/// `--platform ios|android|ios,android` and `--android-package PKG`: over the config's
	/// `platform` and `androidPackage` (`defaults`), key by key.
	public var platforms: [Platform]?
	public var androidPackage: String?
	/// `--android-output DIR` (or the config's `androidOutput`): the Android module's `src/main`
	/// when a run writes both platforms; with Android alone, it may stand for `-o`.
	public var androidOutput: String?
	/// `-o` was given on the command line, not taken from the config.
	var outputFromCommandLine = false
	/// `--android-output` was given on the command line (where a run of iOS alone refuses it).
	var androidOutputFromCommandLine = false

	/// What a run generates: the config's defaults with the command line's platforms and package.
	public var runDefaults: SpecDefaults {
		var defaults = self.defaults
		if let platforms = platforms {
			defaults.ask(platforms)
		}
		if let package = androidPackage {
			defaults.androidPackage = package
		}
		return defaults
	}

	public struct UsageError: Error, Equatable, CustomStringConvertible {
		public var message: String
		public var description: String { return message }
	}

	/// Parses and checks the arguments: what `parseFlags` reads, then `validate()`.
	public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
		let options = try parseFlags(arguments)
		try options.validate()
		return options
	}

	/// The flags that take a value (`--output DIR`, `--output=DIR`, `-oDIR`).
	static let valueFlags: Set<String> = ["-o", "--output", "--templates", "--discovery", "--config", "--max-output-bytes", "--max-files", "--service", "--entity", "--class", "--sdk", "--openapi", "--schema", "--base-path", "--platform", "--android-package", "--android-output"]

	/// Reads the arguments without asking for what a config file may still supply (specs, `-o`).
	public static func parseFlags(_ arguments: [String]) throws(UsageError) -> Options {
		var options = Options()
		var rest = arguments[...]
		if rest.first == "init" {
			options.command = .initSpec
			rest = rest.dropFirst()
		}
		else if rest.first == "service" {
			options.command = .serviceClass
			rest = rest.dropFirst()
		}
		// `--flag=value` and `-oVALUE` carry their value with them.
		var attached: String?
		func value(_ flag: String) throws(UsageError) -> String {
			if let text = attached {
				attached = nil
				return text
			}
			guard let next = rest.first, !next.hasPrefix("-") || next == "-" else {
				throw UsageError(message: "\(flag) needs a value")
			}
			rest = rest.dropFirst()
			return next
		}
		func count(_ flag: String) throws(UsageError) -> Int {
			let text = try value(flag)
			guard let number = Int(text), number > 0 else {
				throw UsageError(message: "\(flag) needs a positive whole number, not \(text)")
			}
			return number
		}
		while var argument = rest.first {
			rest = rest.dropFirst()
			attached = nil
			if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="), valueFlags.contains(String(argument[..<equals])) {
				attached = String(argument[argument.index(after: equals)...])
				argument = String(argument[..<equals])
			}
			else if argument.hasPrefix("-o"), argument.count > 2, !argument.hasPrefix("--") {
				attached = String(argument.dropFirst(2))
				argument = "-o"
			}
			switch argument {
			case "-h", "--help":
				switch options.command {
				case .initSpec, .initHelp: options.command = .initHelp
				case .serviceClass, .serviceHelp: options.command = .serviceHelp
				default: options.command = .help
				}
			case "--version":
				options.command = .version
			case "-o", "--output":
				options.output = try value(argument)
				options.outputFromCommandLine = true
			case "--dry-run":
				options.dryRun = true
			case "--check":
				options.check = true
			case "--force":
				options.force = true
			case "-q", "--quiet":
				options.quiet = true
			case "--templates":
				options.templates = try value(argument)
			case "--discovery":
				options.discoveries.append(try value(argument))
			case "--config":
				options.config = try value(argument)
			case "--no-config":
				options.ignoresConfig = true
			case "--max-output-bytes":
				options.limits.maximumBytes = try count(argument)
			case "--max-files":
				options.limits.maximumFiles = try count(argument)
			case "--platform":
				options.platforms = try platforms(try value(argument))
			case "--android-package":
				options.androidPackage = try value(argument)
			case "--android-output":
				options.androidOutput = try value(argument)
				options.androidOutputFromCommandLine = true
			case "--service" where [.initSpec, .initHelp, .serviceClass, .serviceHelp].contains(options.command):
				options.service = try value(argument)
			case "--class" where options.command == .serviceClass || options.command == .serviceHelp:
				options.className = try value(argument)
			case "--entity" where options.command == .initSpec || options.command == .initHelp:
				options.entity = try value(argument)
			case "--sdk" where options.command == .initSpec || options.command == .initHelp:
				options.sdk = try value(argument)
			case "--openapi" where options.command == .initSpec || options.command == .initHelp:
				options.openapi = try value(argument)
			case "--schema" where options.command == .initSpec || options.command == .initHelp:
				options.schema = try value(argument)
			case "--base-path" where options.command == .initSpec || options.command == .initHelp:
				options.basePath = try value(argument)
			case "--":
				options.specs.append(contentsOf: rest)
				rest = []
			default:
				if argument.hasPrefix("-") && argument != "-" {
					let known = ["--output", "--dry-run", "--check", "--force", "--quiet", "--templates", "--discovery", "--config", "--no-config", "--max-output-bytes", "--max-files", "--platform", "--android-package", "--android-output", "--help", "--version"]
						+ (options.command == .initSpec ? ["--service", "--entity", "--sdk", "--openapi", "--schema", "--base-path"] : [])
						+ (options.command == .serviceClass ? ["--service", "--class"] : [])
					throw UsageError(message: "unknown option \(argument)\(Suggestion.hint(for: argument, in: known))")
				}
				options.specs.append(argument)
			}
			if let text = attached {
				throw UsageError(message: "\(argument) takes no value (\(argument)=\(text))")
			}
		}
		if options.config != nil && options.ignoresConfig {
			throw UsageError(message: "--config and --no-config are alternatives; give one")
		}
		return options
	}

	/// `ios`, `android`, or both separated by a comma (`ios,android`).
	private static func platforms(_ text: String) throws(UsageError) -> [Platform] {
		let names = Platform.allCases.map(\.rawValue)
		var platforms: [Platform] = []
		for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
			guard let platform = Platform(rawValue: name) else {
				throw UsageError(message: "--platform \(text): the platforms are \(names.joined(separator: " and ")), or both as ios,android\(Suggestion.hint(for: name, in: names))")
			}
			platforms.append(platform)
		}
		return platforms
	}

	/// What a run needs, once the config file (if any) has filled in what the arguments left out.
	public func validate() throws(UsageError) {
		let options = self
		if [.help, .initHelp, .serviceHelp, .version].contains(options.command) {
			return
		}
		if options.command == .serviceClass {
			guard options.discovery != nil, options.service != nil else {
				throw UsageError(message: "service needs --discovery FILE and --service NAME")
			}
			return
		}
		if options.output == "" {
			throw UsageError(message: "-o: the output path is an empty string (an unset variable in -o \"$DIR\"?)")
		}
		if options.command == .initSpec {
			try validateInit()
			return
		}
		if options.specs.isEmpty {
			throw UsageError(message: "no spec given (give SPEC.json, or write them in \(ConfigFile.defaultName): see screenletgen --help)")
		}
		let defaults = options.runDefaults
		let asked = defaults.platforms.map(\.rawValue).joined(separator: ",")
		if options.androidOutput == "" {
			throw UsageError(message: "--android-output: the output path is an empty string (an unset variable in --android-output \"$DIR\"?)")
		}
		if options.output == nil && !(defaults.platforms == [.android] && options.androidOutput != nil) {
			throw UsageError(message: "no output folder given (-o DIR)")
		}
		if options.dryRun && options.check {
			throw UsageError(message: "--dry-run and --check are alternatives; give one")
		}
		if defaults.platforms == [.android] && options.outputFromCommandLine && options.androidOutputFromCommandLine {
			throw UsageError(message: "-o and --android-output both name the Android folder of a run of Android alone: give one")
		}
		if options.androidOutputFromCommandLine && !defaults.platforms.contains(.android) {
			throw UsageError(message: "--android-output names the Android folder, but this run writes iOS only: add --platform ios,android")
		}
		if defaults.platforms.count > 1 && options.androidOutput == nil {
			throw UsageError(message: "--platform \(asked) writes two folders: give the Android module's src/main with --android-output DIR (or \"androidOutput\" in \(ConfigFile.defaultName)); -o is the iOS one")
		}
		if defaults.platforms.contains(.android) {
			guard let package = defaults.androidPackage else {
				throw UsageError(message: "--platform \(asked) needs the app module's Java package: --android-package com.example.screens (or \"androidPackage\" in \(ConfigFile.defaultName)); \(defaults.platforms.count > 1 ? "--android-output" : "-o") is the module's src/main")
			}
			if let problem = JavaIdentifier.packageProblem(package) {
				throw UsageError(message: "--android-package \(package): \(problem)")
			}
		}
	}

	/// `init` starts from one of three places: the Mobile SDK catalog (`--service`, `--sdk`), a
	/// discovery answer (`--discovery` and `--service`) or an OpenAPI document (`--openapi`,
	/// `--schema`).
	private func validateInit() throws(UsageError) {
		guard let openapi = openapi else {
			if schema != nil || basePath != nil {
				throw UsageError(message: "init \(schema != nil ? "--schema names an entry schema" : "--base-path gives the API's path") of an OpenAPI document: give the document with --openapi FILE")
			}
			guard service != nil else {
				throw UsageError(message: "init needs --service NAME (an SDK class such as LRBlogsEntryService_v7, or a path such as blogs.blogsentry with --sdk 7.3; with --discovery FILE, a service of that answer) or --openapi FILE (a portal's OpenAPI document, /o/c/<plural>/openapi.json saved)")
			}
			return
		}
		let others = [service.map { _ in "--service" }, sdk.map { _ in "--sdk" }, discoveries.isEmpty ? nil : "--discovery"].compactMap { $0 }
		if !others.isEmpty {
			throw UsageError(message: "init --openapi \(openapi) starts from an OpenAPI document, \(others.joined(separator: " and ")) from a Mobile SDK service: give one starting point")
		}
	}
}
