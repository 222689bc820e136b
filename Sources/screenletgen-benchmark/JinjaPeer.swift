import Foundation
import ScreenletGenKit

/// The benchmark's peer: the same files rendered by Jinja2 from Python (jinja2_peer.py beside
/// this file), a template tool a user could pick instead of screenletgen.
///
/// Before anything is timed, the benchmark lays the specs out with ScreenletGenKit and exports
/// each file's path, template and template data as JSON: that stands for the model a Python
/// generator would build for itself, and is deliberately not charged to the peer. The peer's
/// script then translates screenletgen's templates into Jinja2 once (not timed either: a Jinja2
/// user would have written them). The timed peer process starts Python, imports Jinja2,
/// compiles each template once, reads the exported data and renders and writes every file.
struct JinjaPeer {

	/// The peer's folder under the benchmark's work folder.
	let folder: URL
	let python: String
	let script: String
	/// "Jinja2 3.1.6 on Python 3.11.7".
	let versions: String

	var templates: URL { return folder.appendingPathComponent("templates") }
	var data: URL { return folder.appendingPathComponent("data") }
	var jinja: URL { return folder.appendingPathComponent("jinja") }

	/// Nil, with the reason, when there is no python3 with Jinja2 or no script.
	static func find(in folder: URL) -> (peer: JinjaPeer?, reason: String) {
		let candidates = [
			URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("jinja2_peer.py").path,
			FileManager.default.currentDirectoryPath + "/Sources/screenletgen-benchmark/jinja2_peer.py",
		]
		guard let script = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
			return (nil, "jinja2_peer.py not found (run the benchmark from the package root)")
		}
		let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
		guard let python = path.split(separator: ":").map({ "\($0)/python3" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
			return (nil, "no python3 on PATH")
		}
		let probe = run(python, ["-c", "import sys, jinja2; print('Jinja2 %s on Python %s' % (jinja2.__version__, sys.version.split()[0]))"])
		guard probe.status == 0 else {
			return (nil, "\(python) cannot import jinja2 (pip install jinja2 to compare)")
		}
		let versions = probe.output.trimmingCharacters(in: .whitespacesAndNewlines)
		return (JinjaPeer(folder: folder, python: python, script: script, versions: versions), versions)
	}

	static let exportOption = "--export-peer-data"

	/// Exports the templates and each spec's files and data, then has the script translate the
	/// templates into Jinja2. Returns the number of files the peer will write.
	///
	/// The export runs in a child process (`benchmark`, this program, with `exportOption`): the
	/// benchmark spawns its measured programs with posix_spawn, whose children share its memory
	/// until they exec, so Linux counts its own peak memory into theirs. It must stay small.
	func prepare(specPaths: [String], benchmark: String) -> Int {
		let export = JinjaPeer.run(benchmark, [JinjaPeer.exportOption, folder.path] + specPaths)
		guard export.status == 0, let count = Int(export.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
			fatalError("cannot export the Jinja2 peer's data:\n\(export.output)")
		}
		let translation = JinjaPeer.run(python, [script, "translate", templates.path, data.path, jinja.path])
		guard translation.status == 0 else {
			fatalError("the Jinja2 peer cannot translate the templates:\n\(translation.output)")
		}
		return count
	}

	/// `exportOption FOLDER SPEC...`: lays the specs out and writes, under FOLDER, the
	/// templates and one JSON document per spec; prints the number of files.
	static func export(_ arguments: [String]) throws {
		let folder = URL(fileURLWithPath: arguments[0])
		let templates = folder.appendingPathComponent("templates")
		let data = folder.appendingPathComponent("data")
		try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
		for (name, source) in TemplateLibrary.builtInSources {
			let url = templates.appendingPathComponent(name + TemplateLibrary.fileExtension)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(source.utf8).write(to: url)
		}
		let read = Generator.read(Array(arguments.dropFirst()))
		let result = Generator().generate(read.inputs)
		guard !read.diagnostics.hasErrors, result.succeeded else {
			fatalError("the benchmark's specs do not generate: \(read.diagnostics) \(result.diagnostics)")
		}
		// One document per spec: its files are together, in the order given.
		var specs: [[GeneratedFile]] = []
		for file in result.files {
			if specs.last?.first?.specFile == file.specFile {
				specs[specs.count - 1].append(file)
			}
			else {
				specs.append([file])
			}
		}
		for (index, files) in specs.enumerated() {
			try Data(document(files).utf8).write(to: data.appendingPathComponent(String(format: "spec-%05d.json", index)))
		}
		print(result.files.count)
	}

