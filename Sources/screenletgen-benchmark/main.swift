import Foundation
import ScreenletGenKit

// Bulk generation benchmark. Run from the package root:
//     swift build -c release && .build/release/screenletgen-benchmark
// It times the release `screenletgen` binary beside it on N synthetic entity specs (eight
// attributes, a list and an action screenlet each) for N = 100 and 1000, against the floor
// of copying the same output tree with `cp -r`, and one spec from process start to exit.
// Both write to the same filesystem: /dev/shm (RAM) when there is one, so that the disk's
// own noise does not swamp the generator's cost; `--dir DIR` chooses another place.
// For 1000 specs it also times a peer, the same files rendered by Jinja2 from Python
// (jinja2_peer.py, see JinjaPeer.swift), side by side with screenletgen, when python3 can
// import jinja2; it checks once that the peer's files equal screenletgen's byte for byte.
// Last, a headless spec naming a 1.26 MB OpenAPI document against a JSON-WS spec of the same
// shape (issue 29); `--headless` measures only that.

// `--cpu SPEC…`: only the in-process CPU figure, for profiling one stage quickly.
if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "--cpu" {
	let stages = CPUCost.stages(Array(CommandLine.arguments.dropFirst(2)))
	print(String(format: "decode + model + render, in-process: %.3f ms CPU per spec (decode, model and checks %.3f, template data %.3f, rendering %.3f)",
		stages.total * 1000, stages.prepare * 1000, stages.data * 1000, stages.render * 1000))
	let preparation = CPUCost.preparation(Array(CommandLine.arguments.dropFirst(2)))
	let document = preparation.document.map { String(format: ", OpenAPI document %.3f ms", $0 * 1000) } ?? ""
	print(String(format: "  one thread: JSON parsing %.3f ms, decoding (parsing included) %.3f ms", preparation.parse * 1000, preparation.decode * 1000)
		+ document + String(format: ", model %.3f ms", preparation.model * 1000))
	exit(0)
}
// `--write-specs DIR`: the 1000 specs of the two-platform figures, as those runs pass them (with
// their methods' paths), written to DIR/entity<N>.json: to measure one run by hand (Speed.md).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-specs" {
	let folder = URL(fileURLWithPath: CommandLine.arguments[2])
	try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
	for index in 0..<1000 {
		try Data(androidSpec(index).utf8).write(to: folder.appendingPathComponent("entity\(index).json"))
	}
	exit(0)
}
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == HeadlessPair.optionName {
	try HeadlessPair.write(in: URL(fileURLWithPath: CommandLine.arguments[2]), generator: CommandLine.arguments[3])
	exit(0)
}
if CommandLine.arguments.count > 2, CommandLine.arguments[1] == JinjaPeer.exportOption {
	try JinjaPeer.export(Array(CommandLine.arguments.dropFirst(2)))
	exit(0)
}

let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let generator = binDirectory.appendingPathComponent("screenletgen").path
guard FileManager.default.isExecutableFile(atPath: generator) else {
	FileHandle.standardError.write(Data("screenletgen-benchmark: build the binary first: swift build -c release\n".utf8))
	exit(64)
}
let repetitions = 5

struct Run {
	var seconds: Double
	var userSeconds: Double
	var systemSeconds: Double
	var peakKilobytes: Int
	var status: Int32
}

/// Spawns a program and waits for it with wait4, which reports that child's own peak memory.
func measure(_ executable: String, _ arguments: [String]) -> Run {
	var pid: pid_t = 0
	let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
	defer { argv.forEach { free($0) } }
	var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
	posix_spawn_file_actions_init(&actions)
	posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
	defer { posix_spawn_file_actions_destroy(&actions) }
	let start = DispatchTime.now()
	guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
		fatalError("cannot start \(executable)")
	}
	var status: Int32 = 0
	var usage = rusage()
	_ = wait4(pid, &status, 0, &usage)
	let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
	let cpu = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
	return Run(seconds: seconds, userSeconds: cpu(usage.ru_utime), systemSeconds: cpu(usage.ru_stime), peakKilobytes: usage.ru_maxrss, status: (status >> 8) & 0xFF)
}

