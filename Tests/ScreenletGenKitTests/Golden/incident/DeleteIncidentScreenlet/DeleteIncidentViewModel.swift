import UIKit

@objc(DeleteIncidentViewModel)
@MainActor
public protocol DeleteIncidentViewModel {
}
