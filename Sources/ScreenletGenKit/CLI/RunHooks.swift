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

/// Counts the per-file lines a run prints (`created …`, `would be updated …`, …) and ends
/// the run with one line, `12 files: 3 created, 9 unchanged`; with `-q` that line is all
/// that is printed on success. Diffs (`--check`) and errors pass through unchanged.
final class RunSummary: @unchecked Sendable {

	private let prefix: String
	private let quiet: Bool
	private var counts: [(status: String, count: Int)] = []
	private var pending = ""

	init(output: String, quiet: Bool) {
		self.prefix = output.hasSuffix("/") ? output : output + "/"
		self.quiet = quiet
	}

	/// Runs `body` with a tool whose standard output is counted (and, quiet, filtered).
	static func counting(_ tool: CommandLineTool, _ options: Options, _ body: (CommandLineTool) -> Int32) -> Int32 {
		let summary = RunSummary(output: options.output ?? "", quiet: options.quiet)
		var counted = tool
		let print = tool.standardOutput
		counted.standardOutput = { text in print(summary.take(text)) }
		let status = body(counted)
		print(summary.take(""))
		// --check prints only what is not up to date: a count of files would mislead.
		if !options.check, let line = summary.line {
			print(line + "\n")
		}
		return status
	}

	/// The status of a per-file line (`created`, `conflict`), nil for any other line.
	func status(of line: Substring) -> String? {
		guard let first = line.utf8.first, !Array("-+@ \\".utf8).contains(first), let end = firstOffset(of: marker, in: line.utf8) else {
			return nil
		}
		let status = line.utf8.prefix(end)
		// `conflict (edited since …)`: the reason is not part of the status.
		let cut = firstOffset(of: Array(" (".utf8), in: status) ?? status.count
		return String(decoding: status.prefix(cut), as: UTF8.self)
	}

	/// ` <output folder>/`, which follows the status on a per-file line.
	private lazy var marker = Array((" " + prefix).utf8)

	/// Where `needle` first starts in `bytes` (a plain scan on bytes: every printed line
	/// passes here, and Foundation's substring search cost a tenth of an idle rerun).
	private func firstOffset<Bytes: Collection>(of needle: [UInt8], in bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
		let haystack = Array(bytes)
		guard !needle.isEmpty, haystack.count >= needle.count else {
			return nil
		}
		for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
			if haystack[start..<(start + needle.count)].elementsEqual(needle) {
				return start
			}
		}
		return nil
	}

	/// What to print of `text`: whole lines only; status lines are counted.
	func take(_ text: String) -> String {
		let all = pending + text
		guard !all.isEmpty else {
			return ""
		}
		// On UTF-8 bytes: a large run prints a megabyte of lines, and Characters are slow.
		let bytes = all.utf8
		let end = text.isEmpty ? bytes.endIndex : (bytes.lastIndex(of: UInt8(ascii: "\n")).map { bytes.index(after: $0) } ?? bytes.startIndex)
		pending = String(all[end...])
		var shown = ""
		for line in bytes[..<end].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast(end > bytes.startIndex && bytes[bytes.index(before: end)] == UInt8(ascii: "\n") ? 1 : 0) {
			let line = Substring(line)
			if let status = status(of: line) {
				if let index = counts.firstIndex(where: { $0.status == status }) {
					counts[index].count += 1
				}
				else {
					counts.append((status, 1))
				}
				if quiet {
					continue
				}
			}
			shown += line + "\n"
		}
		return shown
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
