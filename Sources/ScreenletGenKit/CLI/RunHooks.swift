import Foundation

/// The small steps around a run, kept out of `CommandLineTool`'s write and preview paths:
/// the config file, the templates folder's stray files, `init -o`'s folder, and the summary.
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
		for diagnostic in diagnostics.all {
			standardError("\(diagnostic)\n")
		}
		guard let config = config else {
			standardError("screenletgen: \(path) is not a valid config; nothing was written\n")
			return false
		}
		config.apply(to: &options)
		return true
	}

	/// A file in `--templates` that is not `<template>.mustache` is never used: a run stops
	/// and names it rather than leave the user wondering why it has no effect. Hidden files
	/// (`.DS_Store`, `.gitkeep`) are left alone.
	func reportStrayTemplateFiles(_ folder: String) -> Bool {
		var stray: [String] = []
		let root = URL(fileURLWithPath: folder)
		let enumerator = FileManager.default.enumerator(atPath: folder)
		while let relative = enumerator?.nextObject() as? String {
			let name = (relative as NSString).lastPathComponent
			if name.hasPrefix(".") {
				if (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory {
					enumerator?.skipDescendants()
				}
				continue
			}
			guard (enumerator?.fileAttributes?[.type] as? FileAttributeType) != .typeDirectory,
					!relative.hasSuffix(TemplateLibrary.fileExtension) else {
				continue
			}
			stray.append(relative)
		}
		let known = TemplateLibrary.builtInSources.keys.sorted()
		for relative in stray.sorted() {
			let path = root.appendingPathComponent(relative).path
			if known.contains(relative) {
				standardError("screenletgen: \(path): not read, because templates end in \(TemplateLibrary.fileExtension); rename it \(relative)\(TemplateLibrary.fileExtension) to override the built-in \(relative)\n")
			}
			else {
				standardError("screenletgen: \(path): not a template (--templates reads only <template>\(TemplateLibrary.fileExtension) files\(Suggestion.hint(for: relative, in: known))); rename or remove it\n")
			}
		}
		if !stray.isEmpty {
			standardError("screenletgen: \(folder) holds \(stray.count) file(s) that are not templates; nothing was written\n")
		}
		return stray.isEmpty
	}
}

/// `init -o`: the spec is written into an existing folder, which is named when it is missing.
enum InitTarget {

	static func missingFolder(_ output: String) -> String? {
		let folder = (output as NSString).deletingLastPathComponent
		guard !folder.isEmpty else {
			return nil
		}
		var isFolder: ObjCBool = false
		if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
			return isFolder.boolValue ? nil : "\(folder) is not a folder"
		}
		return "the folder \(folder) does not exist; create it first (mkdir -p \(folder))"
	}
}

/// The per-file lines of a run or a preview (`created …`, `would be updated …`), counted by
/// status as they are added, and the line that ends them, `12 files: 3 created, 9 unchanged`;
/// with `-q` only that line is printed. Errors and `--check`'s diffs are not part of it.
struct RunSummary {

	let quiet: Bool
	/// What to print of the per-file lines (nothing when quiet).
	private(set) var lines = ""
	private var counts: [(status: String, count: Int)] = []

	init(quiet: Bool) {
		self.quiet = quiet
	}

	mutating func add(_ status: String, line: String) {
		if let index = counts.firstIndex(where: { $0.status == status }) {
			counts[index].count += 1
		}
		else {
			counts.append((status, 1))
		}
		if !quiet {
			lines += line + "\n"
		}
	}

	/// `12 files: 3 created, 9 unchanged`, or nil when no file was listed.
	var line: String? {
		let total = counts.reduce(0) { $0 + $1.count }
		guard total > 0 else {
			return nil
		}
		// The usual order, whatever order the files came in; other statuses after them.
		let order = ["created", "updated", "merged", "merged with conflicts", "overwritten", "unchanged", "removed", "kept",
			"would be created", "would be updated", "would be merged", "would be merged with conflicts", "would be overwritten", "would be removed", "would be kept", "conflict"]
		let sorted = counts.enumerated().sorted { a, b in
			(order.firstIndex(of: a.element.status) ?? order.count, a.offset) < (order.firstIndex(of: b.element.status) ?? order.count, b.offset)
		}.map { $0.element }
		return "\(total) file\(total == 1 ? "" : "s"): " + sorted.map { "\($0.count) \($0.status)" }.joined(separator: ", ")
	}

	/// The summary line with its line end, or nothing.
	var closingLine: String {
		return line.map { $0 + "\n" } ?? ""
	}
}

extension CommandLineTool {

	/// `screenletgen service`: a custom portlet's service class from the discovery answer,
	/// printed or written to `-o FILE` (its folder must exist; an existing file needs --force).
	func runServiceClass(_ options: Options) -> Int32 {
		let (discovery, loaded) = loadDiscovery(options.discoveries)
		guard loaded, let found = discovery, let service = options.service else {
			return CommandLineTool.failure
		}
		let source: String
		do {
			// `--templates` may override Service.swift like any other template.
			let templates = try TemplateLibrary(overrides: options.templates)
			source = try ServiceClass.make(discovery: found, service: service, className: options.className, templates: templates).source
		}
		catch let error as TemplateLibrary.Failure {
			standardError("screenletgen: \(error.message)\n")
			return CommandLineTool.failure
		}
		catch let error as ServiceClass.Failure {
			standardError("screenletgen: \(error.message)\n")
			return CommandLineTool.failure
		}
		catch {
			standardError("screenletgen: \(error)\n")
			return CommandLineTool.failure
		}
		return printOrWrite(source, to: options.output, command: "service", what: "the Swift file", force: options.force)
	}
}
