import UIKit

@objc(AddBookmarkViewModel)
@MainActor
public protocol AddBookmarkViewModel {

	var title: String { get set }

	var url: String { get set }
}
