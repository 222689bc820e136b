// Type-checking stub of the Liferay Mobile SDK for iOS (7.3) as Swift sees it (facts §1.12, §2.3).
// Every imported ObjC method is implicitly @discardableResult; stubs say so explicitly.
import UIKit

@objc public protocol LRAuthentication: NSObjectProtocol {}

public protocol LRCallback: NSObjectProtocol {
	func onFailure(_ error: Error)
	func onSuccess(_ result: Any)
}

public typealias LRFailureBlock = (Error) -> Void
public typealias LRSuccessBlock = (Any) -> Void

open class LRSession: NSObject {
	open var authentication: LRAuthentication?
	open var callback: LRCallback?
	open var connectionTimeout: Int32 { get { fatalError() } set {} }
	open var headers: [AnyHashable: Any]?
	open var server: String { get { fatalError() } set {} }
	open var queue: OperationQueue { get { fatalError() } set {} }
	public init(server: String) { fatalError() }
	public init(server: String, callback: LRCallback?) { fatalError() }
	public init(server: String, authentication: LRAuthentication?) { fatalError() }
	public init(server: String, authentication: LRAuthentication?, callback: LRCallback?) { fatalError() }
	public init(server: String, authentication: LRAuthentication?, connectionTimeout: Int32, callback: LRCallback?) { fatalError() }
	public init(server: String, authentication: LRAuthentication?, connectionTimeout: Int32, callback: LRCallback?, queue: OperationQueue?) { fatalError() }
	public init(session: LRSession) { fatalError() }
	@discardableResult open func invoke(_ command: [AnyHashable: Any]) throws -> Any { fatalError() }
	@discardableResult open func upload(_ command: [AnyHashable: Any]) throws -> Any { fatalError() }
}

open class LRBatchSession: LRSession {
	open var commands: [Any] { fatalError() }
	@discardableResult open func invoke() throws -> [Any] { fatalError() }
}

open class LRJSONObjectWrapper: NSObject {
	open var className: String { get { fatalError() } set {} }
	open var jsonObject: [AnyHashable: Any] { get { fatalError() } set {} }
	public init(jsonObject: [AnyHashable: Any]) { fatalError() }
	public init(className: String?, jsonObject: [AnyHashable: Any]) { fatalError() }
}

open class LRBlockCallback: NSObject, LRCallback {
	open var failure: LRFailureBlock { get { fatalError() } set {} }
	open var success: LRSuccessBlock { get { fatalError() } set {} }
	public init(success: @escaping LRSuccessBlock, failure: @escaping LRFailureBlock) { fatalError() }
	open func onFailure(_ error: Error) {}
	open func onSuccess(_ result: Any) {}
}

open class LRBaseService: NSObject {
	open var session: LRSession { get { fatalError() } set {} }
	public init(session: LRSession) { fatalError() }
	open func boolValue(_ number: NSNumber) -> Bool { fatalError() }
	open func checkNull(_ object: Any?) -> Any { fatalError() }
	open func toString(_ data: Data?) -> String { fatalError() }
	open func mangleWrapper(withParams params: NSMutableDictionary, name: String, className: String, wrapper: LRJSONObjectWrapper?) {}
}

