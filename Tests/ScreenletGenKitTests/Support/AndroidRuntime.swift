import Foundation
import XCTest

/// The Android runtime model (`AndroidRuntime/README.md`): the stubs' classes with the runtime's
/// bodies, a generated module compiled against them with its `R`, and a scenario program run on a
/// JVM. Each runtime file is merged into the stub of the same path: its imports are added, and each
/// of its class's members replaces the stub's member of the same signature (an abstract one
/// included) or is added to the class. The class's own declaration stays the stub's.
enum AndroidRuntime {

	static let directory = TestSupport.testsDirectory.appendingPathComponent("AndroidRuntime")

	struct Failure: Error, CustomStringConvertible {
		var description: String
	}

	// MARK: Merging

	/// The stub with the runtime file's members: each replaces the stub's line with its signature,
	/// or is added before the class's closing brace.
	static func merge(stub: String, runtime: String, file: String) throws -> String {
		var lines = stub.components(separatedBy: "\n")
		let (imports, members) = try parse(runtime, file: file)
		// The stub's imports first: a runtime import the stub has is not repeated.
		if let packageLine = lines.firstIndex(where: { $0.hasPrefix("package ") }) {
			let missing = imports.filter { !lines.contains($0) }
			lines.insert(contentsOf: missing, at: packageLine + 1)
		}
		var added: [String] = []
		for member in members {
			// `// in ViewHolder`: a member of the stub's nested class of that name, replacing the
			// nested class's member of its signature (`static` for a static block), or added.
			if let nested = member.components(separatedBy: "\n").first?.trimmingCharacters(in: .whitespaces), nested.hasPrefix("// in "),
					let header = lines.firstIndex(where: { $0.contains("class \(nested.dropFirst("// in ".count)) ") && $0.hasSuffix("{") }) {
				let indentation = String(lines[header].prefix { $0 == "\t" }) + "\t"
				let body = member.components(separatedBy: "\n").dropFirst()
				let text = body.map { $0.isEmpty ? $0 : indentation + $0.drop { $0 == "\t" } }.joined(separator: "\n")
				let end = lines[header...].firstIndex { $0 == String(indentation.dropLast()) + "}" } ?? lines.count
				let key = signature(body.joined(separator: "\n"))
				if let index = lines[header + 1..<end].firstIndex(where: { signatureOfStubLine($0) == key }) {
					lines[index] = text
				}
				else {
					lines.insert(text, at: header + 1)
				}
				continue
			}
			let key = signature(member)
			if let index = lines.firstIndex(where: { signatureOfStubLine($0) == key }) {
				let indentation = String(lines[index].prefix { $0 == "\t" })
				let body = member.components(separatedBy: "\n").drop { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@") }
				lines[index] = body.map { $0.isEmpty ? $0 : indentation + $0.drop { $0 == "\t" } }.joined(separator: "\n")
			}
			else {
				added.append(member.components(separatedBy: "\n").map { $0.isEmpty ? $0 : "\t" + $0.drop { $0 == "\t" } }.joined(separator: "\n"))
			}
		}
		guard let closing = lines.lastIndex(where: { $0.hasPrefix("}") }) else {
			throw Failure(description: "\(file): the stub has no class to merge into")
		}
		lines.insert(contentsOf: added.flatMap { ["", $0] }, at: closing)
		return lines.joined(separator: "\n")
	}

	/// A member's signature: its text before the body (or `;`), annotations, `abstract` and
	/// spacing left out; a static block is `static`.
	static func signature(_ member: String) -> String {
		let lines = member.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
			.filter { !$0.hasPrefix("@") && !$0.hasPrefix("//") && !$0.hasPrefix("/*") && !$0.hasPrefix("*") }
		let text = lines.joined(separator: " ")
		let head = text.prefix { $0 != "{" && $0 != ";" && $0 != "=" }
		return head.split(separator: " ").filter { $0 != "abstract" }.joined(separator: " ")
	}

	private static func signatureOfStubLine(_ line: String) -> String? {
		let trimmed = line.trimmingCharacters(in: .whitespaces)
		guard !trimmed.isEmpty, !trimmed.hasPrefix("//"), !trimmed.hasPrefix("package "), !trimmed.hasPrefix("import ") else {
			return nil
		}
		return signature(trimmed.hasPrefix("@") ? String(trimmed.drop { $0 != " " }) : trimmed)
	}

	/// The runtime file's imports and its class's members (comments before a member are its own).
	private static func parse(_ text: String, file: String) throws -> (imports: [String], members: [String]) {
		let lines = text.components(separatedBy: "\n")
		let imports = lines.filter { $0.hasPrefix("import ") }
		guard let open = text.range(of: #"(?m)^(public |final |abstract )*(class|interface|enum) [^\n]*\{"#, options: .regularExpression) else {
			throw Failure(description: "\(file): no class declaration")
		}
		var members: [String] = []
		var current = ""
		var depth = 0
		var inString: Character?
		var inLineComment = false
		var inBlockComment = false
		var escaped = false
		var previous: Character = " "
		for character in text[open.upperBound...] {
			current.append(character)
			defer { previous = character }
			if inLineComment {
				if character == "\n" {
					inLineComment = false
				}
				continue
			}
			if inBlockComment {
				if previous == "*" && character == "/" {
					inBlockComment = false
				}
				continue
			}
			if let quote = inString {
				if escaped {
					escaped = false
				}
				else if character == "\\" {
					escaped = true
				}
				else if character == quote {
					inString = nil
				}
				continue
			}
			switch character {
			case "\"", "'":
				inString = character
			case "/" where previous == "/":
				inLineComment = true
			case "*" where previous == "/":
				inBlockComment = true
			case "{":
				depth += 1
			case "}":
				if depth == 0 {
					// The class's own closing brace.
					current.removeLast()
					if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
						throw Failure(description: "\(file): text after the last member: \(current)")
					}
					return (imports, members)
				}
				depth -= 1
				if depth == 0 {
					members.append(finished(&current))
				}
			case ";" where depth == 0:
				members.append(finished(&current))
			default:
				break
			}
		}
		throw Failure(description: "\(file): the class is not closed")
	}

	private static func finished(_ text: inout String) -> String {
		let member = text.split(separator: "\n", omittingEmptySubsequences: false)
			.drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }
			.joined(separator: "\n")
		text = ""
		return member
	}

	// MARK: Assembling and running

	/// The stubs' sources with the runtime's bodies, written under `folder`.
	static func assemble(into folder: URL) throws {
		let fileManager = FileManager.default
		try fileManager.copyItem(at: JavaCheck.stubsDirectory, to: folder)
		guard let files = fileManager.enumerator(atPath: directory.path) else {
			throw Failure(description: "cannot read \(directory.path)")
		}
		for case let path as String in files where path.hasSuffix(".java") {
			let runtime = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
			let target = folder.appendingPathComponent(path)
			if fileManager.fileExists(atPath: target.path) {
				let stub = try String(contentsOf: target, encoding: .utf8)
				try Data(try merge(stub: stub, runtime: runtime, file: path).utf8).write(to: target)
			}
			else {
				try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
				try Data(runtime.utf8).write(to: target)
			}
		}
	}

	/// The runtime's classes, compiled once per test run (the stubs with the runtime's bodies).
	/// The generated R is the module's: the runtime finds resources by reflection, never by `R`.
	private static let compiledRuntime: Swift.Result<URL, Failure> = {
		do {
			let javac = try JavaCheck.requireJavac()
			let work = try TestSupport.temporaryDirectory()
			let sources = work.appendingPathComponent("runtime")
			try assemble(into: sources)
			let classes = work.appendingPathComponent("classes")
			let arguments = work.appendingPathComponent("javac.args")
			try Data((["--release", "8", "-nowarn", "-encoding", "UTF-8", "-proc:none", "-d", classes.path]
				+ JavaCheck.javaFiles(in: sources).map(\.path)).joined(separator: "\n").utf8).write(to: arguments)
			let compiled = try TestSupport.run(javac, ["@" + arguments.path])
			guard compiled.status == 0 else {
				return .failure(Failure(description: "javac of the runtime model failed:\n\(compiled.output)"))
			}
			return .success(classes)
		}
		catch {
			return .failure(Failure(description: "cannot compile the runtime model: \(error)"))
		}
	}()

	/// Compiles the module (its `java/`, its `R`) and the scenario program against the runtime, runs
	/// the program's class `main` and returns what it printed.
	static func run(module: URL, package: String, scenario: String, mainClass: String) throws -> String {
		let javac = try JavaCheck.requireJavac()
		let java = JavaCheck.java(besides: javac)
		let runtime = try compiledRuntime.get()
		let work = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: work) }
		let gen = work.appendingPathComponent("gen/\(package.replacingOccurrences(of: ".", with: "/"))")
		try FileManager.default.createDirectory(at: gen, withIntermediateDirectories: true)
		let resources = AndroidResources.read([module.appendingPathComponent("res")]).merging(.screensLibrary)
		try Data(resources.javaSource(package: package).utf8).write(to: gen.appendingPathComponent("R.java"))
		try Data(scenario.utf8).write(to: gen.appendingPathComponent("\(mainClass).java"))
		let files = JavaCheck.javaFiles(in: module.appendingPathComponent("java")) + JavaCheck.javaFiles(in: work.appendingPathComponent("gen"))
		let classes = work.appendingPathComponent("classes")
		let arguments = work.appendingPathComponent("javac.args")
		try Data((["--release", "8", "-nowarn", "-encoding", "UTF-8", "-proc:none", "-d", classes.path, "-classpath", runtime.path]
			+ files.map(\.path)).joined(separator: "\n").utf8).write(to: arguments)
		let compiled = try TestSupport.run(javac, ["@" + arguments.path])
		guard compiled.status == 0 else {
			throw Failure(description: "javac of the module and its scenarios failed:\n\(compiled.output)")
		}
		// The device: in UTC, in American English (a decimal point), whatever the machine's.
		let ran = try TestSupport.run(java, ["-Duser.timezone=UTC", "-Duser.language=en", "-Duser.country=US", "-Dscreenletgen.package=\(package)",
			"-Dscreenletgen.res=\(module.appendingPathComponent("res").path)", "-cp", classes.path + ":" + runtime.path, "\(package).\(mainClass)"])
		guard ran.status == 0 else {
			throw Failure(description: "the scenarios failed:\n\(ran.output)")
		}
		return ran.output
	}
}
