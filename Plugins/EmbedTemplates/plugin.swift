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

		return [
			.buildCommand(
				displayName: "Embedding screenletgen templates",
				executable: try context.tool(named: "TemplateEmbedder").url,
				arguments: [templates.path, output.path],
				inputFiles: inputs,
				outputFiles: [output]),
		]
	}
}
