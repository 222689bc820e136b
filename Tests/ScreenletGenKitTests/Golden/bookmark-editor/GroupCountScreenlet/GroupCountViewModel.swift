import UIKit

@objc(GroupCountViewModel)
public protocol GroupCountViewModel {
}