func median(_ values: [Double]) -> Double {
	let sorted = values.sorted()
	return sorted[sorted.count / 2]
}

func spec(_ index: Int) -> String {
	let entity = "Entity\(index)"
	return """
	{
	  "entity": "\(entity)",
	  "service": "LREntity\(index)Service_v7",
	  "attributes": [
	    { "name": "entryId", "type": "Int64" },
	    { "name": "name", "type": "String" },
	    { "name": "summary", "type": "String", "optional": true },
	    { "name": "url", "type": "String" },
	    { "name": "createDate", "type": "Date" },
	    { "name": "priority", "type": "Int" },
	    { "name": "score", "type": "Double", "optional": true },
	    { "name": "visible", "type": "Bool" }
	  ],
	  "screenlets": [
	    {
	      "kind": "list",
	      "properties": [
	        { "name": "groupId", "type": "Int64", "fallback": "groupId" },
	        { "name": "folderId", "type": "Int64", "validate": "positive" }
	      ],
	      "page": { "method": "get-entries", "params": ["groupId", "folderId", "start", "end"] },
	      "count": { "method": "get-entries-count", "params": ["groupId", "folderId"] },
	      "cell": "name"
	    },
	    {
	      "kind": "action",
	      "name": "Add\(entity)",
	      "properties": [ { "name": "folderId", "type": "Int64", "validate": "positive" } ],
	      "inputs": [
	        { "name": "title", "type": "String", "validate": "notEmpty" },
	        { "name": "url", "type": "String", "validate": "notEmpty" }
	      ],
	      "actions": [
	        { "name": "add-entity\(index)", "method": "add-entry",
	          "params": ["groupId", "folderId", { "name": "name", "from": "title" }, "url", "serviceContext"] }
	      ]
	    }
	  ]
	}

	"""
}

/// `spec(index)` with its methods' paths, which an Android service class needs.
func androidSpec(_ index: Int) -> String {
	return spec(index).replacingOccurrences(of: "\"method\": \"", with: "\"method\": \"/entity\(index).entity\(index)entry/")
}

var base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : FileManager.default.temporaryDirectory.path
if let index = CommandLine.arguments.firstIndex(of: "--dir"), index + 1 < CommandLine.arguments.count {
	base = CommandLine.arguments[index + 1]
}
let work = URL(fileURLWithPath: base).appendingPathComponent("screenletgen-benchmark-\(getpid())")
try? FileManager.default.removeItem(at: work)
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