open class LRBookmarksEntryService_v7: LRBaseService {
	@discardableResult open func addEntry(withGroupId groupId: Int64, folderId: Int64, name: String!, url: String!, description: String!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func getEntriesWithGroupId(_ groupId: Int64, folderId: Int64, start: Int32, end: Int32) throws -> [Any] { fatalError() }
	@discardableResult open func getEntriesWithGroupId(_ groupId: Int64, folderId: Int64, start: Int32, end: Int32, orderByComparator: LRJSONObjectWrapper!) throws -> [Any] { fatalError() }
	@discardableResult open func search(withGroupId groupId: Int64, creatorUserId: Int64, status: Int32, start: Int32, end: Int32) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func getEntryWithEntryId(_ entryId: Int64) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func updateEntry(withEntryId entryId: Int64, groupId: Int64, folderId: Int64, name: String!, url: String!, description: String!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func moveEntry(withEntryId entryId: Int64, parentFolderId: Int64) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func getEntriesCount(withGroupId groupId: Int64, folderId: Int64, status: Int32) throws -> NSNumber { fatalError() }
	@discardableResult open func getEntriesCount(withGroupId groupId: Int64, folderId: Int64) throws -> NSNumber { fatalError() }
	@discardableResult open func getGroupEntriesCount(withGroupId groupId: Int64, userId: Int64) throws -> NSNumber { fatalError() }
	@discardableResult open func getGroupEntriesCount(withGroupId groupId: Int64, userId: Int64, rootFolderId: Int64) throws -> NSNumber { fatalError() }
	@discardableResult open func getGroupEntriesCount(withGroupId groupId: Int64) throws -> NSNumber { fatalError() }
	@discardableResult open func moveEntryToTrash(withEntryId entryId: Int64) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func getGroupEntries(withGroupId groupId: Int64, start: Int32, end: Int32) throws -> [Any] { fatalError() }
	@discardableResult open func getGroupEntries(withGroupId groupId: Int64, userId: Int64, start: Int32, end: Int32) throws -> [Any] { fatalError() }
	@discardableResult open func getGroupEntries(withGroupId groupId: Int64, userId: Int64, rootFolderId: Int64, start: Int32, end: Int32) throws -> [Any] { fatalError() }
	@discardableResult open func getFoldersEntriesCount(withGroupId groupId: Int64, folderIds: [Any]!) throws -> NSNumber { fatalError() }
	open func restoreEntryFromTrash(withEntryId entryId: Int64) throws { fatalError() }
	@discardableResult open func openEntry(withEntryId entryId: Int64) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func openEntry(withEntry entry: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func moveEntryFromTrash(withEntryId entryId: Int64, parentFolderId: Int64) throws -> [AnyHashable: Any] { fatalError() }
	open func subscribeEntry(withEntryId entryId: Int64) throws { fatalError() }
	open func unsubscribeEntry(withEntryId entryId: Int64) throws { fatalError() }
	open func deleteEntry(withEntryId entryId: Int64) throws { fatalError() }
}

open class LRBookmarksFolderService_v7: LRBaseService {
	@discardableResult open func getFolderWithFolderId(_ folderId: Int64) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func getFoldersWithGroupId(_ groupId: Int64) throws -> [Any] { fatalError() }
	@discardableResult open func getFoldersWithGroupId(_ groupId: Int64, parentFolderId: Int64) throws -> [Any] { fatalError() }
	@discardableResult open func getFoldersWithGroupId(_ groupId: Int64, parentFolderId: Int64, start: Int32, end: Int32) throws -> [Any] { fatalError() }
	@discardableResult open func getFoldersWithGroupId(_ groupId: Int64, parentFolderId: Int64, status: Int32, start: Int32, end: Int32) throws -> [Any] { fatalError() }
	@discardableResult open func getFoldersCount(withGroupId groupId: Int64, parentFolderId: Int64) throws -> NSNumber { fatalError() }
	@discardableResult open func getFoldersCount(withGroupId groupId: Int64, parentFolderId: Int64, status: Int32) throws -> NSNumber { fatalError() }
	@discardableResult open func addFolder(withParentFolderId parentFolderId: Int64, name: String!, description: String!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] { fatalError() }
	@discardableResult open func updateFolder(withFolderId folderId: Int64, parentFolderId: Int64, name: String!, description: String!, serviceContext: LRJSONObjectWrapper!) throws -> [AnyHashable: Any] { fatalError() }
	open func deleteFolder(withFolderId folderId: Int64) throws { fatalError() }
	open func deleteFolder(withFolderId folderId: Int64, includeTrashedEntries: Bool) throws { fatalError() }
	open func subscribeFolder(withGroupId groupId: Int64, folderId: Int64) throws { fatalError() }
	open func unsubscribeFolder(withGroupId groupId: Int64, folderId: Int64) throws { fatalError() }
	@discardableResult open func getFoldersAndEntries(withGroupId groupId: Int64, folderId: Int64) throws -> [Any] { fatalError() }
	@discardableResult open func getFoldersAndEntries(withGroupId groupId: Int64, folderId: Int64, status: Int32) throws -> [Any] { fatalError() }
	@discardableResult open func getFoldersAndEntries(withGroupId groupId: Int64, folderId: Int64, status: Int32, start: Int32, end: Int32) throws -> [Any] { fatalError() }
	@discardableResult open func getFoldersAndEntriesCount(withGroupId groupId: Int64, folderId: Int64) throws -> NSNumber { fatalError() }
}
