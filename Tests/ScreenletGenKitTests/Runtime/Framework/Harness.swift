// The scenario's world: one thread that plays both the main queue and Screens' serial
// connector queue (jobs run in the order they are queued, as with one background queue and
// the main queue), a fake portal that answers each JSON web service command, and the
// transcript a scenario prints for the test to compare. Swift concurrency's own threads
// (an `async` call a scenario awaits) meet this world only by queueing main-thread jobs
// (`dispatch_main`), which the scenario's thread runs as they come.
import Foundation

public enum RuntimeQueue {
	private static let lock = NSLock()
	nonisolated(unsafe) private static var jobs: [(onMain: Bool, run: () -> Void)] = []
	/// Whether the job running now plays the main thread (read on the scenario's thread only).
	nonisolated(unsafe) public private(set) static var isMain = true

	public static func background(_ job: @escaping () -> Void) {
		enqueue((false, job))
	}

	public static func main(_ job: @escaping () -> Void) {
		enqueue((true, job))
	}

	private static func enqueue(_ job: (onMain: Bool, run: () -> Void)) {
		lock.lock()
		jobs.append(job)
		lock.unlock()
	}

	/// The next job (the first main-thread job when `mainOnly`), taken off the queue.
	private static func take(mainOnly: Bool = false) -> (onMain: Bool, run: () -> Void)? {
		lock.lock()
		defer { lock.unlock() }
		guard let index = jobs.firstIndex(where: { $0.onMain || !mainOnly }) else {
			return nil
		}
		return jobs.remove(at: index)
	}

	private static func run(_ job: (onMain: Bool, run: () -> Void)) {
		isMain = job.onMain
		job.run()
		isMain = true
	}

	/// Runs queued work until none is left (what the app's run loop and queues would do).
	public static func drain() {
		while let job = take() {
			run(job)
		}
	}

	/// Runs one queued job, if there is one.
	@discardableResult
	public static func runNext() -> Bool {
		guard let job = take() else {
			return false
		}
		run(job)
		return true
	}

	/// Runs the main thread's queued jobs, leaving the background queue's waiting: the main
	/// thread acts while a request has not left yet.
	public static func runMainJobs() {
		while let job = take(mainOnly: true) {
			run(job)
		}
	}

	/// Waits (on the scenario's thread) until another thread has queued a job.
	public static func waitForJob() {
		while true {
			lock.lock()
			let queued = !jobs.isEmpty
			lock.unlock()
			if queued {
				return
			}
			usleep(100)
		}
	}
}

/// Screens' `dispatch_main`: now when on the main thread, else queued for it.
public func dispatch_main(_ block: @escaping () -> Void) {
	// The thread first: Swift's own threads never read the flag the scenario's thread writes.
	if Thread.isMainThread && RuntimeQueue.isMain {
		block()
	}
	else {
		RuntimeQueue.main(block)
	}
}

/// What an `async` call ended with, as one transcript line.
public func recordOutcome<T>(_ what: String, _ outcome: Result<T, Error>) {
	switch outcome {
	case .success(let value):
		Transcript.record("\(what) returned \(describe(value))")
	case .failure(let error):
		Transcript.record("\(what) threw \(describe(error as NSError))")
	}
}

/// An outcome handed from Swift's threads to the scenario's.
final class OutcomeBox<T>: @unchecked Sendable {
	let lock = NSLock()
	var outcome: Result<T, Error>?
}

/// What an `async` call a scenario made (in a `Task`) ended with. The call runs on Swift's
/// threads; whatever it queues for the main thread runs here, in order, until it ends.
public func awaitOutcome<T>(_ task: Task<T, Error>) -> Result<T, Error> {
	let box = OutcomeBox<T>()
	Task {
		let outcome = await task.result
		box.lock.lock()
		box.outcome = outcome
		box.lock.unlock()
	}
	while true {
		box.lock.lock()
		let outcome = box.outcome
		box.lock.unlock()
		if let outcome = outcome {
			return outcome
		}
		if !RuntimeQueue.runNext() {
			usleep(100)
		}
	}
}

/// What the fake portal answers to one command.
public enum RuntimeAnswer: Equatable {
	/// The server's JSON text (parsed as the SDK parses it; `null` is a nil result).
	case json(String)
	/// No connection: the request fails in NSURLErrorDomain.
	case offline
}

public enum RuntimeServer {
	nonisolated(unsafe) private static var handlers: [String: ([String: Any]) -> RuntimeAnswer] = [:]
	/// Every command sent, as "path key=value ..." with sorted keys, and "(no connection)"
	/// after one that never reached the portal.
	nonisolated(unsafe) public private(set) static var received: [String] = []

	public static func on(_ path: String, _ handler: @escaping ([String: Any]) -> RuntimeAnswer) {
		handlers[path] = handler
	}

	public static func on(_ path: String, _ answer: RuntimeAnswer) {
		handlers[path] = { _ in answer }
	}

	public static func reset() {
		handlers = [:]
		received = []
	}

