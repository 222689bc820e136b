/// The command line, parsed. Usage errors exit 64 (EX_USAGE).
public struct Options: Sendable, Equatable {

	public enum Command: Sendable, Equatable {
		case generate
		case initSpec
		case help
		case version
	}

	public var command: Command = .generate
	public var specs: [String] = []
	public var output: String?
	public var dryRun = false
	public var check = false
	public var force = false
	public var templates: String?
	public var discovery: String?
	/// `init`: the discovery service (`bookmarks.bookmarksentry`) and the entity name.
	public var service: String?
	public var entity: String?
	/// `--max-output-bytes`, `--max-files`.
	public var limits = OutputLimits()

	public struct UsageError: Error, Equatable, CustomStringConvertible {
		public var message: String
		public var description: String { return message }
	}

	public static func parse(_ arguments: [String]) throws(UsageError) -> Options {
		var options = Options()
		var rest = arguments[...]
		if rest.first == "init" {
			options.command = .initSpec
			rest = rest.dropFirst()
		}
		func value(_ flag: String) throws(UsageError) -> String {
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
		while let argument = rest.first {
			rest = rest.dropFirst()
			switch argument {
			case "-h", "--help":
				options.command = .help
			case "--version":
				options.command = .version
			case "-o", "--output":
				options.output = try value(argument)
			case "--dry-run":
				options.dryRun = true
			case "--check":
				options.check = true
			case "--force":
				options.force = true
			case "--templates":
				options.templates = try value(argument)
			case "--discovery":
				options.discovery = try value(argument)
			case "--max-output-bytes":
				options.limits.maximumBytes = try count(argument)
			case "--max-files":
				options.limits.maximumFiles = try count(argument)
			case "--service" where options.command == .initSpec:
				options.service = try value(argument)
			case "--entity" where options.command == .initSpec:
				options.entity = try value(argument)
			case "--":
				options.specs.append(contentsOf: rest)
				rest = []
			default:
				if argument.hasPrefix("-") && argument != "-" {
					let known = ["--output", "--dry-run", "--check", "--force", "--templates", "--discovery", "--max-output-bytes", "--max-files", "--help", "--version"]
						+ (options.command == .initSpec ? ["--service", "--entity"] : [])
					throw UsageError(message: "unknown option \(argument)\(Suggestion.hint(for: argument, in: known))")
				}
				options.specs.append(argument)
			}
		}
		if options.command == .help || options.command == .version {
			return options
		}
		if options.output == "" {
			throw UsageError(message: "-o: the output path is an empty string (an unset variable in -o \"$DIR\"?)")
		}
		if options.command == .initSpec {
			guard options.discovery != nil, options.service != nil, options.entity != nil else {
				throw UsageError(message: "init needs --discovery FILE, --service NAME and --entity NAME")
			}
			return options
		}
		if options.specs.isEmpty {
			throw UsageError(message: "no spec given")
		}
		if options.output == nil {
			throw UsageError(message: "no output folder given (-o DIR)")
		}
		if options.dryRun && options.check {
			throw UsageError(message: "--dry-run and --check are alternatives; give one")
		}
		return options
	}
}
