import UIKit

@objc(RetitleArticleViewModel)
@MainActor
public protocol RetitleArticleViewModel {

	var title: String { get set }

	var cover: URL? { get set }
}
