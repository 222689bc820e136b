import UIKit

@objc(RecordUpdateViewModel)
public protocol RecordUpdateViewModel {

	var `class`: String { get set }

	var weight: Double { get set }

	var visible: Bool { get set }
}
