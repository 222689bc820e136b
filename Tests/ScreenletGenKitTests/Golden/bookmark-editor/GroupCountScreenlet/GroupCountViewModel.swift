import UIKit

@objc(GroupCountViewModel)
@MainActor
public protocol GroupCountViewModel {
}
