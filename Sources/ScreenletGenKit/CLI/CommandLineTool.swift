import Foundation

/// The command line: arguments (and `screenletgen.json`) become a run's request, and the run
/// prints to this tool's standard output and error. The runs are `GenerationRun` and
/// `StarterRun`; nothing here reads or writes the output folder.
public struct CommandLineTool {

	public var standardOutput: (String) -> Void
	public var standardError: (String) -> Void

	public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
		self.standardOutput = standardOutput
		self.standardError = standardError
	}

	/// Where `screenletgen.json` is looked for; nil: the process's working directory.
	public var workingDirectory: String?

	/// How long a run waits for another run that holds the output folder's lock.
	public var lockTimeout: TimeInterval = 60

	public static let success = RunStatus.success
	public static let failure = RunStatus.failure
	public static let usage = RunStatus.usage

	public func run(_ arguments: [String]) -> Int32 {
		var options: Options
		do {
			options = try Options.parseFlags(arguments)
			guard useConfig(&options) else {
				return RunStatus.failure
			}
			try options.validate()
		}
		catch {
			standardError("screenletgen: \(error.message)\n\(HelpText.usage)\n(see screenletgen --help)\n")
			return RunStatus.usage
		}
		let console = Console(output: standardOutput, error: standardError)
		switch options.command {
		case .help, .initHelp, .serviceHelp, .version:
			standardOutput(HelpText.printed(by: options.command) + "\n")
			return RunStatus.success
		case .serviceClass:
			return StarterRun(starterRequest(options), console: console).serviceClass()
		case .initSpec:
			return StarterRun(starterRequest(options), console: console).starterSpec()
		case .generate:
			var request = GenerationRun.Request(specs: options.specs, output: options.output, templates: options.templates, discoveries: options.discoveries)
			request.androidOutput = options.androidOutput
			request.force = options.force
			request.check = options.check
			request.dryRun = options.dryRun
			request.quiet = options.quiet
			request.limits = options.limits
			request.defaults = options.runDefaults
			request.lockTimeout = lockTimeout
			return GenerationRun(request, console: console).perform()
		}
	}

	private func starterRequest(_ options: Options) -> StarterRun.Request {
		var request = StarterRun.Request(service: options.service ?? "")
		request.entity = options.entity
		request.sdk = options.sdk
		request.openapi = options.openapi
		request.schema = options.schema
		request.basePath = options.basePath
		request.className = options.className
		request.discoveries = options.discoveries
		request.templates = options.templates
		request.output = options.output
		request.force = options.force
		return request
	}
}