	/// The arguments of a timed peer run writing into `output`.
	func arguments(output: String) -> [String] {
		return [script, "render", jinja.path, data.path, output]
	}

	// MARK: Template data as JSON

	/// One spec's files: {"values": [...], "files": [{"path", "template", "context": {name: index}}]},
	/// the top-level values its files share (entity, screenlet...) written once.
	static func document(_ generated: [GeneratedFile]) -> String {
		var values: [String] = []
		var indexes: [String: Int] = [:]
		var files: [String] = []
		for file in generated {
			guard let name = file.template, case .object(let members) = file.context else {
				fatalError("\(file.path): not rendered from a template with an object as its data")
			}
			let path = file.path
			var fields: [String] = []
			for key in members.keys.sorted() {
				var text = ""
				appendJSON(members[key]!, to: &text)
				let index: Int
				if let known = indexes[text] {
					index = known
				}
				else {
					index = values.count
					values.append(text)
					indexes[text] = index
				}
				fields.append(json(key) + ":" + String(index))
			}
			files.append("{\"path\":\(json(path)),\"template\":\(json(name)),\"context\":{\(fields.joined(separator: ","))}}")
		}
		return "{\"values\":[\n\(values.joined(separator: ",\n"))\n],\"files\":[\n\(files.joined(separator: ",\n"))\n]}\n"
	}

	static func appendJSON(_ value: TemplateValue, to text: inout String) {
		switch value {
		case .string(let string):
			text += json(string)
		case .bool(let flag):
			text += flag ? "true" : "false"
		case .missing:
			text += "null"
		case .list(let items):
			text += "["
			for (index, item) in items.enumerated() {
				if index > 0 { text += "," }
				appendJSON(item, to: &text)
			}
			text += "]"
		case .object(let members):
			text += "{"
			for (index, key) in members.keys.sorted().enumerated() {
				if index > 0 { text += "," }
				text += json(key) + ":"
				appendJSON(members[key]!, to: &text)
			}
			text += "}"
		}
	}

	/// The generator's own JSON string escaping: one escaping rule in the project.
	static func json(_ string: String) -> String {
		return JSONText.string(string)
	}

	// MARK: Checking the output

	/// Nil when the two trees hold the same files with the same bytes (screenletgen's manifest
	/// aside), else what differs first.
	/// Bookkeeping (the manifest, the base archives under `.screenletgen-base/`) aside.
	static func difference(_ generated: String, _ peer: String, ignoring manifest: String) -> String? {
		let ours = regularFiles(generated).subtracting([manifest]).filter { !$0.hasPrefix(".screenletgen-base/") }
		let theirs = regularFiles(peer)
		if let missing = ours.subtracting(theirs).sorted().first {
			return "the peer did not write \(missing) (\(ours.subtracting(theirs).count) files missing)"
		}
		if let extra = theirs.subtracting(ours).sorted().first {
			return "the peer wrote \(extra), which screenletgen did not"
		}
		for path in ours.sorted() {
			let a = FileManager.default.contents(atPath: generated + "/" + path) ?? Data()
			let b = FileManager.default.contents(atPath: peer + "/" + path) ?? Data()
			if a != b {
				let lines = (String(decoding: a, as: UTF8.self).components(separatedBy: "\n"), String(decoding: b, as: UTF8.self).components(separatedBy: "\n"))
				let line = zip(lines.0, lines.1).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? min(lines.0.count, lines.1.count)
				let show = { (all: [String]) in line < all.count ? all[line].debugDescription : "(end of file)" }
				return "\(path) differs at line \(line + 1): screenletgen \(show(lines.0)), Jinja2 \(show(lines.1))"
			}
		}
		return nil
	}

	static func regularFiles(_ root: String) -> Set<String> {
		var files: Set<String> = []
		let enumerator = FileManager.default.enumerator(atPath: root)
		while let path = enumerator?.nextObject() as? String {
			if enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
				files.insert(path)
			}
		}
		return files
	}

	// MARK: Untimed helpers

	/// Runs a program to its end; its standard output and error together.
	static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
		let process = Process()
		process.executableURL = URL(fileURLWithPath: executable)
		process.arguments = arguments
		let pipe = Pipe()
		process.standardOutput = pipe
		process.standardError = pipe
		do {
			try process.run()
		}
		catch {
			return (127, "\(error)")
		}
		let output = pipe.fileHandleForReading.readDataToEndOfFile()
		process.waitUntilExit()
		return (process.terminationStatus, String(decoding: output, as: UTF8.self))
	}
}
