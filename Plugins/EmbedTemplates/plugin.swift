import Foundation
import PackagePlugin

/// Embeds `Templates/` into ScreenletGenKit as Swift source, so that the built
/// binary carries its templates and works when installed alone.
@main
struct EmbedTemplates: BuildToolPlugin {

	func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
		let templates = context.package.directoryURL.appending(path: "Templates")
		let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")

		var inputs: [URL] = []
		if let enumerator = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil) {
			while let url = enumerator.nextObject() as? URL {
				inputs.append(url)
			}
		}

		// The generator's own sources too: their fingerprint tells a rebuilt generator from
		// the one that wrote an output folder, so an idle rerun never trusts stale files.
		let sources = (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map { $0.url } ?? []

		return [
			.buildCommand(
				displayName: "Embedding screenletgen templates",
				executable: try context.tool(named: "TemplateEmbedder").url,
				arguments: [templates.path, output.path] + sources.map { $0.path },
				inputFiles: inputs + sources,
				outputFiles: [output]),
		]
	}
}
