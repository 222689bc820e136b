// Runtime model of the Liferay Mobile SDK: sessions send JSON web service commands to
// RuntimeServer, the scenario's fake portal, the way LRSession and LRBatchSession do
// (facts §1.12, §6.1): a call on a batch session only queues its command and returns nil, a
// session with a callback answers later through it, and a nil result reaches Swift as an error.
// A session carries its authentication, which signs the plain HTTP requests of `LRHttpUtil`
// (`Headless.swift`); as in `LRSession.m`, a copy (`init(session:)`) keeps the server, the
// authentication (the same object), the timeout and the callback, and drops `headers`.
import Foundation

/// The error Swift makes of an Objective-C method that returns nil without an error.
public let RuntimeNilResultError = NSError(domain: "Foundation._GenericObjCError", code: 0, userInfo: nil)

/// `Core/Auth/LRAuthentication.h`: signs a request (`Headless.swift` has the three kinds).
public protocol LRAuthentication: NSObjectProtocol {
	func authenticate(_ request: NSMutableURLRequest)
}

public protocol LRCallback: NSObjectProtocol {
	func onFailure(_ error: Error)
	func onSuccess(_ result: Any)
}

open class LRSession: NSObject {
	open var authentication: LRAuthentication?
	open var callback: LRCallback?
	/// Seconds; `_DEFAULT_CONNECTION_TIMEOUT` is 15.
	open var connectionTimeout: Int32
	open var headers: [String: String]?
	open var server: String

	public init(server: String, authentication: LRAuthentication? = nil, connectionTimeout: Int32 = 15, callback: LRCallback? = nil) {
		self.server = server
		self.authentication = authentication
		self.connectionTimeout = connectionTimeout
		self.callback = callback
	}

	/// `initWithSession:`: server, authentication, timeout and callback; not `headers`.
	public convenience init(session: LRSession) {
		self.init(server: session.server, authentication: session.authentication, connectionTimeout: session.connectionTimeout, callback: session.callback)
	}

	/// Sends one command: `[path: params]`. With a callback the answer comes to it later and
	/// the call returns nil, which Swift turns into an error.
	@discardableResult
	open func invoke(_ command: [AnyHashable: Any]) throws -> Any {
		if let callback = callback {
			RuntimeQueue.background {
				let outcome = Result { try RuntimeServer.answer(command) }
				dispatch_main {
					switch outcome {
					case .success(let value?): callback.onSuccess(value)
					case .success(nil): callback.onFailure(RuntimeNilResultError)
					case .failure(let error): callback.onFailure(error)
					}
				}
			}
			throw RuntimeNilResultError
		}
		guard let value = try RuntimeServer.answer(command) else {
			throw RuntimeNilResultError
		}
		return value
	}
}

open class LRBatchSession: LRSession {
	open private(set) var commands: [Any] = []

	/// Queues the command; the Objective-C method returns nil.
	@discardableResult
	open override func invoke(_ command: [AnyHashable: Any]) throws -> Any {
		commands.append(command)
		throw RuntimeNilResultError
	}

	/// Sends every queued command in one request; a null answer is NSNull in the array.
	@discardableResult
	open func invoke() throws -> [Any] {
		return try commands.map { try RuntimeServer.answer($0 as! [AnyHashable: Any]) ?? NSNull() }
	}
}

open class LRJSONObjectWrapper: NSObject {
	open var className: String?
	open var jsonObject: [AnyHashable: Any]

	public init(jsonObject: [AnyHashable: Any]) {
		self.jsonObject = jsonObject
	}

	public init(className: String?, jsonObject: [AnyHashable: Any]) {
		self.className = className
		self.jsonObject = jsonObject
	}
}

open class LRBaseService: NSObject {
	open var session: LRSession

	public init(session: LRSession) {
		self.session = session
	}

	/// As the builder's generated methods: a nil wrapper is sent as null (a ServiceContext
	/// is left out), a wrapper as "+name" with its class name.
	func mangleWrapper(_ params: inout [String: Any], name: String, className: String, wrapper: LRJSONObjectWrapper?) {
		guard let wrapper = wrapper else {
			if !className.hasSuffix("ServiceContext") {
				params[name] = NSNull()
			}
			return
		}
		params["+\(name)"] = wrapper.className ?? className
		for (key, value) in wrapper.jsonObject {
			params["\(name).\(key)"] = value
		}
	}

