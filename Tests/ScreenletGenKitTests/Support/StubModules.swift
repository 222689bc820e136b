import Foundation
import XCTest
@testable import ScreenletGenKit

/// One way an app target compiles the generated files.
struct TypeCheckMode: CustomStringConvertible, Sendable {
	enum Layout: Sendable {
		/// The framework as separately built modules, as CocoaPods builds it: access levels
		/// hold (only `open` overridden, only `public`/`open` called).
		case separateModules
		/// The framework's source in the app's module: its internal `@objc` members are
		/// visible, so an app member whose selector collides with one of them is reported.
		case oneModule
	}

	var layout: Layout
	var languageMode: Int
	/// Xcode 26 sets `MainActor` for new app targets, with Approachable Concurrency.
	var mainActorByDefault: Bool

	var flags: [String] {
		var flags = ["-swift-version", "\(languageMode)"]
		if mainActorByDefault {
			flags += ["-default-isolation", "MainActor",
				"-enable-upcoming-feature", "InferIsolatedConformances",
				"-enable-upcoming-feature", "NonisolatedNonsendingByDefault"]
		}
		return flags
	}

	var description: String {
		let isolation = mainActorByDefault ? "MainActor" : "nonisolated"
		let layoutName = layout == .separateModules ? "separate modules" : "one module"
		return "Swift \(languageMode), default isolation \(isolation), \(layoutName)"
	}

	/// Swift 5 and 6, default isolation nonisolated and MainActor, against the framework
	/// built as a Swift 5 pod; then once with the framework in the app's module (selectors
	/// do not depend on the language mode, and the framework is never built MainActor-by-default).
	static let all: [TypeCheckMode] = [
		TypeCheckMode(layout: .separateModules, languageMode: 5, mainActorByDefault: false),
		TypeCheckMode(layout: .separateModules, languageMode: 5, mainActorByDefault: true),
		TypeCheckMode(layout: .separateModules, languageMode: 6, mainActorByDefault: false),
		TypeCheckMode(layout: .separateModules, languageMode: 6, mainActorByDefault: true),
		TypeCheckMode(layout: .oneModule, languageMode: 5, mainActorByDefault: false),
	]
}

/// The Screens 5 / Mobile SDK / UIKit stub modules, built once per test run.
enum StubModules {

	static let flags = ["-enable-objc-interop", "-disable-objc-attr-requires-foundation-module"]
	static let order = ["ObjectiveC", "Foundation", "UIKit", "SwiftUI", "LRMobileSDK", "LiferayScreens"]

	private static let lock = NSLock()
	nonisolated(unsafe) private static var built: Result<URL, Error>?

	/// The framework's source for the one-module layout. An entity may be named like one of
	/// Screens' data classes (`Comment`): in an app the framework is a module of its own and
	/// the app's class shadows it, but one module cannot hold two classes of one name, so
	/// the framework's copy is renamed here (`Framework_Comment`); its selectors, which this
	/// layout exists to check, stay as they are.
	static func frameworkSource(besides files: [GeneratedFile], in folder: URL) throws -> [String] {
		let shadowed = FrameworkInventory.modelClassNames.filter { name in files.contains { $0.path == "Model/\(name).swift" } }
		guard !shadowed.isEmpty else {
			return sources("LiferayScreens")
		}
		var text = try String(contentsOfFile: source("LiferayScreens"), encoding: .utf8)
		for name in shadowed {
			text = text.replacingOccurrences(of: "\\b\(name)\\b(?!\\))", with: "Framework_\(name)", options: .regularExpression)
		}
		let url = folder.appendingPathComponent("LiferayScreens.swift")
		try Data(text.utf8).write(to: url)
		return [url.path] + sources("LiferayScreens").dropFirst()
	}

	static func source(_ module: String) -> String {
		return TestSupport.stubsDirectory.appendingPathComponent("\(module).swift").path
	}

	/// A module's stub and, where `make inventory` wrote one, its derived declarations
	/// (`UIKit+Derived.swift`: what the real SDK's classes take that the hand-written stub lacks).
	static func sources(_ module: String) -> [String] {
		let derived = TestSupport.stubsDirectory.appendingPathComponent("\(module)+Derived.swift").path
		return [source(module)] + (FileManager.default.fileExists(atPath: derived) ? [derived] : [])
	}

