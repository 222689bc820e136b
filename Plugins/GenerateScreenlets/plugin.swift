import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-screenlets [ARGS]`
///
/// With no arguments, or only run flags (`--check`, `--dry-run`, `--force`, `-q`):
/// when the package has a `screenletgen.json`, screenletgen runs from the package folder and
/// reads it (specs, output, templates, discovery); otherwise every target's
/// `*.screenlet.json` specs are generated into that target's `Screenlets/` folder. Other
/// arguments are passed to screenletgen as given, from the package folder
/// (e.g. `Specs/bookmark.json -o Sources/App/Screenlets --check`).
@main
struct GenerateScreenlets: CommandPlugin {

	func performCommand(context: PluginContext, arguments: [String]) async throws {
		let tool = try context.tool(named: "screenletgen").url
		let package = context.package.directoryURL
		let runFlags: Set<String> = ["--check", "--dry-run", "--force", "-q", "--quiet"]
		if !arguments.allSatisfy(runFlags.contains) || FileManager.default.fileExists(atPath: package.appending(path: "screenletgen.json").path) {
			try run(tool, arguments, in: package)
			return
		}
		var ran = false
		for target in context.package.targets {
			guard let module = target as? SourceModuleTarget else { continue }
			let directory = module.directoryURL
			let specs = specFiles(in: directory)
			guard !specs.isEmpty else { continue }
			ran = true
			try run(tool, specs.map { $0.path } + ["-o", directory.appending(path: "Screenlets").path] + arguments, in: package)
		}
		if !ran {
			Diagnostics.warning("no screenletgen.json and no *.screenlet.json specs in the package's targets; write a screenletgen.json, or pass SPEC.json -o DIR")
		}
	}

	private func specFiles(in directory: URL) -> [URL] {
		guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
			return []
		}
		var specs: [URL] = []
		while let url = enumerator.nextObject() as? URL {
			if url.lastPathComponent.hasSuffix(".screenlet.json") {
				specs.append(url)
			}
		}
		return specs.sorted { $0.path < $1.path }
	}

	private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
		let process = Process()
		process.executableURL = tool
		process.arguments = arguments
		process.currentDirectoryURL = directory
		try process.run()
		process.waitUntilExit()
		if process.terminationStatus != 0 {
			Diagnostics.error("screenletgen exited with status \(process.terminationStatus)")
			throw GenerateScreenletsFailure(status: process.terminationStatus)
		}
	}
}

struct GenerateScreenletsFailure: Error, CustomStringConvertible {
	var status: Int32
	var description: String { return "screenletgen exited with status \(status)" }
}
