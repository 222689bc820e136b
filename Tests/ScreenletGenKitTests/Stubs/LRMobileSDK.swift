// Type-checking stub of the Liferay Mobile SDK for iOS (7.3) as Swift sees it (facts §1.12, §2.3).
// Every imported ObjC method is implicitly @discardableResult; stubs say so explicitly.
import UIKit

// Core/Auth: what signs a request (`LRHttpUtil.getRequestWith(_:url:)` calls `authenticate`).
@objc public protocol LRAuthentication: NSObjectProtocol {
	func authenticate(_ request: NSMutableURLRequest)
}

open class LRBasicAuthentication: NSObject, LRAuthentication {
	open var password: String { get { fatalError() } set {} }
	open var username: String { get { fatalError() } set {} }
	public init(username: String, password: String) { fatalError() }
	open func authenticate(_ request: NSMutableURLRequest) {}
}

open class LRCookieAuthentication: NSObject, LRAuthentication {
	open var authToken: String { get { fatalError() } set {} }
	open var cookieHeader: String { get { fatalError() } set {} }
	open var username: String { get { fatalError() } set {} }
	open var password: String { get { fatalError() } set {} }
	open var shouldHandleExpiration: Bool { get { fatalError() } set {} }
	open var cookieExpirationTime: Double { get { fatalError() } set {} }
	open var lastCookieRefresh: TimeInterval { get { fatalError() } set {} }
	public init(authToken: String, cookieHeader: String, username: String, password: String) { fatalError() }
	public init(authToken: String, cookieHeader: String, username: String, password: String, shouldHandleExpiration: Bool, cookieExpirationTime: Double, lastCookieRefresh: TimeInterval) { fatalError() }
	open func authenticate(_ request: NSMutableURLRequest) {}
}

open class LROAuth2Authentication: NSObject, LRAuthentication {
	open var accessToken: String { get { fatalError() } set {} }
	open var refreshToken: String { get { fatalError() } set {} }
	open var scope: String { get { fatalError() } set {} }
	open var accessTokenExpirationDate: Date { get { fatalError() } set {} }
	open var clientId: String { get { fatalError() } set {} }
	open var clientSecret: String? { get { fatalError() } set {} }
	public init(accessToken: String, refreshToken: String, scope: String, accessTokenExpirationDate: Date, clientId: String, clientSecret: String?) { fatalError() }
	open func authenticate(_ request: NSMutableURLRequest) {}
}

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
	open func onSuccess(_ success: @escaping LRSuccessBlock, onFailure failure: @escaping LRFailureBlock) {}
	@discardableResult open func upload(_ command: [AnyHashable: Any]) throws -> Any { fatalError() }
}

public typealias LRSessionHandler = (LRSession?, Error?) -> Void

// Http/LRHttpUtil.h: every class method as Swift imports it. The NSError** of `sendSyncRequest`
// is `throws` (no `error:` argument) and its answer is `Data`, not optional; the request is an
// NSMutableURLRequest (a URLRequest does not convert); `getRequestWithSession:URL:` is
// `getRequestWith(_:url:)`. `response:` is imported as
// `AutoreleasingUnsafeMutablePointer<HTTPURLResponse?>?`, which only `&` of a variable of type
// `HTTPURLResponse?` (or nil) converts to; the stub takes that variable `inout`, because with
// ObjC interop on Linux every `&`-to-pointer conversion fails ("broken standard library",
// the standard library there has no AutoreleasingUnsafeMutablePointer). So the stub also
// rejects `response: nil`, which the SDK accepts; generated code always reads the status.
public let LR_GET: String = ""
public let LR_HEAD: String = ""
public let LR_JSONWS_PATH_V61: String = ""
public let LR_JSONWS_PATH_V62: String = ""
public let LR_POST: String = ""

public typealias LRHandler = (Data?, URLResponse?, Error?) -> Void

open class LRHttpUtil: NSObject {
	@discardableResult open class func encodeURL(_ URL: String) -> String { fatalError() }
	@discardableResult open class func escape(_ string: String, include: String, ignore: String?) -> String { fatalError() }
	@discardableResult open class func getRequestWith(_ session: LRSession, url URL: URL) -> NSMutableURLRequest { fatalError() }
	@discardableResult open class func getURL(_ session: LRSession, path: String) -> URL { fatalError() }
	@discardableResult open class func post(_ session: LRSession, command: [AnyHashable: Any]) throws -> [Any] { fatalError() }
	@discardableResult open class func post(_ session: LRSession, commands: [Any]) throws -> [Any] { fatalError() }
	@discardableResult open class func sendSyncRequest(_ request: NSMutableURLRequest, delegate: URLSessionDelegate?, session: LRSession, response: inout HTTPURLResponse?) throws -> Data { fatalError() }
	@discardableResult open class func requestFreshAuthentication(_ session: LRSession, handler: LRSessionHandler? = nil) throws -> LRSession { fatalError() }
	open class func setJSONWSPath(_ path: String) {}
	open class func setRefreshFactory(_ refreshFactory: LRAuthenticationRefreshFactory) {}
}

// Http/LRRedirectDelegate.h: `@interface LRRedirectDelegate : NSObject <NSURLSessionDelegate>`,
// nothing else declared (its redirect method is in the .m only): made with NSObject's init.
open class LRRedirectDelegate: NSObject, URLSessionDelegate, @unchecked Sendable {
	public override init() { fatalError() }
}

// Http/AuthenticationRefresh: what `setRefreshFactory` takes (headers without nullability).
public protocol LRAuthenticationRefreshHandler: NSObjectProtocol {
	func refreshAuthentication(_ session: LRSession, handler: LRSessionHandler?) throws -> LRSession
}

open class LRAuthenticationRefreshFactory: NSObject {
	@discardableResult open func authenticationRefreshHandler(for authentication: LRAuthentication!) -> LRAuthenticationRefreshHandler! { fatalError() }
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