	/// Builds the stubs as Swift 5 modules without default isolation, as the pod is built.
	/// `-experimental-skip-all-function-bodies`: swiftc 6.3 on Linux crashes lowering the
	/// `@objc` thunks of `@objcMembers` classes that bridge `Any` (the bridging intrinsics exist
	/// only on Apple platforms); a module for type-checking needs no lowered bodies.
	static func directory() throws -> URL {
		lock.lock()
		defer { lock.unlock() }
		if let built = built {
			return try built.get()
		}
		let result = Result<URL, Error> {
			let directory = try TestSupport.temporaryDirectory()
			for module in order {
				let (status, output) = try TestSupport.run(TestSupport.swiftc(), ["-frontend", "-emit-module"] + flags
					+ ["-experimental-skip-all-function-bodies", "-swift-version", "5", "-parse-as-library",
						"-module-name", module, "-I", directory.path] + sources(module) + [
						"-o", directory.appendingPathComponent("\(module).swiftmodule").path])
				guard status == 0 else {
					throw NSError(domain: "StubModules", code: Int(status), userInfo: [NSLocalizedDescriptionKey: "stub \(module) does not build:\n\(output)"])
				}
			}
			return directory
		}
		built = result
		return try result.get()
	}

	/// App-side stubs: custom plugin services an app gets from the SDK builder.
	static var appSources: [String] {
		let folder = TestSupport.stubsDirectory.appendingPathComponent("App")
		let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
		return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
	}

	/// Type-checks the generated Swift files in every mode; returns the errors and warnings
	/// in the generated files, each prefixed with its mode (empty when clean everywhere).
	/// `appStubs: false` leaves out the hand-written custom services (`Stubs/App`), for files
	/// that bring their own.
	/// `catalogClasses`: Mobile SDK classes the hand-written stub lacks, declared from the
	/// catalog (`CatalogStubs`) in the app module.
	static func typecheck(_ files: [GeneratedFile], modes: [TypeCheckMode] = TypeCheckMode.all, appStubs: Bool = true, catalogClasses: [String] = []) throws -> [String] {
		// One swiftc per mode, one per core at a time: a type-check is one thread (the stubs
		// are built once, under `directory()`'s lock).
		let results = ParallelMap.map(modes) { mode in
			Result { try typecheck(files, mode: mode, appStubs: appStubs, catalogClasses: catalogClasses).map { "[\(mode)] \($0)" } }
		}
		return try results.flatMap { try $0.get() }
	}

	static func typecheck(_ files: [GeneratedFile], mode: TypeCheckMode, appStubs: Bool = true, catalogClasses: [String] = []) throws -> [String] {
		let stubs = try directory()
		let folder = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: folder) }
		let generated = folder.appendingPathComponent("Generated")
		let appStubs = files.filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.contents, generated) }
			+ (try (appStubs ? appSources : []).map { ("App/" + URL(fileURLWithPath: $0).lastPathComponent, try String(contentsOfFile: $0, encoding: .utf8), folder) })
			+ (catalogClasses.isEmpty ? [] : [("App/CatalogServices.swift", CatalogStubs.source(for: catalogClasses), folder)])
		var paths: [String] = []
		for (path, text, root) in appStubs {
			let url = root.appendingPathComponent(path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			var contents = text
			if mode.layout == .oneModule {
				// The framework is part of this module: importing it would import a second copy.
				contents = contents.replacingOccurrences(of: "@preconcurrency import LiferayScreens\n", with: "\n")
					.replacingOccurrences(of: "import LiferayScreens\n", with: "\n")
			}
			try Data(contents.utf8).write(to: url)
			paths.append(url.path)
		}
		let framework = mode.layout == .oneModule ? try frameworkSource(besides: files, in: folder) : []
		let (status, output) = try TestSupport.run(TestSupport.swiftc(), ["-frontend", "-typecheck"] + flags + mode.flags
			+ ["-module-name", "App", "-I", stubs.path] + paths + framework)
		// Only what the generated files cause counts; the stubs' own notes are not the output's.
		let errors = output.split(separator: "\n")
			.filter { ($0.contains("error:") || $0.contains("warning:")) && $0.hasPrefix(generated.path) }
			.map { String($0).replacingOccurrences(of: generated.path + "/", with: "") }
		if status != 0 && errors.isEmpty {
			return ["swiftc exited \(status): \(output)"]
		}
		return errors
	}
}

