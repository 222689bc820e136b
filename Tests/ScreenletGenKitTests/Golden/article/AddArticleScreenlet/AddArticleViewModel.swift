import UIKit

@objc(AddArticleViewModel)
@MainActor
public protocol AddArticleViewModel {

	var title: String { get set }

	var body: String { get set }

	var cover: URL? { get set }
}
