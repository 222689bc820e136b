import UIKit

@objc(SignGuestbookViewModel)
public protocol SignGuestbookViewModel {

	var visitorName: String { get set }

	var email: String { get set }

	var message: String { get set }
}
