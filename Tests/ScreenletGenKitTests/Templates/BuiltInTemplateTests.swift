import Foundation
import XCTest
@testable import ScreenletGenKit

/// The built-in templates: the binary carries exactly the `Templates` folder, and an example
/// renders every one of them.
final class BuiltInTemplateTests: XCTestCase {

	func testTheBinaryCarriesExactlyTheTemplatesFolder() throws {
		let folder = TestSupport.packageRoot.appendingPathComponent("Templates")
		var onDisk: [String: String] = [:]
		let enumerator = FileManager.default.enumerator(atPath: folder.path)
		while let path = enumerator?.nextObject() as? String {
			guard path.hasSuffix(TemplateLibrary.fileExtension) else { continue }
			onDisk[String(path.dropLast(TemplateLibrary.fileExtension.count))] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
		}
		XCTAssertEqual(TemplateLibrary.builtInSources, onDisk)
	}

	func testEveryBuiltInTemplateIsUsed() throws {
		var used = Set<String>()
		for spec in TestSupport.exampleSpecs {
			let result = Generator().generate([try TestSupport.input(spec)])
			for model in result.models {
				used.formUnion(FileLayout.entries(for: model).map { $0.template })
				used.formUnion(FileLayout.entries(for: model, platform: .android(AndroidLayout(package: "com.example.screens", written: AndroidWrittenScreenlets(model)))).map { $0.template })
			}
		}
		// `screenletgen service` renders Service.swift (ServiceClassTests compare its output), an
		// Android run its service classes, once for all its specs (AndroidServiceFiles).
		used.insert("Service.swift")
		let android = Generator(defaults: SpecDefaults(platform: .android, androidPackage: "com.example.screens"))
			.generate([try TestSupport.input(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))])
		used.formUnion(android.files.filter { $0.path.contains("/service/") }.isEmpty ? [] : ["Android/Service.java"])
		// A template included by a used one (`{{> name}}`), however deeply, is used too.
		var included = Array(used)
		while let name = included.popLast() {
			for partial in TemplateLibrary.partials(in: TemplateLibrary.builtInSources[name]!) where used.insert(partial).inserted {
				included.append(partial)
			}
		}
		XCTAssertEqual(Set(TemplateLibrary.builtInSources.keys).subtracting(used).sorted(), [], "templates no example renders")
	}
}
