import UIKit

@objc(LoadVisitViewModel)
@MainActor
public protocol LoadVisitViewModel {
}
