import Foundation
import XCTest

/// javac on an Android module's `src/main` (`java/`, `res/`, `AndroidManifest.xml`) against the
/// project's signature stubs of Liferay Screens for Android 5.1.0, the Mobile SDK 7.3.0, Android
/// API 29 and AndroidX (`AndroidStubs/`): what `../shared/tools/android/check.sh` does against the
/// real sources, which CI cannot have. The module's Java gets full attribution with `--release 8
/// -Xlint:all`; `R` is generated from its `res/` and the names Screens contributes
/// (`AndroidResources`); every layout tag must be a View class the stubs or the module declare;
/// Screens' `implementation` dependencies, Kotlin and `android.support.*` may not be imported.
///
/// The stubs are compiled once per test run (which checks them) and put on the class path: javac
/// reads them as class files, generics, checked exceptions and deprecations included, much faster
/// than it would parse them from a source path for each module. Every compilation of a run is made
/// by one JVM (`javax.tools`), so javac starts once.
enum JavaCheck {

	struct Diagnostic: Equatable, CustomStringConvertible {
		enum Kind: String {
			case error, warning
		}

		/// Relative to the module's folder (`java/…/X.java`, `res/layout/y.xml`); a file outside
		/// it is named `AndroidStubs/…` or `<generated>/…`.
		var file: String
		var line: Int
		var kind: Kind
		var message: String

		var description: String {
			return "\(file):\(line): \(kind.rawValue): \(message)"
		}
	}

	struct Result {
		/// Errors anywhere: the module's files, its layouts, the stubs, the generated `R`.
		var errors: [Diagnostic]
		/// Warnings in the module's own files.
		var warnings: [Diagnostic]
		/// javac's whole output, to read when a test fails.
		var output: String
	}

	static let stubsDirectory = TestSupport.testsDirectory.appendingPathComponent("AndroidStubs")

	/// Screens 5.1.0 declares these `implementation` (android/library/build.gradle), so an app module
	/// does not see them; pre-AndroidX and Kotlin are out for a 5.x Java module (as `layout_check.py`).
	static let forbiddenImports = ["de.greenrobot.event.", "com.squareup.okhttp.", "com.squareup.picasso.", "rx.",
		"com.snappydb.", "com.esotericsoftware.", "com.tbruyelle.", "com.jakewharton.", "com.lsjwzh.",
		"com.google.android.gms.", "kotlin.", "kotlinx.", "android.support."]

	/// Tags a layout may hold that are no View class.
	static let layoutKeywords: Set<String> = ["merge", "include", "fragment", "requestFocus", "tag", "blink", "data",
		"layout", "variable", "import"]

	/// `javac`, from PATH, JAVA_HOME or /usr/bin; nil when no JDK is installed.
	static var javac: String? {
		let environment = ProcessInfo.processInfo.environment
		let candidates = environment["PATH", default: ""].split(separator: ":").map { "\($0)/javac" }
			+ (environment["JAVA_HOME"].map { ["\($0)/bin/javac"] } ?? []) + ["/usr/bin/javac"]
		return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
	}

	/// Skips the test when no JDK is installed (`.ci/run` installs Debian's).
	static func requireJavac() throws -> String {
		guard let javac = javac else {
			throw XCTSkip("javac is not installed: the Android Java checks need a JDK 11 or later (apt-get install default-jdk-headless; .ci/run installs it)")
		}
		return javac
	}

	/// The JDK's `java`, beside its `javac`.
	static func java(besides javac: String) -> String {
		return URL(fileURLWithPath: javac).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("java").path
	}

	/// Checks one module; the stubs' own errors, if any, are among its errors.
	static func check(_ module: URL) throws -> Result {
		let (stubs, results) = try check([module])
		var result = results[0]
		result.errors = stubs.errors + result.errors
		return result
	}

