import Foundation
import XCTest
@testable import ScreenletGenKit

/// Every generated Swift file of every example type-checks against the project's stub of
/// Liferay Screens 5 / the Mobile SDK / UIKit, as a separate app module would.
final class TypeCheckTests: XCTestCase {

	func testEveryExampleTypeChecks() throws {
		for spec in TestSupport.exampleSpecs {
			let files = try TestSupport.generate(spec)
			let errors = try StubModules.typecheck(files)
			XCTAssertEqual(errors, [], "\(spec.lastPathComponent) does not type-check")
		}
	}

	/// The check is real: the stubs reject the Swift 2 names and signatures of the samples.
	func testStubsRejectTheMistakesTheGeneratorMustAvoid() throws {
		let files = try TestSupport.generate(TestSupport.examplesDirectory.appendingPathComponent("bookmark.json"))
		let mistakes: [(file: String, from: String, to: String, error: String)] = [
			("Connector/BookmarkListPageLiferayConnector.swift", "getEntriesCount(withGroupId: groupId", "getEntriesCountWithGroupId(groupId", "has no member 'getEntriesCountWithGroupId'"),
			("Connector/AddBookmarkLiferayConnector.swift", "addEntry(withGroupId:", "addEntryWithGroupId(", "has no member 'addEntryWithGroupId'"),
			("BookmarkListScreenlet.swift", "onSelectedRow(_ row:", "onSelectedRow(row:", "overridden"),
			("Interactor/AddBookmarkInteractor.swift", ": ServerWriteConnectorInteractor", ": Interactor", "does not override"),
			("Connector/AddBookmarkLiferayConnector.swift", "override open func doRun", "open func doRun", "requires an 'override' keyword"),
			("AddBookmarkScreenlet.swift", "sender: Any?) -> Interactor?", "sender: AnyObject?) -> Interactor?", "does not override"),
		]
		for mistake in mistakes {
			var broken = files
			guard let index = broken.firstIndex(where: { $0.path.hasSuffix(mistake.file) && $0.contents.contains(mistake.from) }) else {
				XCTFail("\(mistake.file) does not contain \(mistake.from)")
				continue
			}
			broken[index].contents = broken[index].contents.replacingOccurrences(of: mistake.from, with: mistake.to)
			// Names and signatures do not depend on the language mode or isolation: one mode.
			let errors = try StubModules.typecheck(broken, modes: [TypeCheckMode.all[0]])
			XCTAssertTrue(errors.contains { $0.contains(mistake.error) }, "\(mistake.to) was not rejected: \(errors)")
		}
	}
}