print("screenletgen benchmark: \(ProcessInfo.processInfo.activeProcessorCount) cores, output under \(base), \(repetitions) runs each, medians")
if CommandLine.arguments.contains("--headless") {
	headlessFigures(in: work)
	// exit() runs no defer.
	try? FileManager.default.removeItem(at: work)
	exit(0)
}
let peerCount = 1000
let (peer, peerReason) = JinjaPeer.find(in: work.appendingPathComponent("peer"))
var results: [Int: Double] = [:]
for count in [100, 1000] {
	let specs = work.appendingPathComponent("specs-\(count)")
	try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
	var paths: [String] = []
	for index in 0..<count {
		let url = specs.appendingPathComponent("entity\(index).json")
		try Data(spec(index).utf8).write(to: url)
		paths.append(url.path)
	}
	let peerFiles = count == peerCount ? peer?.prepare(specPaths: paths, benchmark: binDirectory.appendingPathComponent("screenletgen-benchmark").path) : nil
	var generationRuns: [Run] = []
	var peerRuns: [Run] = []
	var generation: [Double] = []
	var copies: [Double] = []
	var peak = 0
	var files = 0
	for run in 0..<repetitions {
		let out = work.appendingPathComponent("out-\(count)-\(run)")
		let peerOut = work.appendingPathComponent("peer-\(count)-\(run)")
		// Side by side: the peer runs right before or right after screenletgen, in turn.
		if let peer = peer, peerFiles != nil, run % 2 == 1 {
			peerRuns.append(measure(peer.python, peer.arguments(output: peerOut.path)))
		}
		let result = measure(generator, paths + ["-o", out.path])
		guard result.status == 0 else {
			fatalError("screenletgen failed with status \(result.status)")
		}
		if let peer = peer, peerFiles != nil, run % 2 == 0 {
			peerRuns.append(measure(peer.python, peer.arguments(output: peerOut.path)))
		}
		if let last = peerRuns.last, peerFiles != nil {
			guard last.status == 0 else {
				fatalError("the Jinja2 peer failed with status \(last.status)")
			}
			if run == 0, let difference = JinjaPeer.difference(out.path, peerOut.path, ignoring: Manifest.fileName) {
				FileHandle.standardError.write(Data("screenletgen-benchmark: the Jinja2 peer's files are not screenletgen's: \(difference)\n".utf8))
				try? FileManager.default.removeItem(at: work)
				exit(1)
			}
			try? FileManager.default.removeItem(at: peerOut)
		}
		generationRuns.append(result)
		generation.append(result.seconds)
		peak = max(peak, result.peakKilobytes)
		files = 0
		let enumerator = FileManager.default.enumerator(atPath: out.path)
		while enumerator?.nextObject() != nil {
			if enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
				files += 1
			}
		}
		let copy = measure("/bin/cp", ["-r", out.path, out.path + "-copy"])
		copies.append(copy.seconds)
	}
	let time = median(generation)
	let floor = median(copies)
	results[count] = time
	let peakTarget = count == 1000 ? " (guard rail <= 64 MB: \(rail(Double(peak) / 1024 <= 64)))" : ""
	print(String(format: "N = %4d specs: %.3f s wall, %6.0f files/s, peak %.1f MB", count, time, Double(files) / time, Double(peak) / 1024)
		+ peakTarget + String(format: ", cp -r floor %.3f s, ratio %.2fx", floor, time / floor))
	if count == peerCount {
		guard let peer = peer, let peerFiles = peerFiles else {
			print("  Jinja2 peer: skipped, \(peerReason)")
			continue
		}
		let ours = generationRuns.map { $0.seconds }
		let theirs = peerRuns.map { $0.seconds }
		let cpu = { (runs: [Run]) in String(format: "%.3f s user, %.3f s sys", median(runs.map { $0.userSeconds }), median(runs.map { $0.systemSeconds })) }
		print(String(format: "  side by side: screenletgen %.3f s wall (\(cpu(generationRuns))), Jinja2 peer %.3f s wall (\(cpu(peerRuns)), peak %.1f MB)",
			median(ours), median(theirs), Double(peerRuns.map { $0.peakKilobytes }.max() ?? 0) / 1024))
		let ratio = median(ours) / median(theirs)
		print(String(format: "  screenletgen / Jinja2: %.2fx wall (guard rail <= 0.5x: %@)", ratio, rail(ratio <= 0.5)))
		print("  Jinja2 peer: the same \(peerFiles) files, equal byte for byte (screenletgen's manifest aside), rendered by \(peer.versions)")
		print("    timed: starting python3, importing Jinja2, compiling each template once, reading the exported template data (JSON, one file per spec), rendering and writing every file with plain Python writes")
		print("    not charged to it: decoding and checking the specs and building the model (exported from ScreenletGenKit beforehand), translating the templates to Jinja2 (once, beforehand); it writes no manifest and does not stage files and rename them into place as screenletgen does")
	}
}
print(String(format: "scaling 100 -> 1000 specs: %.2fx", results[1000]! / results[100]!))
// Generated files only: not the manifest, the lock or the base archives.
let generatedFiles = JinjaPeer.regularFiles(work.appendingPathComponent("out-1000-0").path).filter { !$0.hasPrefix(".screenletgen") }.count
let filesPerSpec = generatedFiles / 1000

