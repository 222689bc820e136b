import Foundation

/// `screenletgen.json`: what a project's every run passes, read before the arguments are
/// checked (the command line wins, key by key).
extension CommandLineTool {

	/// Fills `options` from the config file, if there is one; false (errors printed) when it
	/// cannot be read or is invalid.
	func useConfig(_ options: inout Options) -> Bool {
		guard [.generate, .initSpec, .serviceClass].contains(options.command),
				let path = ConfigFile.locate(options, directory: workingDirectory) else {
			return true
		}
		var diagnostics = Diagnostics()
		let config = ConfigFile.read(path: path, diagnostics: &diagnostics)
		Console(output: standardOutput, error: standardError).report(diagnostics)
		guard let config = config else {
			standardError("screenletgen: \(path) is not a valid config; nothing was written\n")
			return false
		}
		config.apply(to: &options)
		return true
	}
}
