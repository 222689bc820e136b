import Foundation
import XCTest
@testable import ScreenletGenKit

/// `init` writes specs that generate: for the SDK catalog's list-shaped methods (a paged
/// `get-…` with its `-count`) and its `add-…` methods, the starter spec on that method
/// generates with no error and type-checks in every mode against the SDK's declarations
/// (`CatalogStubs`). CI runs a seeded sample; `make slow` runs every method.
final class CatalogGenerativeTests: XCTestCase {

	/// One starter spec: a list on one paged method, or an action on one add method.
	struct Case {
		var className: String
		var method: String
		var spec: String
	}

	/// Every list-shaped and add method of the catalog, each as the spec `init` writes for it.
	static func allCases() throws -> [Case] {
		var cases: [Case] = []
		for className in SDKCatalog.classNames.sorted() {
			let methods = try XCTUnwrap(SDKCatalog.answer(for: className)).methods
			let entity = StarterSpec.entityName(ofClass: className)
			for method in methods {
				let count = StarterSpec.countMethod(for: method, in: methods)
				let isPage = StarterSpec.pageMethod([method] + (count.map { [$0] } ?? [])) != nil && count != nil
				let isAdd = method.name.hasPrefix("add-")
				guard isPage || isAdd else {
					continue
				}
				let spec = try StarterSpec.write(className: className, entity: entity, page: isPage ? method : nil, count: isPage ? count : nil, add: isAdd ? method : nil)
				cases.append(Case(className: className, method: "\(method.path)(\(method.parameters.map { $0.name }.joined(separator: ",")))", spec: spec))
			}
		}
		return cases
	}

	/// Groups of at most `size` cases, each entity once in a group (one app holds one class of
	/// a name), so that a group generates as one project and type-checks in one swiftc run.
	static func batches(_ cases: [Case], size: Int) -> [[Case]] {
		var batches: [(cases: [Case], entities: Set<String>)] = []
		for item in cases {
			// Lower-cased: one run refuses two entities whose files differ only in case (as
			// Screens' LRScreenscommentService_v70 and the SDK's LRScreensCommentService_v73 give).
			let entity = StarterSpec.entityName(ofClass: item.className).lowercased()
			if let index = batches.firstIndex(where: { $0.cases.count < size && !$0.entities.contains(entity) }) {
				batches[index].cases.append(item)
				batches[index].entities.insert(entity)
			} else {
				batches.append(([item], [entity]))
			}
		}
		return batches.map { $0.cases }
	}

	func testStarterSpecsOfTheCatalogGenerateAndTypeCheck() throws {
		let all = try CatalogGenerativeTests.allCases()
		let environment = ProcessInfo.processInfo.environment
		let seed = UInt64(environment["SCREENLETGEN_CATALOG_SEED"] ?? "") ?? 2026
		let wanted = min(all.count, LoopSize.count("SCREENLETGEN_CATALOG_COUNT", sample: 6, slow: all.count))
		var random = FuzzTests.Random(state: seed)
		let sample = wanted >= all.count ? all : Array(all.shuffled(using: &random).prefix(wanted))
		var failures: [String] = []
		var typeChecked = 0
		for (batchNumber, batch) in CatalogGenerativeTests.batches(sample, size: 60).enumerated() {
			let result = Generator().generate(batch.enumerated().map { TestSupport.input($0.element.spec, file: "case\($0.offset).json") })
			for diagnostic in result.diagnostics.all where diagnostic.severity == .error {
				let index = Int(diagnostic.description.dropFirst("case".count).prefix { $0.isNumber }) ?? 0
				failures.append("\(batch[index].className) \(batch[index].method): \(diagnostic)")
			}
			guard result.succeeded else {
				continue
			}
			// `make realsdk-catalog`: each batch's files for the real SDK check, written as generated.
			if let folder = environment["SCREENLETGEN_CATALOG_EXPORT"], !folder.isEmpty {
				let batchFolder = URL(fileURLWithPath: folder).appendingPathComponent(String(format: "batch%03d", batchNumber))
				for file in result.files {
					let url = batchFolder.appendingPathComponent(file.path)
					try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
					try Data(file.contents.utf8).write(to: url)
				}
			}
			let classes = Array(Set(batch.map { $0.className }))
			let problems = try StubModules.typecheck(result.files, catalogClasses: classes)
			failures += problems
			typeChecked += batch.count
		}
		print("catalog starter specs: \(sample.count) of \(all.count) (seed \(seed)), \(typeChecked) type-checked in \(TypeCheckMode.all.count) modes, \(failures.count) failures")
		XCTAssertEqual(failures, [])
	}
}
