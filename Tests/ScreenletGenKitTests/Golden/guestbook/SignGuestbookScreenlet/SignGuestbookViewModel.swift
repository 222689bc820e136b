import UIKit

@objc(SignGuestbookViewModel)
@MainActor
public protocol SignGuestbookViewModel {

	var name: String { get set }

	var email: String { get set }

	var message: String { get set }
}
