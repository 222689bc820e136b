import UIKit

@objc(RecordUpdateViewModel)
@MainActor
public protocol RecordUpdateViewModel {

	var recordClass: String { get set }

	var weight: NSNumber? { get set }

	var visible: Bool { get set }
}