	/// A request another model of the portal received (`HeadlessPortal`), in the same list.
	static func record(_ line: String) {
		received.append(line)
	}

	static func answer(_ command: [AnyHashable: Any]) throws -> Any? {
		let (path, params) = command.first.map { ($0.key as! String, $0.value as! [String: Any]) }!
		let line = ([path] + params.keys.sorted().map { "\($0)=\(describe(params[$0]!))" }).joined(separator: " ")
		guard let handler = handlers[path] else {
			fatalError("the scenario has no answer for \(path)")
		}
		let answer = handler(params)
		received.append(line + (answer == .offline ? " (no connection)" : ""))
		switch answer {
		case .offline:
			throw NSError(domain: "NSURLErrorDomain", code: -1009, userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
		case .json(let text):
			let value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
			return value is NSNull ? nil : value
		}
	}
}

/// The device's settings a scenario may change (each scenario starts in UTC).
public enum RuntimeDevice {
	/// The device's time zone: what `TimeZone.current`, a new DateFormatter and
	/// `Calendar.current` use, as on a device set to that zone.
	public static var timeZone: String {
		get {
			return TimeZone.current.identifier
		}
		set {
			setenv("TZ", newValue, 1)
			NSTimeZone.resetSystemTimeZone()
			NSTimeZone.default = TimeZone(identifier: newValue)!
		}
	}

	/// The device's region format (`de_DE`: `1,5`): `Locale.current` in generated code
	/// (`LinuxRuntimeSource` rewrites the name), a real Foundation locale with its real data.
	nonisolated(unsafe) public static var locale = Locale(identifier: "en_US")
}

/// The lines a scenario prints: delegate calls, cache writes, what the server received.
public enum Transcript {
	nonisolated(unsafe) public private(set) static var lines: [String] = []

	public static func record(_ line: String) {
		lines.append(line)
	}

	/// Prints the scenario's lines under its title and starts afresh: a clean cache, session,
	/// server (both portals), queue and string tables (the generated English ones), so scenarios do not see
	/// each other's state.
	public static func scenario(_ title: String, _ body: () -> Void) {
		lines = []
		RuntimeWindow.screenlets = []
		RuntimeWindow.hosted = []
		RuntimeWindow.rootViewController = UIViewController()
		UIDevice.current = UIDevice()
		RuntimeServer.reset()
		HeadlessPortal.reset()
		RuntimeFiles.reset()
		LiferayServerContext.currentGroupId = 20143
		RuntimeDevice.timeZone = "UTC"
		RuntimeDevice.locale = Locale(identifier: "en_US")
		RuntimeStrings.tables = [:]
		RuntimeStrings.language = "en"
		RuntimeStrings.otherLanguages = []
		RuntimeStrings.loadAll(under: Scenarios.generatedFolder)
		SessionContext.login()
		RuntimeSyncQueues.waiting = 0
		body()
		RuntimeQueue.drain()
		if RuntimeSyncQueues.waiting > 0 {
			lines.append("sync queue: blocked, \(RuntimeSyncQueues.waiting) synchronizer(s) never signalled")
		}
		var printed = ["== \(title)"] + lines
		printed += RuntimeServer.received.map { "server: \($0)" }
		let cache = (SessionContext.currentContext?.cacheManager.entriesDescription() ?? []).map { "cache: \($0)" }
		// The cache's entries in the order of their numbered keys: ordered by the fresh UUIDs
		// themselves, two adds' entries would swap from run to run.
		let numbered = numberingUUIDs(printed + cache)
		let shown = numbered.prefix(printed.count) + numbered.suffix(cache.count).sorted()
		print(shown.map(RuntimeFiles.shown).joined(separator: "\n"))
		RuntimeFiles.reset()
	}

	/// Fresh UUIDs (the keys of added entries) as `<uuid-1>`, `<uuid-2>`… in order of first
	/// appearance: the same entry keeps its number, and transcripts stay the same run to run.
	static func numberingUUIDs(_ lines: [String]) -> [String] {
		let pattern = try! NSRegularExpression(pattern: "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}")
		var numbers: [String: Int] = [:]
		return lines.map { line in
			let ranges = pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)).map { Range($0.range, in: line)! }
			for range in ranges where numbers[String(line[range])] == nil {
				numbers[String(line[range])] = numbers.count + 1
			}
			var result = line
			for range in ranges.reversed() {
				result.replaceSubrange(range, with: "<uuid-\(numbers[String(line[range])]!)>")
			}
			return result
		}
	}
}

