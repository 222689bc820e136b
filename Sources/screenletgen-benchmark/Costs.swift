import Foundation
import ScreenletGenKit

/// CPU time of decoding, modelling and rendering, measured in this process (all threads):
/// the generator's own work, without process start or file writes.
enum CPUCost {

	/// CPU seconds per spec of each stage, and in all.
	struct Stages {
		var prepare: Double
		var data: Double
		var render: Double
		var total: Double { return prepare + data + render }
	}

	/// The median of five runs in this process (by total), the first one included: the
	/// machine's noise is a few percent from one run to the next.
	static func stages(_ paths: [String]) -> Stages {
		let (inputs, _) = Generator.read(paths)
		let runs = (0..<5).map { _ in stages(inputs) }.sorted { $0.total < $1.total }
		return runs[runs.count / 2]
	}

	private static func stages(_ inputs: [Generator.SpecInput]) -> Stages {
		let start = cpuSeconds()
		let plan = Generator().prepare(inputs)
		let prepared = cpuSeconds()
		var dataSeconds = 0.0
		var bytes = 0
		for group in plan.groups {
			let before = cpuSeconds()
			// The template data is made with the rendering.
			let rendering = group.rendering()
			dataSeconds += cpuSeconds() - before
			for index in 0..<rendering.count {
				bytes += (try? rendering.file(index))?.contents.utf8.count ?? 0
			}
		}
		let end = cpuSeconds()
		precondition(bytes > 0 && plan.succeeded, "the benchmark specs must generate")
		let count = Double(inputs.count)
		return Stages(prepare: (prepared - start) / count, data: dataSeconds / count, render: (end - prepared - dataSeconds) / count)
	}

	/// What preparing costs per spec, stage by stage, each run over every spec in turn on
	/// one thread: JSON parsing, decoding the spec (parsing again included), reading the OpenAPI
	/// document a headless spec names (read from disk beforehand), resolving and modelling it.
	/// `document` is nil when no spec names one.
	static func preparation(_ paths: [String]) -> (parse: Double, decode: Double, document: Double?, model: Double) {
		let (inputs, _) = Generator.read(paths)
		var diagnostics = Diagnostics()
		let start = cpuSeconds()
		for input in inputs {
			precondition(JSONParser.parse(input.bytes, file: input.file, diagnostics: &diagnostics) != nil)
		}
		let parsed = cpuSeconds()
		let specs = inputs.map { SpecDecoder.decode($0.bytes, file: $0.file, diagnostics: &diagnostics)! }
		let decoded = cpuSeconds()
		let documents = inputs.map { input in input.openAPI.map { OpenAPIReader.parse($0.bytes!, file: $0.file, diagnostics: &diagnostics)! } }
		let read = cpuSeconds()
		for (spec, document) in zip(specs, documents) {
			let resolved = SpecResolution.resolve(spec, defaults: SpecDefaults(), discovery: nil, document: document, diagnostics: &diagnostics)
			precondition(ModelBuilder.build(resolved, diagnostics: &diagnostics) != nil)
		}
		let modelled = cpuSeconds()
		let count = Double(paths.count)
		let document = inputs.contains { $0.openAPI != nil } ? (read - decoded) / count : nil
		return ((parsed - start) / count, (decoded - parsed) / count, document, (modelled - read) / count)
	}

	private static func cpuSeconds() -> Double {
		var usage = rusage()
		#if os(Linux)
		getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
		#else
		getrusage(RUSAGE_SELF, &usage)
		#endif
		let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
		let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
		return user + system
	}
}

/// System calls of one run, counted by `strace -f -c` when it is installed.
enum SystemCalls {

	/// The calls that touch files and folders (the rest: memory, threads, process start).
	static let fileCalls: Set<String> = ["openat", "open", "read", "write", "close", "rename", "renameat", "renameat2", "mkdir", "mkdirat",
		"newfstatat", "fstat", "stat", "lstat", "statx", "link", "linkat", "unlink", "unlinkat", "getdents64", "readlink", "flock", "rmdir"]

	static func count(_ executable: String, _ arguments: [String], files: Int) -> (all: Double, files: Double)? {
		guard let strace = ["/usr/bin/strace", "/bin/strace"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
			return nil
		}
		let report = FileManager.default.temporaryDirectory.appendingPathComponent("screenletgen-strace-\(getpid()).txt")
		defer { try? FileManager.default.removeItem(at: report) }
		let process = Process()
		process.executableURL = URL(fileURLWithPath: strace)
		process.arguments = ["-f", "-c", "-o", report.path, executable] + arguments
		process.standardOutput = FileHandle.nullDevice
		guard (try? process.run()) != nil else {
			return nil
		}
		process.waitUntilExit()
		guard let text = try? String(contentsOf: report, encoding: .utf8) else {
			return nil
		}
		var all = 0
		var onFiles = 0
		// Rows: "% time  seconds  usecs/call  calls  [errors]  syscall"; the total row is skipped.
		for line in text.split(separator: "\n") {
			let columns = line.split(separator: " ")
			guard columns.count >= 5, let calls = Int(columns[3]), let name = columns.last, name != "total" else {
				continue
			}
			all += calls
			if fileCalls.contains(String(name)) {
				onFiles += calls
			}
		}
		return (Double(all) / Double(files), Double(onFiles) / Double(files))
	}
}