// The idle rerun: the last 1000-spec output folder, generated again with nothing to change.
let specs1000 = (0..<1000).map { work.appendingPathComponent("specs-1000/entity\($0).json").path }
let lastOutput = work.appendingPathComponent("out-1000-\(repetitions - 1)").path
var reruns: [Double] = []
for _ in 0..<repetitions {
	let result = measure(generator, specs1000 + ["-o", lastOutput])
	guard result.status == 0 else {
		fatalError("the rerun failed with status \(result.status)")
	}
	reruns.append(result.seconds)
}
print(String(format: "rerun of 1000 specs with nothing to change: %.3f s wall (guard rail <= 0.25 s: %@)", median(reruns), rail(median(reruns) <= 0.25)))
// In a process of its own, as a run is: this one's heap has been through the runs above.
// The Android twin of the same 1000 specs (issue 37), run on its own: what a second platform costs.
// Its service class is made from each call, which needs the method's path (a custom class's
// bare method name is enough for iOS, whose app has the class): the same specs with paths.
let androidSpecs = try (0..<1000).map { index -> String in
	let path = work.appendingPathComponent("specs-android-1000/entity\(index).json")
	try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
	try Data(androidSpec(index).utf8).write(to: path)
	return path.path
}
// The three runs of a repetition go in turn (iOS alone, Android alone, both), each into a new
// folder removed once measured: compared beside one another, in the same state of the machine.
// (Measured after the rest, against the iOS run of the start, the run of both met a tmpfs
// holding 180,000 files more than that run had: 2.34x then, 1.9-2.0x in turn.)
var pairedIOSRuns: [Run] = []
var androidRuns: [Run] = []
var bothRuns: [Run] = []
var bothCopies: [Double] = []
var androidFiles = 0
for run in 0..<repetitions {
	let iosOut = work.appendingPathComponent("paired-ios-1000-\(run)")
	let ios = measure(generator, androidSpecs + ["--platform", "ios", "-o", iosOut.path])
	guard ios.status == 0 else {
		fatalError("the iOS run failed with status \(ios.status)")
	}
	pairedIOSRuns.append(ios)
	try? FileManager.default.removeItem(at: iosOut)

	let androidOut = work.appendingPathComponent("android-1000-\(run)")
	let android = measure(generator, androidSpecs + ["--platform", "android", "--android-package", "com.example.screens", "-o", androidOut.path])
	guard android.status == 0 else {
		fatalError("the Android run failed with status \(android.status)")
	}
	androidRuns.append(android)
	androidFiles = JinjaPeer.regularFiles(androidOut.path).filter { !$0.hasPrefix(".screenletgen") }.count
	try? FileManager.default.removeItem(at: androidOut)

	// Both platforms in one run (--platform ios,android): the specs are modelled once and each
	// folder planned before either is written.
	let out = work.appendingPathComponent("both-1000-\(run)")
	let both = measure(generator, androidSpecs + ["--platform", "ios,android", "--android-package", "com.example.screens",
		"-o", out.appendingPathComponent("ios").path, "--android-output", out.appendingPathComponent("android").path])
	guard both.status == 0 else {
		fatalError("the run of both platforms failed with status \(both.status)")
	}
	bothRuns.append(both)
	bothCopies.append(measure("/bin/cp", ["-r", out.path, out.path + "-copy"]).seconds)
	// 36000 files a run: gone before the next, so that a full tmpfs does not slow the runs after it.
	try? FileManager.default.removeItem(atPath: out.path)
	try? FileManager.default.removeItem(atPath: out.path + "-copy")
}
let pairedIOSWall = median(pairedIOSRuns.map { $0.seconds })
let androidWall = median(androidRuns.map { $0.seconds })
print(String(format: "the iOS run again, in turn with the two below (the same specs with paths): %.3f s wall", pairedIOSWall))
print(String(format: "Android twin of the 1000 specs (--platform android): %.3f s wall, %.3f ms CPU per spec, %d files, peak %.1f MB; %.2fx the iOS run's wall",
	androidWall, median(androidRuns.map { $0.userSeconds + $0.systemSeconds }), androidFiles,
	Double(androidRuns.map { $0.peakKilobytes }.max() ?? 0) / 1024, androidWall / pairedIOSWall))
