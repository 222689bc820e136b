import UIKit

@objc(UpdateTicketViewModel)
@MainActor
public protocol UpdateTicketViewModel {

	var subject: String { get set }
}
