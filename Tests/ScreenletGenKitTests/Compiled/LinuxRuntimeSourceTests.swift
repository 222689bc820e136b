import Foundation
import XCTest

/// The rewriting that lets generated Swift run on Linux changes only Objective-C-only syntax.
final class LinuxRuntimeSourceTests: XCTestCase {

	func testObjectiveCAttributesGoAndTheRestStays() {
		let source = """
			import UIKit
			@preconcurrency import LiferayScreens

			@objc(AddBookmarkScreenletDelegate)
			public protocol AddBookmarkScreenletDelegate: BaseScreenletDelegate {
				@objc optional func screenlet(_ screenlet: AddBookmarkScreenlet,
						onBookmarkAdded bookmark: Bookmark)
			}

			@objc(Bookmark)
			@objcMembers
			nonisolated open class Bookmark: NSObject {
				@nonobjc open var `class`: String { return "" }
				@IBInspectable open var folderId: Int64 = 0
				@IBOutlet open weak var titleTextField: UITextField?
				open weak var owner: AnyObject?
				@IBAction func addBookmark(_ sender: Any) {
					self.addBookmarkDelegate?.screenlet?(self, onBookmarkAdded: bookmark)
				}
			}

			@objc(AddBookmarkViewModel)
			@MainActor
			public protocol AddBookmarkViewModel {
				var title: String { get set }
			}

			public protocol Plain {
			}
			"""
		XCTAssertEqual(LinuxRuntimeSource.rewrite(source), """
			import Foundation
			import Foundation

			public protocol AddBookmarkScreenletDelegate: BaseScreenletDelegate {
				func screenlet(_ screenlet: AddBookmarkScreenlet,
						onBookmarkAdded bookmark: Bookmark)
			}

			nonisolated open class Bookmark: NSObject {
				open var `class`: String { return "" }
				open var folderId: Int64 = 0
				open var titleTextField: UITextField?
				open weak var owner: AnyObject?
				func addBookmark(_ sender: Any) {
					self.addBookmarkDelegate?.screenlet(self, onBookmarkAdded: bookmark)
				}
			}

			public protocol AddBookmarkViewModel: AnyObject {
				var title: String { get set }
			}

			public protocol Plain {
			}
			""")
	}

	func testOptionalChainingOnOtherMembersStays() {
		let source = """
			@objc optional func screenlet(_ s: A, onDone: Bool)
			let x = cell.textLabel?.text
			let y = interactor.screenletView?(1)
			"""
		XCTAssertEqual(LinuxRuntimeSource.rewrite(source), """
			func screenlet(_ s: A, onDone: Bool)
			let x = cell.textLabel?.text
			let y = interactor.screenletView?(1)
			""")
	}

	/// The device's languages are the scenario's: a headless request's Accept-Language follows it.
	func testTheDevicesLanguagesAreTheScenarios() {
		XCTAssertEqual(LinuxRuntimeSource.rewrite("let language = Locale.preferredLanguages.first ?? \"en-US\""),
			"let language = RuntimeStrings.preferredLanguages.first ?? \"en-US\"")
		XCTAssertEqual(LinuxRuntimeSource.rewrite("let separator = Locale.current.decimalSeparator ?? \".\""),
			"let separator = RuntimeDevice.locale.decimalSeparator ?? \".\"")
	}
}