	/// Checks each module, and compiles the stubs on their own first (`stubs`: their errors and
	/// warnings, which must be none). One JVM for all.
	static func check(_ modules: [URL]) throws -> (stubs: Result, results: [Result]) {
		let javac = try requireJavac()
		let work = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: work) }
		let stubClasses = work.appendingPathComponent("stubs-classes")
		let stubFiles = javaFiles(in: stubsDirectory)
		var jobs = [Job(arguments: ["--release", "8", "-encoding", "UTF-8", "-proc:none", "-implicit:none", "-Xlint:all",
			"-Xmaxerrs", "1000", "-Xmaxwarns", "1000", "-d", stubClasses.path, "-sourcepath", stubsDirectory.path] + stubFiles.map { $0.path },
			module: nil, probe: [:], gen: nil, staticErrors: [])]
		for (index, module) in modules.enumerated() {
			jobs.append(try prepare(module, in: work.appendingPathComponent("module\(index)"), classPath: stubClasses))
		}
		let outputs = try run(jobs, javac: javac, in: work)
		let results = zip(jobs, outputs).map { job, output in parse(output, of: job) }
		return (results[0], Array(results.dropFirst()))
	}

	/// One javac compilation: its arguments, and how to read its output.
	private struct Job {
		var arguments: [String]
		var module: URL?
		/// The layout probe's line → the layout file (relative), its line and its tag.
		var probe: [Int: (file: String, line: Int, tag: String)]
		var gen: URL?
		var staticErrors: [Diagnostic]
	}

	static func javaFiles(in folder: URL) -> [URL] {
		let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
		var files: [URL] = []
		while let url = enumerator?.nextObject() as? URL {
			if url.pathExtension == "java" {
				files.append(url.standardizedFileURL)
			}
		}
		return files.sorted { $0.path < $1.path }
	}

	/// The module's `res` folders (a folder named `res` holding resource folders), layouts, manifests.
	private static func scan(_ module: URL) -> (res: [URL], manifests: [URL]) {
		var res: [URL] = []
		var manifests: [URL] = []
		let enumerator = FileManager.default.enumerator(at: module, includingPropertiesForKeys: nil)
		while let url = enumerator?.nextObject() as? URL {
			if url.lastPathComponent == "AndroidManifest.xml" {
				manifests.append(url)
			} else if url.lastPathComponent == "res" {
				let subfolders = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
				if subfolders.contains(where: { name in ["values", "layout", "drawable", "menu", "xml", "raw", "mipmap"].contains { name.hasPrefix($0) } }) {
					res.append(url)
				}
			}
		}
		return (res.sorted { $0.path < $1.path }, manifests)
	}

	private static func relative(_ url: URL, to folder: URL) -> String {
		let path = url.standardizedFileURL.path
		let base = folder.standardizedFileURL.path + "/"
		return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
	}

	private static func matches(_ pattern: String, in text: String, options: NSRegularExpression.Options = []) -> [[String]] {
		let expression = try! NSRegularExpression(pattern: pattern, options: options)
		return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
			(0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
		}
	}

	/// Writes the module's `R` classes and layout probe, and the javac arguments that check it.
	private static func prepare(_ module: URL, in work: URL, classPath: URL) throws -> Job {
		let gen = work.appendingPathComponent("gen")
		let out = work.appendingPathComponent("classes")
		try FileManager.default.createDirectory(at: gen, withIntermediateDirectories: true)
		try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
		let (resFolders, manifests) = scan(module)
		let sources = javaFiles(in: module)
		var staticErrors: [Diagnostic] = []

		// The R packages: the manifest's, an imported R's, a qualified R's, or a file's own.
		var packages = Set<String>()
		for manifest in manifests {
			let text = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
			packages.formUnion(matches(#"\bpackage\s*=\s*"([\w.]+)""#, in: text).map { $0[1] })
		}
		for source in sources {
			let text = try String(contentsOf: source, encoding: .utf8)
			for (index, line) in text.components(separatedBy: "\n").enumerated() where line.contains("import") {
				if let imported = matches(#"^\s*import\s+(?:static\s+)?([\w.]+)"#, in: line).first?[1],
						forbiddenImports.contains(where: { imported.hasPrefix($0) }) {
					staticErrors.append(Diagnostic(file: relative(source, to: module), line: index + 1, kind: .error,
						message: "import \(imported): not on an app module compile classpath with Screens 5.1.0 (implementation-scoped dependency of the library, or pre-AndroidX/Kotlin)"))
				}
			}
			let imported = matches(#"^\s*import\s+([\w.]+)\.R\s*;"#, in: text, options: .anchorsMatchLines).map { $0[1] }
			packages.formUnion(imported)
			packages.formUnion(matches(#"\b((?:[a-z_]\w*\.)+[a-z_]\w*)\.R\.[a-z]+\."#, in: text).map { $0[1] }.filter { $0 != "android" })
			if imported.isEmpty, let own = matches(#"^\s*package\s+([\w.]+)\s*;"#, in: text, options: .anchorsMatchLines).first?[1],
					!matches(#"(?<![\w.])R\.[a-z]+\."#, in: text).isEmpty {
				packages.insert(own)
			}
		}
		let resources = AndroidResources.read(resFolders).merging(.screensLibrary)
		var generated: [URL] = []
		for package in packages.sorted() {
			let folder = gen.appendingPathComponent(package.replacingOccurrences(of: ".", with: "/"))
			try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
			let file = folder.appendingPathComponent("R.java")
			try Data(resources.javaSource(package: package).utf8).write(to: file)
			generated.append(file)
		}

		// The layout probe: `android.view.View v = (Tag) null;` per tag, so javac says whether each
		// names a View class; a short name must be one of the stubs' android.widget/view/webkit/app.
		var probeLines = ["package __screenletgen;", "final class LayoutClasses {"]
		var probe: [Int: (file: String, line: Int, tag: String)] = [:]
		for res in resFolders {
			for sub in ((try? FileManager.default.contentsOfDirectory(atPath: res.path)) ?? []).sorted() where sub.hasPrefix("layout") {
				let folder = res.appendingPathComponent(sub)
				for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where name.hasSuffix(".xml") {
					let file = folder.appendingPathComponent(name)
					let text = try String(contentsOf: file, encoding: .utf8)
					let expression = try! NSRegularExpression(pattern: #"<([A-Za-z_][\w.$]*)(?=[\s/>])"#)
					for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
						var tag = String(text[Range(match.range(at: 1), in: text)!])
						let start = text.utf16.index(text.utf16.startIndex, offsetBy: match.range.location)
						let line = text[..<start].filter { $0 == "\n" }.count + 1
						if layoutKeywords.contains(tag) {
							continue
						}
						if tag == "view" {
							let rest = (text as NSString).substring(from: match.range.upperBound)
							guard let named = matches(#"^[^>]*?\bclass\s*=\s*"([\w.$]+)""#, in: rest).first?[1] else {
								continue
							}
							tag = named
						}
						let cls: String
						if tag.contains(".") {
							cls = tag.replacingOccurrences(of: "$", with: ".")
						} else if let package = ["android.widget", "android.view", "android.webkit", "android.app"].first(where: {
								FileManager.default.fileExists(atPath: stubsDirectory.appendingPathComponent("\($0.replacingOccurrences(of: ".", with: "/"))/\(tag).java").path) }) {
							cls = "\(package).\(tag)"
						} else {
							staticErrors.append(Diagnostic(file: relative(file, to: module), line: line, kind: .error,
								message: "<\(tag)> is not an android.widget/view/webkit/app class"))
							continue
						}
						probeLines.append("\tandroid.view.View v\(probe.count) = (\(cls)) null;")
						probe[probeLines.count] = (relative(file, to: module), line, tag)
					}
				}
			}
		}
		probeLines.append("}")
		if !probe.isEmpty {
			let folder = gen.appendingPathComponent("__screenletgen")
			try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
			let file = folder.appendingPathComponent("LayoutClasses.java")
			try Data((probeLines.joined(separator: "\n") + "\n").utf8).write(to: file)
			generated.append(file)
		}
		let arguments = ["--release", "8", "-encoding", "UTF-8", "-proc:none", "-implicit:none", "-Xlint:all",
			"-Xmaxerrs", "1000", "-Xmaxwarns", "1000", "-d", out.path, "-classpath", classPath.path,
			"-sourcepath", gen.path] + (sources + generated).map { $0.path }
		return Job(arguments: arguments, module: module, probe: probe, gen: gen, staticErrors: staticErrors)
	}

	/// The driver: each argument file is one javac compilation, made in this JVM in turn.
	private static let driver = """
		import java.io.ByteArrayOutputStream;
		import java.nio.charset.StandardCharsets;
		import java.nio.file.Files;
		import java.nio.file.Paths;
		import java.util.List;
		import javax.tools.ToolProvider;

		public class JavacBatch {
			public static void main(String[] argumentFiles) throws Exception {
				for (String file : argumentFiles) {
					List<String> arguments = Files.readAllLines(Paths.get(file), StandardCharsets.UTF_8);
					ByteArrayOutputStream output = new ByteArrayOutputStream();
					int status = ToolProvider.getSystemJavaCompiler().run(null, output, output, arguments.toArray(new String[0]));
					System.out.println("@@javac-begin " + file);
					System.out.print(output.toString("UTF-8"));
					System.out.println("@@javac-end " + status);
				}
			}
		}
		"""

	/// Runs the jobs in one JVM (the JDK's `java` beside `javac`), or one javac each if it has none.
	private static func run(_ jobs: [Job], javac: String, in work: URL) throws -> [(status: Int32, output: String)] {
		let java = JavaCheck.java(besides: javac)
		guard FileManager.default.isExecutableFile(atPath: java) else {
			return try jobs.map { try TestSupport.run(javac, $0.arguments) }
		}
		let driverFile = work.appendingPathComponent("JavacBatch.java")
		try Data(driver.utf8).write(to: driverFile)
		var files: [String] = []
		for (index, job) in jobs.enumerated() {
			let file = work.appendingPathComponent("job\(index).args")
			try Data(job.arguments.joined(separator: "\n").utf8).write(to: file)
			files.append(file.path)
		}
		// Short compilations: the C1 compiler alone and the serial collector halve the time.
		let (status, output) = try TestSupport.run(java, ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", driverFile.path] + files)
		var outputs: [(status: Int32, output: String)] = []
		var current: String?
		for line in output.components(separatedBy: "\n") {
			if line.hasPrefix("@@javac-begin ") {
				current = ""
			} else if line.hasPrefix("@@javac-end "), let text = current {
				outputs.append((Int32(line.dropFirst("@@javac-end ".count)) ?? -1, text))
				current = nil
			} else if current != nil {
				current! += line + "\n"
			}
		}
		guard outputs.count == jobs.count else {
			throw NSError(domain: "JavaCheck", code: Int(status), userInfo: [NSLocalizedDescriptionKey: "the javac driver ended early (status \(status)):\n\(output)"])
		}
		return outputs
	}

	/// javac's `FILE:LINE: error|warning: MESSAGE` lines, located in the module (a layout probe's at
	/// its layout's line); errors elsewhere kept under their own name.
	private static func parse(_ run: (status: Int32, output: String), of job: Job) -> Result {
		var errors = job.staticErrors
		var warnings: [Diagnostic] = []
		let expression = try! NSRegularExpression(pattern: #"^(.+?\.java):(\d+): (error|warning): (.*)$"#)
		let lines = run.output.components(separatedBy: "\n")
		for (index, line) in lines.enumerated() {
			guard let match = expression.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else {
				continue
			}
			let group = { (index: Int) in String(line[Range(match.range(at: index), in: line)!]) }
			let path = URL(fileURLWithPath: group(1)).standardizedFileURL.path
			// The message's first line, then its details (after the source line and its caret), each
			// after a "; " (`cannot find symbol; symbol: variable Toast; location: class AddBookmarkView`).
			var message = group(4)
			if let caret = lines[(index + 1)...].prefix(3).firstIndex(where: { $0.contains("^") && $0.allSatisfy { " \t^".contains($0) } }) {
				for detail in lines[(caret + 1)...] {
					guard detail.hasPrefix("  "), expression.firstMatch(in: detail, range: NSRange(detail.startIndex..., in: detail)) == nil else {
						break
					}
					message += "; " + detail.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
				}
			}
			var diagnostic = Diagnostic(file: path, line: Int(group(2)) ?? 0, kind: group(3) == "error" ? .error : .warning, message: message)
			var inModule = false
			if let module = job.module, path.hasPrefix(module.standardizedFileURL.path + "/") {
				diagnostic.file = relative(URL(fileURLWithPath: path), to: module)
				inModule = true
			} else if let gen = job.gen, path.hasPrefix(gen.standardizedFileURL.path + "/") {
				let name = relative(URL(fileURLWithPath: path), to: gen)
				if name == "__screenletgen/LayoutClasses.java", let place = job.probe[diagnostic.line] {
					diagnostic = Diagnostic(file: place.file, line: place.line, kind: diagnostic.kind, message: "layout <\(place.tag)>: \(diagnostic.message)")
					inModule = true
				} else {
					diagnostic.file = "<generated>/" + name
				}
			} else if path.hasPrefix(stubsDirectory.standardizedFileURL.path + "/") {
				diagnostic.file = "AndroidStubs/" + relative(URL(fileURLWithPath: path), to: stubsDirectory)
				inModule = job.module == nil
			}
			if diagnostic.kind == .error {
				errors.append(diagnostic)
			} else if inModule {
				warnings.append(diagnostic)
			}
		}
		if run.status != 0 && !errors.contains(where: { !job.staticErrors.contains($0) }) {
			errors.append(Diagnostic(file: "<javac>", line: 0, kind: .error, message: "javac ended with status \(run.status):\n\(run.output)"))
		}
		return Result(errors: errors, warnings: warnings, output: run.output)
	}
}