	func object(_ path: String, _ params: [String: Any]) throws -> [AnyHashable: Any] {
		return try session.invoke([path: params]) as? [AnyHashable: Any] ?? [:]
	}

	func list(_ path: String, _ params: [String: Any]) throws -> [Any] {
		return try session.invoke([path: params]) as? [Any] ?? []
	}

	func number(_ path: String, _ params: [String: Any]) throws -> NSNumber {
		return try session.invoke([path: params]) as? NSNumber ?? 0
	}

	/// Void methods throw only when the session reports an error.
	func void(_ path: String, _ params: [String: Any]) throws {
		do {
			try session.invoke([path: params])
		}
		catch let error as NSError where error === RuntimeNilResultError {
		}
	}
}

let obcClass = "com.liferay.portal.kernel.util.OrderByComparator"
let serviceContextClass = "com.liferay.portal.kernel.service.ServiceContext"

open class LRBookmarksEntryService_v7: LRBaseService {
	@discardableResult
	open func addEntry(withGroupId groupId: Int64, folderId: Int64, name: String!, url: String!, description: String!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] {
		var params: [String: Any] = ["groupId": groupId, "folderId": folderId, "name": name as Any, "url": url as Any, "description": description as Any]
		mangleWrapper(&params, name: "serviceContext", className: serviceContextClass, wrapper: serviceContext)
		return try object("/bookmarks.bookmarksentry/add-entry", params)
	}

	@discardableResult
	open func updateEntry(withEntryId entryId: Int64, groupId: Int64, folderId: Int64, name: String!, url: String!, description: String!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] {
		var params: [String: Any] = ["entryId": entryId, "groupId": groupId, "folderId": folderId, "name": name as Any, "url": url as Any, "description": description as Any]
		mangleWrapper(&params, name: "serviceContext", className: serviceContextClass, wrapper: serviceContext)
		return try object("/bookmarks.bookmarksentry/update-entry", params)
	}

	@discardableResult
	open func getEntriesWithGroupId(_ groupId: Int64, folderId: Int64, start: Int32, end: Int32) throws -> [Any] {
		return try list("/bookmarks.bookmarksentry/get-entries", ["groupId": groupId, "folderId": folderId, "start": start, "end": end])
	}

	@discardableResult
	open func getEntriesWithGroupId(_ groupId: Int64, folderId: Int64, start: Int32, end: Int32, orderByComparator: LRJSONObjectWrapper!) throws -> [Any] {
		var params: [String: Any] = ["groupId": groupId, "folderId": folderId, "start": start, "end": end]
		mangleWrapper(&params, name: "orderByComparator", className: obcClass, wrapper: orderByComparator)
		return try list("/bookmarks.bookmarksentry/get-entries", params)
	}

	@discardableResult
	open func getEntriesCount(withGroupId groupId: Int64, folderId: Int64) throws -> NSNumber {
		return try number("/bookmarks.bookmarksentry/get-entries-count", ["groupId": groupId, "folderId": folderId])
	}

	@discardableResult
	open func getEntryWithEntryId(_ entryId: Int64) throws -> [AnyHashable: Any] {
		return try object("/bookmarks.bookmarksentry/get-entry", ["entryId": entryId])
	}

	@discardableResult
	open func moveEntry(withEntryId entryId: Int64, parentFolderId: Int64) throws -> [AnyHashable: Any] {
		return try object("/bookmarks.bookmarksentry/move-entry", ["entryId": entryId, "parentFolderId": parentFolderId])
	}

	@discardableResult
	open func search(withGroupId groupId: Int64, creatorUserId: Int64, status: Int32, start: Int32, end: Int32) throws -> [AnyHashable: Any] {
		return try object("/bookmarks.bookmarksentry/search", ["groupId": groupId, "creatorUserId": creatorUserId, "status": status, "start": start, "end": end])
	}

	@discardableResult
	open func getGroupEntriesCount(withGroupId groupId: Int64) throws -> NSNumber {
		return try number("/bookmarks.bookmarksentry/get-group-entries-count", ["groupId": groupId])
	}

	open func deleteEntry(withEntryId entryId: Int64) throws {
		try void("/bookmarks.bookmarksentry/delete-entry", ["entryId": entryId])
	}
}

open class LRBookmarksFolderService_v7: LRBaseService {
	@discardableResult
	open func getFolderWithFolderId(_ folderId: Int64) throws -> [AnyHashable: Any] {
		return try object("/bookmarks.bookmarksfolder/get-folder", ["folderId": folderId])
	}

