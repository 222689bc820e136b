import UIKit

@objc(AddBookmarkViewModel)
public protocol AddBookmarkViewModel {

	var title: String { get set }

	var url: String { get set }
}
