// Type-checking stubs of custom Service Builder plugin services, as the Mobile SDK builder
// generates them into an app (ObjC, seen through the bridging header: part of the app module).
// Signatures follow the builder's rules (facts §6.2) and the importer's (Documentation/Names.md).
// `nonisolated`: an ObjC class from the bridging header takes no default actor isolation,
// while this Swift stand-in, compiled in the app's module, would take the app's.
import UIKit
import LiferayScreens

// /gb.entry/* of a "guestbook" plugin.
nonisolated open class LRGuestbookEntryService_v7: LRBaseService {
	@discardableResult open func getEntriesWithGroupId(_ groupId: Int64, guestbookId: Int64, start: Int32, end: Int32) throws -> [Any] { fatalError() }
	@discardableResult open func getEntriesCount(withGroupId groupId: Int64, guestbookId: Int64) throws -> NSNumber { fatalError() }
	@discardableResult open func getEntriesWithGroupId(_ groupId: Int64, start: Int32, end: Int32) throws -> [Any] { fatalError() }
	open func deleteEntry(withName name: String!) throws {}
	@discardableResult open func getCurrentUser() throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func addEntry(withUserId userId: Int64, guestbookId: Int64, name: String!, email: String!, message: String!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] { fatalError() }
}

// /records.record/* of a plugin whose names collide with Swift keywords and NSObject.
nonisolated open class LRRecordService_v7: LRBaseService {
	@discardableResult open func getRecordsWithGroupId(_ groupId: Int64, `default`: String!, locale: String!, start: Int32, end: Int32) throws -> [Any] { fatalError() }
	@discardableResult open func updateRecord(withRecordId recordId: Int64, `class`: String!, priority: Int32, weight: Double, visible: Bool, note: String!, tags: [Any]!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] { fatalError() }
}

// Examples/todo-editor.json: a to-do plugin (`/todo.item/…`); a Date travels as milliseconds (long).
nonisolated open class LRTodoItemService_v7: LRBaseService {
	@discardableResult open func getItemWithItemId(_ itemId: Int64) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func updateItem(withItemId itemId: Int64, title: String!, notes: String!, dueDate: Int64, done: Bool, priority: Int32, status: String!, estimate: Double, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] { fatalError() }
}