let bothWall = median(bothRuns.map { $0.seconds })
let bothPeak = Double(bothRuns.map { $0.peakKilobytes }.max() ?? 0) / 1024
print(String(format: "both platforms of the 1000 specs in one run (--platform ios,android): %.3f s wall, %.3f ms CPU per spec, peak %.1f MB (guard rail <= 64 MB: %@), cp -r floor %.3f s, ratio %.2fx; %.2fx the iOS run's wall (target well under 2x: %@), %.2fx the two runs apart",
	bothWall, median(bothRuns.map { $0.userSeconds + $0.systemSeconds }), bothPeak, rail(bothPeak <= 64), median(bothCopies), bothWall / median(bothCopies),
	bothWall / pairedIOSWall, rail(bothWall / pairedIOSWall < 2), bothWall / (pairedIOSWall + androidWall)))

func cpuReport(_ specs: [String]) -> String {
	let result = JinjaPeer.run(binDirectory.appendingPathComponent("screenletgen-benchmark").path, ["--cpu"] + specs)
	guard result.status == 0 else {
		fatalError("screenletgen-benchmark --cpu failed:\n\(result.output)")
	}
	return result.output
}
for line in cpuReport(specs1000).split(separator: "\n") {
	if line.hasPrefix("decode + model + render"), let figure = line.split(separator: " ").first(where: { Double($0) != nil }).flatMap({ Double($0) }) {
		print(line.replacingOccurrences(of: " per spec (", with: " per spec (guard rail <= 0.45 ms: \(rail(figure <= 0.45)); "))
	}
	else {
		print(line)
	}
}
if let calls = SystemCalls.count(generator, specs1000 + ["-o", work.appendingPathComponent("strace-out").path], files: filesPerSpec * 1000) {
	print(String(format: "system calls of a first run: %.2f per written file in all, %.2f of them on files and folders", calls.all, calls.files))
}
else {
	print("system calls: skipped (strace is not installed)")
}

let single = work.appendingPathComponent("single.json")
try Data(spec(0).utf8).write(to: single)
var singles: [Double] = []
for run in 0..<20 {
	let result = measure(generator, [single.path, "-o", work.appendingPathComponent("single-\(run)").path])
	singles.append(result.seconds)
}
print(String(format: "one spec, process start to exit: %.1f ms", median(singles) * 1000))

// An idle rerun of a project of 20 specs beside the process's own start-up (`--version`):
// what a build phase that runs screenletgen costs when nothing changed.
let project = (0..<20).map { work.appendingPathComponent("specs-1000/entity\($0).json").path }
let projectOutput = work.appendingPathComponent("project").path
_ = measure(generator, project + ["-o", projectOutput])
var idle: [Double] = []
var startups: [Double] = []
for _ in 0..<20 {
	idle.append(measure(generator, project + ["-o", projectOutput]).seconds)
	startups.append(measure(generator, ["--version"]).seconds)
}
let idleRatio = median(idle) / median(startups)
print(String(format: "idle rerun of 20 specs: %.1f ms, --version %.1f ms, %.2fx (guard rail <= 2x: %@)", median(idle) * 1000, median(startups) * 1000, idleRatio, rail(idleRatio <= 2)))

headlessFigures(in: work)

