import Foundation
import XCTest

/// Issue 37 §5: the model's decisions are the platforms' shared ground, and each platform names
/// them in a layer of its own: `Model/Apple/` (Objective-C and Swift names, NSObject's selectors,
/// SwiftUI, Interface Builder's identifiers) and the Android folders of each stage
/// (`Model/Android/`, `Context/Android/`, `Render/FileLayout+Android.swift`…). Neither layer uses
/// what the other declares, so that a Java name never follows from a Swift one nor the reverse
/// (`StageCheck` finds the uses: types, nested types, extensions' members).
final class PlatformLayerTests: XCTestCase {

	/// The layer of a file below `Sources/ScreenletGenKit`.
	static func layer(of path: String) -> String {
		let parts = path.split(separator: "/").map(String.init)
		if parts.contains("Apple") {
			return "Apple"
		}
		if parts.contains("Android") || parts.last?.contains("Android") == true {
			return "Android"
		}
		return "Shared"
	}

	func testNeitherPlatformLayerUsesTheOthers() throws {
		let sources = TestSupport.packageRoot.appendingPathComponent("Sources/ScreenletGenKit")
		let root = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: root) }
		var counts: [String: Int] = [:]
		for path in (FileManager.default.subpaths(atPath: sources.path) ?? []) where path.hasSuffix(".swift") {
			let layer = PlatformLayerTests.layer(of: path)
			counts[layer, default: 0] += 1
			let copy = root.appendingPathComponent(layer).appendingPathComponent(path)
			try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
			try FileManager.default.copyItem(at: sources.appendingPathComponent(path), to: copy)
		}
		XCTAssertGreaterThan(counts["Apple"] ?? 0, 8)
		XCTAssertGreaterThan(counts["Android"] ?? 0, 15)
		let check = try StageCheck(root: root, stages: ["Shared", "Apple", "Android"])
		var uses: [String] = []
		for file in check.files where file.stage != "Shared" {
			uses += check.uses(in: file, ofDeclarationsIn: [file.stage == "Apple" ? "Android" : "Apple"])
		}
		XCTAssertEqual(uses, [])
	}

	/// The check sees a use across the layers: an Android file that names an Apple-only name.
	func testAnAndroidUseOfAnAppleNameIsFound() throws {
		let root = try TestSupport.temporaryDirectory()
		defer { try? FileManager.default.removeItem(at: root) }
		let files = [
			"Shared/Model/Action.swift": "public struct Action {\n\tpublic var prefix: String\n}\n",
			"Apple/Model/Apple/Action+Apple.swift": "extension Action {\n\tpublic var connectorClass: String { return prefix + \"LiferayConnector\" }\n}\n",
			"Android/Model/Android/AndroidAction.swift": "struct AndroidAction {\n\tvar action: Action\n\tvar name: String { return action.connectorClass }\n}\nextension Action {\n\tvar javaName: String { return connectorClass }\n}\n",
		]
		for (path, text) in files {
			let url = root.appendingPathComponent(path)
			try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
			try Data(text.utf8).write(to: url)
		}
		let check = try StageCheck(root: root, stages: ["Shared", "Apple", "Android"])
		let android = try XCTUnwrap(check.files.first { $0.stage == "Android" })
		XCTAssertEqual(check.uses(in: android, ofDeclarationsIn: ["Apple"]), ["Android/Model/Android/AndroidAction.swift:3 uses Action.connectorClass of Apple/"])
	}
}
