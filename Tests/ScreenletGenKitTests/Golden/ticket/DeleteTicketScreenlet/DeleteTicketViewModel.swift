import UIKit

@objc(DeleteTicketViewModel)
@MainActor
public protocol DeleteTicketViewModel {
}