/// A value as a transcript shows it: strings quoted, numbers plain, entities by attributes.
public func describe(_ value: Any?) -> String {
	switch value {
	case nil, is NSNull:
		return "nil"
	case let string as String:
		return "\"\(string.replacingOccurrences(of: "\n", with: "\\n"))\""
	case let error as NSError:
		return "error(\(error.domain) \(error.code): \(error.localizedDescription))"
	case let dictionary as [String: Any]:
		return "{" + dictionary.keys.sorted().map { "\($0): \(describe(dictionary[$0]))" }.joined(separator: ", ") + "}"
	case let array as [Any]:
		return "[" + array.map { describe($0) }.joined(separator: ", ") + "]"
	case let wrapper as LRJSONObjectWrapper:
		return "wrapper(\(wrapper.className ?? "nil"))"
	default:
		// A generated entity shows its class and attributes (never its `description`).
		if let attributes = Mirror(reflecting: value!).children.first(where: { $0.label == "attributes" })?.value {
			return "\(type(of: value!))\(describe(attributes))"
		}
		return "\(value!)"
	}
}

/// A date as a transcript shows it: the milliseconds since 1970 to a thousandth (so that 1.5 ms,
/// or a date before 1970, shows as itself), and the millisecond they fall in, in UTC.
public func describe(date: Date?) -> String {
	guard let date = date else {
		return "nil"
	}
	let milliseconds = date.timeIntervalSince1970 * 1000
	let formatter = DateFormatter()
	formatter.locale = Locale(identifier: "en_US_POSIX")
	formatter.timeZone = TimeZone(identifier: "UTC")
	formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
	let instant = formatter.string(from: Date(timeIntervalSince1970: milliseconds.rounded(.down) / 1000))
	return String(format: "(%.3f ms, ", milliseconds) + instant + ")"
}

/// The scenarios a run plays: all, or the one named on the command line.
public enum Scenarios {
	/// The generated tree (for its `.strings` files).
	public static var generatedFolder: String {
		return CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
	}

	public static var selected: String? {
		return CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil
	}
}

/// Runs `body` as a scenario when it is selected; `--list` prints the titles.
public func scenario(_ title: String, _ body: () -> Void) {
	if Scenarios.selected == "--list" {
		print(title)
		return
	}
	if Scenarios.selected == nil || Scenarios.selected == title {
		Transcript.scenario(title, body)
	}
}

/// `count` rows of JSON objects made by `row` (its index), as a JSON array.
public func jsonRows(_ range: Range<Int>, _ row: (Int) -> String) -> String {
	return "[" + range.map(row).joined(separator: ",") + "]"
}

/// The Int value of a JSON web service parameter the model sent.
public func intParam(_ params: [String: Any], _ name: String) -> Int {
	switch params[name] {
	case let value as Int32: return Int(value)
	case let value as Int64: return Int(value)
	case let value as Int: return value
	default: fatalError("no integer parameter \(name)")
	}
}

/// The user taps a button: a disabled one sends nothing, as in UIKit.
public func tap(_ button: UIButton, _ action: (UIButton) -> Void) {
	guard button.isEnabled else {
		Transcript.record("tap: the button is disabled")
		return
	}
	action(button)
}

/// The app's SyncManager over the session's cache, telling the transcript what it does.
public final class RuntimeSyncLog: NSObject, SyncManagerDelegate {
	public static let shared = RuntimeSyncLog()

	public func syncManager(_ manager: SyncManager, itemsCount: UInt) {
		Transcript.record("sync: \(itemsCount) to send")
	}

	public func syncManager(_ manager: SyncManager, onItemSyncScreenlet screenlet: String, startKey: String, attributes: [String: Any]) {
		Transcript.record("sync: start \(screenlet)/\(startKey) \(describe(attributes))")
	}

	public func syncManager(_ manager: SyncManager, onItemSyncScreenlet screenlet: String, completedKey: String, attributes: [String: Any]) {
		Transcript.record("sync: completed \(screenlet)/\(completedKey)")
	}

	public func syncManager(_ manager: SyncManager, onItemSyncScreenlet screenlet: String, failedKey: String, attributes: [String: Any], error: NSError) {
		Transcript.record("sync: failed \(screenlet)/\(failedKey) \(describe(error))")
	}

	/// A SyncManager whose delegate is the log; `register` adds the app's synchronizers.
	public static func manager(_ register: (SyncManager) -> Void) -> SyncManager {
		let manager = SyncManager(cacheManager: SessionContext.currentContext!.cacheManager)
		manager.delegate = shared
		register(manager)
		return manager
	}
}

/// Files on the device, as an app chooses them (a document picker's copy): in a folder of this
/// process, emptied for each scenario, and shown in a transcript as `<files>/name`, so that a
/// path recorded in a cache entry reads the same on every machine.
public enum RuntimeFiles {

	public static let folder = NSTemporaryDirectory() + "screenletgen-runtime-files-\(getpid())"

	static func reset() {
		try? FileManager.default.removeItem(atPath: folder)
	}

	/// A file of `data` named `name`, as a file URL.
	public static func write(_ name: String, _ data: Data) -> URL {
		try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
		let url = URL(fileURLWithPath: folder + "/" + name)
		try! data.write(to: url)
		return url
	}

	/// A file this process never wrote, as a file URL.
	public static func missing(_ name: String) -> URL {
		return URL(fileURLWithPath: folder + "/" + name)
	}

	static func shown(_ line: String) -> String {
		return line.replacingOccurrences(of: folder, with: "<files>")
	}
}
