import UIKit

@objc(TodoEditorViewModel)
@MainActor
public protocol TodoEditorViewModel {

	var title: String { get set }

	var notes: String { get set }

	var dueDate: Date { get set }

	var done: Bool { get set }

	var priority: Int { get set }

	var status: String { get set }

	var estimate: NSNumber? { get set }
}
