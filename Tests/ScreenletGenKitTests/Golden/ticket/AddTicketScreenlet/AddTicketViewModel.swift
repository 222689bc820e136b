import UIKit

@objc(AddTicketViewModel)
@MainActor
public protocol AddTicketViewModel {

	var subject: String { get set }

	var priority: String { get set }

	var dueDate: Date? { get set }
}