	@discardableResult
	open func getFoldersWithGroupId(_ groupId: Int64) throws -> [Any] {
		return try list("/bookmarks.bookmarksfolder/get-folders", ["groupId": groupId])
	}

	@discardableResult
	open func getFoldersWithGroupId(_ groupId: Int64, parentFolderId: Int64, start: Int32, end: Int32) throws -> [Any] {
		return try list("/bookmarks.bookmarksfolder/get-folders", ["groupId": groupId, "parentFolderId": parentFolderId, "start": start, "end": end])
	}

	@discardableResult
	open func getFoldersCount(withGroupId groupId: Int64, parentFolderId: Int64) throws -> NSNumber {
		return try number("/bookmarks.bookmarksfolder/get-folders-count", ["groupId": groupId, "parentFolderId": parentFolderId])
	}

	@discardableResult
	open func updateFolder(withFolderId folderId: Int64, parentFolderId: Int64, name: String!, description: String!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] {
		var params: [String: Any] = ["folderId": folderId, "parentFolderId": parentFolderId, "name": name as Any, "description": description as Any]
		mangleWrapper(&params, name: "serviceContext", className: serviceContextClass, wrapper: serviceContext)
		return try object("/bookmarks.bookmarksfolder/update-folder", params)
	}

	open func deleteFolder(withFolderId folderId: Int64, includeTrashedEntries: Bool) throws {
		try void("/bookmarks.bookmarksfolder/delete-folder", ["folderId": folderId, "includeTrashedEntries": includeTrashedEntries])
	}
}

// A custom plugin's services, as the SDK builder would generate them into an app.
open class LRGuestbookEntryService_v7: LRBaseService {
	@discardableResult
	open func getEntriesWithGroupId(_ groupId: Int64, guestbookId: Int64, start: Int32, end: Int32) throws -> [Any] {
		return try list("/gb.entry/get-entries", ["groupId": groupId, "guestbookId": guestbookId, "start": start, "end": end])
	}

	@discardableResult
	open func getEntriesCount(withGroupId groupId: Int64, guestbookId: Int64) throws -> NSNumber {
		return try number("/gb.entry/get-entries-count", ["groupId": groupId, "guestbookId": guestbookId])
	}

	@discardableResult
	open func addEntry(withUserId userId: Int64, guestbookId: Int64, name: String!, email: String!, message: String!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] {
		var params: [String: Any] = ["userId": userId, "guestbookId": guestbookId, "name": name as Any, "email": email as Any, "message": message as Any]
		mangleWrapper(&params, name: "serviceContext", className: serviceContextClass, wrapper: serviceContext)
		return try object("/gb.entry/add-entry", params)
	}
}

open class LRRecordService_v7: LRBaseService {
	@discardableResult
	open func getRecordsWithGroupId(_ groupId: Int64, `default`: String!, locale: String!, start: Int32, end: Int32) throws -> [Any] {
		return try list("/records.record/get-records", ["groupId": groupId, "default": `default` as Any, "locale": locale as Any, "start": start, "end": end])
	}

	@discardableResult
	open func updateRecord(withRecordId recordId: Int64, `class`: String!, priority: Int32, weight: Double, visible: Bool, note: String!, tags: [Any]!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] {
		var params: [String: Any] = ["recordId": recordId, "class": `class` as Any, "priority": priority, "weight": weight, "visible": visible, "note": note as Any, "tags": tags as Any]
		mangleWrapper(&params, name: "serviceContext", className: serviceContextClass, wrapper: serviceContext)
		return try object("/records.record/update-record", params)
	}
}

open class LRTodoItemService_v7: LRBaseService {
	@discardableResult
	open func getItemWithItemId(_ itemId: Int64) throws -> [AnyHashable: Any] {
		return try object("/todo.item/get-item", ["itemId": itemId])
	}

	@discardableResult
	open func updateItem(withItemId itemId: Int64, title: String!, notes: String!, dueDate: Int64, done: Bool, priority: Int32, status: String!, estimate: Double, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] {
		var params: [String: Any] = ["itemId": itemId, "title": title as Any, "notes": notes as Any, "dueDate": dueDate, "done": done, "priority": priority, "status": status as Any, "estimate": estimate]
		mangleWrapper(&params, name: "serviceContext", className: serviceContextClass, wrapper: serviceContext)
		return try object("/todo.item/update-item", params)
	}
}