// Issue 29: a headless spec naming a 1.26 MB OpenAPI document (OpenAPISample) beside a JSON-WS
// spec of the same shape (HeadlessPair), each the whole run of the release binary into a new
// folder: decoding, reading the document (and for the headless spec, parsing it), the model,
// rendering, planning and writing. Taken in turn, each first every other time.
func headlessFigures(in work: URL) {
	let pair = HeadlessPair.prepare(in: work.appendingPathComponent("headless-pair"), benchmark: binDirectory.appendingPathComponent("screenletgen-benchmark").path, generator: generator)
	let pairRepetitions = 21
	var headlessRuns: [Run] = []
	var jsonWSRuns: [Run] = []
	for run in 0..<pairRepetitions {
		for headless in run % 2 == 0 ? [true, false] : [false, true] {
			let out = work.appendingPathComponent("pair-\(headless ? "headless" : "jsonws")-\(run)")
			let result = measure(generator, [headless ? pair.headless : pair.jsonWS, "-o", out.path])
			guard result.status == 0 else {
				fatalError("the \(headless ? "headless" : "JSON-WS") spec failed with status \(result.status)")
			}
			if headless {
				headlessRuns.append(result)
			}
			else {
				jsonWSRuns.append(result)
			}
			if run < pairRepetitions - 1 {
				try? FileManager.default.removeItem(at: out)
			}
		}
	}
	let cpuSeconds = { (run: Run) in run.userSeconds + run.systemSeconds }
	let pairWall = (median(headlessRuns.map { $0.seconds }), median(jsonWSRuns.map { $0.seconds }))
	let pairCPU = (median(headlessRuns.map(cpuSeconds)), median(jsonWSRuns.map(cpuSeconds)))
	print(String(format: "headless spec naming a %.2f MB OpenAPI document: %.1f ms wall (%.1f ms CPU, peak %.1f MB); JSON-WS spec of the same shape: %.1f ms wall (%.1f ms CPU, peak %.1f MB)",
		Double((try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: pair.headless).deletingLastPathComponent().appendingPathComponent(HeadlessPair.documentName).path)[.size] as? Int) ?? 0) / 1e6,
		pairWall.0 * 1000, pairCPU.0 * 1000, Double(headlessRuns.map { $0.peakKilobytes }.max() ?? 0) / 1024,
		pairWall.1 * 1000, pairCPU.1 * 1000, Double(jsonWSRuns.map { $0.peakKilobytes }.max() ?? 0) / 1024))
	print(String(format: "  headless / JSON-WS: %.2fx wall (guard rail <= 2x: %@), %.2fx CPU", pairWall.0 / pairWall.1, rail(pairWall.0 / pairWall.1 <= 2), pairCPU.0 / pairCPU.1))
	for (name, spec) in [("headless", pair.headless), ("JSON-WS", pair.jsonWS)] {
		for line in cpuReport([spec]).split(separator: "\n") {
			print(line.hasPrefix("decode") ? "  \(name), " + line.replacingOccurrences(of: " per spec", with: "") : "  " + line)
		}
	}
	// Idle reruns of each into its last folder: the headless spec's document is read and hashed
	// into its fingerprint every time, though nothing is parsed or rendered.
	var idleHeadless: [Double] = []
	var idleJSONWS: [Double] = []
	var idleStartups: [Double] = []
	for _ in 0..<pairRepetitions {
		idleHeadless.append(measure(generator, [pair.headless, "-o", work.appendingPathComponent("pair-headless-\(pairRepetitions - 1)").path]).seconds)
		idleJSONWS.append(measure(generator, [pair.jsonWS, "-o", work.appendingPathComponent("pair-jsonws-\(pairRepetitions - 1)").path]).seconds)
		idleStartups.append(measure(generator, ["--version"]).seconds)
	}
	print(String(format: "  idle rerun: headless %.1f ms, JSON-WS %.1f ms, --version %.1f ms: the document costs %.1f ms",
		median(idleHeadless) * 1000, median(idleJSONWS) * 1000, median(idleStartups) * 1000, (median(idleHeadless) - median(idleJSONWS)) * 1000))
}

/// `holds` or `DOES NOT HOLD`, for a guard rail.
func rail(_ holds: Bool) -> String {
	return holds ? "holds" : "DOES NOT HOLD"
}
