// Type-checking stub of Liferay Screens 5.2 as an app module sees it (facts §1.1–§1.11).
// Signatures and access levels only. Like the real framework, it re-exports the Mobile SDK.
// @objcMembers where 5.2.1 has it. Built with -experimental-skip-all-function-bodies:
// lowering the @objc thunks that bridge Any crashes swiftc on Linux (no bridging
// intrinsics), and a type-checking stub needs no lowered bodies.
@_exported import LRMobileSDK
import UIKit

@objc(BaseScreenletDelegate)
public protocol BaseScreenletDelegate: NSObjectProtocol {
	@objc optional func screenlet(_ screenlet: BaseScreenlet,
		customInteractorForAction: String,
		withSender: Any?) -> Interactor?
}

@objc(BaseScreenlet)
@objcMembers
open class BaseScreenlet: UIView {
	public static let DefaultAction = "defaultAction"
	public static let DefaultThemeName = "default"
	@IBOutlet open weak var delegate: BaseScreenletDelegate?
	@IBInspectable open var themeName: String?
	open weak var screenletView: BaseScreenletView?
	open weak var presentingViewController: UIViewController?
	internal var isRunningOnInterfaceBuilder: Bool { fatalError() }
	public init(frame: CGRect, themeName: String?) { fatalError() }
	override convenience init(frame: CGRect) { fatalError() }
	required public init?(coder aDecoder: NSCoder) { fatalError() }
	override open func awakeFromNib() {}
	override open func becomeFirstResponder() -> Bool { fatalError() }
	override open func didMoveToWindow() {}
	override open func prepareForInterfaceBuilder() {}
	open dynamic func onCreated() {}
	open dynamic func onPreCreate() {}
	open dynamic func onHide() {}
	open dynamic func onShow() {}
	@discardableResult
	open dynamic func performAction(name: String, sender: Any? = nil) -> Bool { fatalError() }
	@discardableResult
	open dynamic func performDefaultAction() -> Bool { fatalError() }
	@discardableResult
	open dynamic func onAction(name: String, interactor: Interactor, sender: Any?) -> Bool { fatalError() }
	open dynamic func isActionRunning(_ name: String) -> Bool { fatalError() }
	open dynamic func cancelInteractorsForAction(_ name: String) {}
	open dynamic func createInteractor(name: String, sender: Any?) -> Interactor? { fatalError() }
	open dynamic func endInteractor(_ interactor: Interactor, error: NSError?) {}
	open dynamic func onStartInteraction() {}
	open dynamic func onFinishInteraction(_ result: Any?, error: NSError?) {}
	open dynamic func showHUDWithMessage(_ message: String?, forInteractor interactor: Interactor) {}
	open dynamic func hideHUDWithMessage(_ message: String?, forInteractor interactor: Interactor, withError error: NSError?) {}
	open dynamic func refreshTranslations() {}
}

@objc(BaseScreenletView)
@objcMembers
open class BaseScreenletView: UIView {
	open weak var screenlet: BaseScreenlet?
	open weak var presentingViewController: UIViewController?
	open var progressMessages: [String: ProgressMessages] { fatalError() }
	public let NoProgressMessage = ""
	open var editable: Bool = true
	open var themeName = "default"
	internal var onPerformAction: ((String, Any?) -> Bool)?
	override open func awakeFromNib() {}
	override open func becomeFirstResponder() -> Bool { fatalError() }
	override open func didMoveToWindow() {}
	open dynamic func onCreated() {}
	open dynamic func onDestroy() {}
	open dynamic func onPreCreate() {}
	open dynamic func onHide() {}
	open dynamic func onShow() {}
	open dynamic func onSetUserActionForControl(_ control: UIControl) -> Bool { fatalError() }
	open dynamic func onPreAction(name: String, sender: Any?) -> Bool { fatalError() }
	open dynamic func onSetDefaultDelegate(_ delegate: AnyObject, view: UIView) -> Bool { fatalError() }
	open dynamic func onSetTranslations() {}
	open dynamic func onStartInteraction() {}
	open dynamic func onFinishInteraction(_ result: Any?, error: NSError?) {}
	open dynamic func createProgressPresenter() -> ProgressPresenter { fatalError() }
	open dynamic func progressMessageForAction(_ actionName: String, messageType: ProgressMessageType) -> String? { fatalError() }
	open dynamic func userAction(name: String?) {}
	open dynamic func userAction(name: String?, sender: Any?) {}
	open dynamic func changeEditable(_ editable: Bool) {}
}

@objc(ProgressPresenter)
public protocol ProgressPresenter {
	func showHUDInView(_ view: UIView, message: String?, forInteractor interactor: Interactor)
	func hideHUDFromView(_ view: UIView?, message: String?, forInteractor interactor: Interactor, withError error: NSError?)
}

@objc public enum ProgressMessageType: Int {
	case working
	case failure
	case success
}

public typealias ProgressMessages = [ProgressMessageType: String]

@objc(MBProgressHUDPresenter)
open class MBProgressHUDPresenter: NSObject, ProgressPresenter {
	open var customView: UIView?
	open var customColor: UIColor?
	open func hideHUDFromView(_ view: UIView?, message: String?, forInteractor interactor: Interactor, withError error: NSError?) {}
	open func showHUDInView(_ view: UIView, message: String?, forInteractor interactor: Interactor) {}
}

@objc open class DefaultProgressPresenter: MBProgressHUDPresenter {
	override public init() { fatalError() }
}

@objc(Interactor)
@objcMembers
open class Interactor: NSObject {
	open var actionName: String?
	open var onSuccess: (() -> Void)?
	open var onFailure: ((NSError) -> Void)?
	open var lastError: NSError?
	public let screenlet: BaseScreenlet?
	internal var cancelled = false
	public init(screenlet: BaseScreenlet?) { fatalError() }
	override public convenience init() { fatalError() }
	open func callOnSuccess() {}
	open func callOnFailure(_ error: NSError) {}
	open func start() -> Bool { fatalError() }
	open func cancel() {}
	open func interactionResult() -> Any? { fatalError() }
}

@objc(ServerConnector)
@objcMembers
open class ServerConnector: Operation {
	var retried = false
	var currentSession: LRSession?
	open var lastError: NSError?
	internal var onComplete: ((ServerConnector) -> Void)?
	open override func main() {}
	@discardableResult
	open func validateAndEnqueue(_ onComplete: ((ServerConnector) -> Void)? = nil) -> ValidationError? { fatalError() }
	open func enqueue(_ onComplete: ((ServerConnector) -> Void)? = nil) {}
	open func validateData() -> ValidationError? { fatalError() }
	open func preRun() -> Bool { fatalError() }
	open func doRun(session: LRSession) {}
	open func postRun() {}
	open func createSession() -> LRSession? { fatalError() }
	open func callOnComplete() {}
}

@objc(AsyncServerConnector)
open class AsyncServerConnector: ServerConnector {
	open override func main() {}
	open override func start() {}
	open override func callOnComplete() {}
}

open class HttpConnector: AsyncServerConnector {
	open var url: URL
	open var resultData: Data?
	public init(url: URL) { fatalError() }
	override open func doRun(session: LRSession) {}
	override open func createSession() -> LRSession? { fatalError() }
}

public enum CacheStrategyType: String {
	case remoteOnly = "remote-only"
	case remoteFirst = "remote-first"
	case cacheOnly = "cache-only"
	case cacheFirst = "cache-first"
}

public typealias CacheStrategy = (
	ServerConnector,
	_ whenSuccess: @escaping () -> Void,
	_ whenFailure: @escaping (NSError) -> Void) -> Void

open class ServerConnectorInteractor: Interactor {
	open var cacheStrategy = CacheStrategyType.remoteFirst
	open var currentConnector: ServerConnector?
	override open func start() -> Bool { fatalError() }
	override open func cancel() {}
	override open func callOnSuccess() {}
	override open func callOnFailure(_ error: NSError) {}
	open func createConnector() -> ServerConnector? { fatalError() }
	open func completedConnector(_ c: ServerConnector) {}
	open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {}
	open func writeToCache(_ c: ServerConnector) {}
	open func getCacheStrategyImpl(_ strategyType: CacheStrategyType) -> CacheStrategy { fatalError() }
}

open class ServerReadConnectorInteractor: ServerConnectorInteractor {
	override open func getCacheStrategyImpl(_ strategyType: CacheStrategyType) -> CacheStrategy { fatalError() }
}

open class ServerWriteConnectorInteractor: ServerConnectorInteractor {
	override open func getCacheStrategyImpl(_ strategyType: CacheStrategyType) -> CacheStrategy { fatalError() }
}

@objc(BaseListScreenlet)
open class BaseListScreenlet: BaseScreenlet {
	open class var LoadInitialPageAction: String { fatalError() }
	open class var LoadPageAction: String { fatalError() }
	@IBInspectable open var autoLoad: Bool = true
	@IBInspectable open var refreshControl: Bool = true
	@IBInspectable open var firstPageSize: Int = 50
	@IBInspectable open var pageSize: Int = 25
	@IBInspectable open var obcClassName: String = ""
	open var baseListView: BaseListView { fatalError() }
	internal var streamMode = false
	override open func onCreated() {}
	override open func onShow() {}
	override open func createInteractor(name: String, sender: Any?) -> Interactor? { fatalError() }
	override open func onAction(name: String, interactor: Interactor, sender: Any?) -> Bool { fatalError() }
	@discardableResult
	open func loadList() -> Bool { fatalError() }
	open func loadPageForRow(_ row: Int) {}
	open dynamic func pageFromRow(_ row: Int) -> Int { fatalError() }
	open dynamic func firstRowForPage(_ page: Int) -> Int { fatalError() }
	open dynamic func createPageLoadInteractor(page: Int, computeRowCount: Bool) -> BaseListPageLoadInteractor { fatalError() }
	open dynamic func onLoadPageError(page: Int, error: NSError) {}
	open dynamic func onLoadPageResult(page: Int, rows: [AnyObject], rowCount: Int) {}
	open dynamic func onSelectedRow(_ row: AnyObject) {}
}

@objc(BaseListView)
open class BaseListView: BaseScreenletView {
	public static let DefaultSection = ""
	open var rowCount: Int { fatalError() }
	open var rows: [String: [AnyObject?]] { fatalError() }
	open var sections: [String] { fatalError() }
	open var onSelectedRowClosure: ((AnyObject) -> Void)?
	open var fetchPageForRow: ((Int) -> Void)?
	open var loadingRows = false
	open var moreRows = true
	open func setRows(_ allRows: [String: [AnyObject?]], newRows: [String: [AnyObject]], rowCount: Int, sections: [String]) {}
	open dynamic func clearRows() {}
	open func onChangedRows(_ oldRows: [String: [AnyObject?]]) {}
	open func onAddedRows(_ oldRows: [String: [AnyObject?]]) {}
	open func onClearRows(_ oldRows: [String: [AnyObject?]]) {}
	open dynamic func deleteRow(_ section: String, row: Int) {}
	open dynamic func addRow(_ section: String, element: AnyObject) {}
	open dynamic func updateRow(_ section: String, row: Int, element: AnyObject) {}
	open func rowsForSectionIndex(_ index: Int) -> [AnyObject?] { fatalError() }
}

@objc(BaseListTableView)
open class BaseListTableView: BaseListView, UITableViewDataSource, UITableViewDelegate {
	@IBOutlet open var tableView: UITableView?
	override open var progressMessages: [String: ProgressMessages] { fatalError() }
	open override func onCreated() {}
	override open func onChangedRows(_ oldRows: [String: [AnyObject?]]) {}
	override open func onAddedRows(_ oldRows: [String: [AnyObject?]]) {}
	override open func onClearRows(_ oldRows: [String: [AnyObject?]]) {}
	override open func onFinishInteraction(_ result: Any?, error: NSError?) {}
	open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
	open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }
	open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { fatalError() }
	open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
	open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
	open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
	open func doDequeueReusableCell(row: Int, object: AnyObject?) -> UITableViewCell { fatalError() }
	open func doFillLoadedCell(row: Int, cell: UITableViewCell, object: AnyObject) {}
	open func doFillInProgressCell(row: Int, cell: UITableViewCell) {}
	open func doRegisterCellNibs() {}
	open func doGetCellId(row: Int, object: AnyObject?) -> String { fatalError() }
	open func doCreateCell(_ cellId: String) -> UITableViewCell { fatalError() }
	open func createLoadingMoreView() -> UIView? { fatalError() }
	open override func changeEditable(_ editable: Bool) {}
}

@objc(BaseListCollectionView)
open class BaseListCollectionView: BaseListView, UICollectionViewDataSource, UICollectionViewDelegate {
	let defaultCellId = "liferay-screns-loadingMoreCellId"
	@IBOutlet open var collectionView: UICollectionView?
	override open var progressMessages: [String: ProgressMessages] { fatalError() }
	override open func onCreated() {}
	override open func onShow() {}
	override open func onChangedRows(_ oldRows: [String: [AnyObject?]]) {}
	override open func onAddedRows(_ oldRows: [String: [AnyObject?]]) {}
	open override func onClearRows(_ oldRows: [String: [AnyObject?]]) {}
	override open func onFinishInteraction(_ result: Any?, error: NSError?) {}
	open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fatalError() }
	open func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
	open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
	open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
	open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
	open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAtIndexPath indexPath: IndexPath) -> CGSize { fatalError() }
	open dynamic func doConfigureCollectionView(_ collectionView: UICollectionView) {}
	open dynamic func doCreateLayout() -> UICollectionViewLayout { fatalError() }
	open dynamic func doDequeueReusableCell(_ indexPath: IndexPath, object: AnyObject?) -> UICollectionViewCell { fatalError() }
	open dynamic func doFillLoadedCell(indexPath: IndexPath, cell: UICollectionViewCell, object: AnyObject) {}
	open dynamic func doFillInProgressCell(indexPath: IndexPath, cell: UICollectionViewCell) {}
	open dynamic func doRegisterCellNibs() {}
	open dynamic func doRegisterLoadMoreCell() {}
	open dynamic func doGetCellId(indexPath: IndexPath, object: AnyObject?) -> String { fatalError() }
	open dynamic func doGetLoadMoreCellId() -> String { fatalError() }
	open dynamic func doCreateCell(_ cellId: String) -> UICollectionViewCell { fatalError() }
	open dynamic func doFillLoadMoreCell(_ cell: UICollectionViewCell) {}
	open dynamic func doGetLoadMoreViewSize(_ layout: UICollectionViewFlowLayout) -> CGSize { fatalError() }
	open dynamic func updateRefreshControl() {}
}

@objc(BaseListPageLoadInteractor)
open class BaseListPageLoadInteractor: ServerReadConnectorInteractor {
	public let page: Int
	public let computeRowCount: Bool
	open var obcClassName: String?
	open var resultAllPagesContent: [String: [AnyObject?]]?
	open var resultPageContent: [String: [AnyObject]]?
	open var resultRowCount: Int?
	open var sections: [String]?
	public init(screenlet: BaseListScreenlet, page: Int, computeRowCount: Bool) { fatalError() }
	override open func createConnector() -> PaginationLiferayConnector { fatalError() }
	override open func completedConnector(_ c: ServerConnector) {}
	open func createListPageConnector() -> PaginationLiferayConnector { fatalError() }
	open func processLoadPageResult(_ serverRows: [[String: AnyObject]], rowCount: Int?) {}
	open func convertResult(_ serverResult: [String: AnyObject]) -> AnyObject { fatalError() }
	open func sectionForRowObject(_ object: AnyObject) -> String? { fatalError() }
	open func cacheKey(_ c: PaginationLiferayConnector) -> String { fatalError() }
	override open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {}
	override open func writeToCache(_ c: ServerConnector) {}
}

open class PaginationLiferayConnector: ServerConnector {
	public let startRow: Int
	public let endRow: Int
	public let computeRowCount: Bool
	open var obcClassName: String?
	open var resultPageContent: [[String: AnyObject]]?
	open var resultRowCount: Int?
	public init(startRow: Int, endRow: Int, computeRowCount: Bool) { fatalError() }
	override open func doRun(session: LRSession) {}
	open func doAddPageRowsServiceCall(session: LRBatchSession, startRow: Int, endRow: Int, obc: LRJSONObjectWrapper?) {}
	open func doAddRowCountServiceCall(session: LRBatchSession) {}
}

open class ValidationError: NSError {
	public init(_ message: String) { fatalError() }
	public convenience init(_ key: String, _ message: String) { fatalError() }
	public convenience init(_ key: String, _ message: String, _ bundleObject: AnyObject) { fatalError() }
	required public init?(coder aDecoder: NSCoder) { fatalError() }
}

public enum ScreensErrorCause: Int {
	case abortedDueToPreconditions = -2
	case invalidServerResponse = -3
	case validationFailed = -4
	case notAvailable = -5
	case cancelled = -6
}

public extension NSError {
	class func errorWithCause(_ cause: ScreensErrorCause, userInfo: [String: Any]? = nil) -> NSError { fatalError() }
	class func errorWithCause(_ cause: ScreensErrorCause, message: String) -> NSError { fatalError() }
}

@objc public enum LiferayServerVersion: Int {
	case v62 = 62, v70 = 70, v71 = 71, v72 = 72, v73 = 73
}

@objc(LiferayServerContext)
@objcMembers
open class LiferayServerContext: NSObject {
	open class var server: String { get { fatalError() } set {} }
	open class var serverVersion: LiferayServerVersion { get { fatalError() } set {} }
	open class var companyId: Int64 { get { fatalError() } set {} }
	open class var groupId: Int64 { get { fatalError() } set {} }
	open class func propertyForKey(_ key: String) -> Any { fatalError() }
	open class func longPropertyForKey(_ key: String) -> Int64 { fatalError() }
	open class func intPropertyForKey(_ key: String) -> Int { fatalError() }
	open class func booleanPropertyForKey(_ key: String) -> Bool { fatalError() }
	open class func stringPropertyForKey(_ key: String) -> String { fatalError() }
}

@objc(User)
@objcMembers
open class User: NSObject {
	open var userId: Int64 { fatalError() }
	open var attributes: [String: AnyObject] { fatalError() }
}

// Offline/CacheManager.swift: the members generated interactors use.
@objc open class CacheManager: NSObject {
	open func getAny(collection: String, key: String, result: @escaping (Any?) -> Void) {}
	open func getSome(collection: String, keys: [String], result: @escaping ([Any?]) -> Void) {}
	open func setClean(collection: String, key: String, value: NSCoding, attributes: [String: Any], onCompletion: (() -> Void)? = nil) {}
	open func setClean(collection: String, key: String, localFileURL: URL, attributes: [String: Any], onCompletion: (() -> Void)? = nil) {}
	open func setDirty(collection: String, key: String, value: NSCoding, attributes: [String: Any], onCompletion: (() -> Void)? = nil) {}
	open func remove(collection: String, key: String, onCompletion: (() -> Void)? = nil) {}
	open func remove(collection: String, onCompletion: (() -> Void)? = nil) {}
	open func removeAll(_ onCompletion: (() -> Void)? = nil) {}
	open func getMetadata(collection: String, key: String, result: @escaping (CacheMetadata?) -> Void) {}
	open func countPendingToSync(_ result: @escaping (UInt) -> Void) {}
	open func pendingToSync(_ result: @escaping (String, String, [String: Any]) -> Bool, onCompletion: (() -> Void)? = nil) {}
}

// Offline/CacheMetadata.swift
@objc open class CacheMetadata: NSObject, NSCoding {
	public let synchronized: Date?
	public let attributes: [String: Any]
	public init(synchronized: Date?, attributes: [String: Any]) { fatalError() }
	public required convenience init?(coder aDecoder: NSCoder) { fatalError() }
	open func encode(with aCoder: NSCoder) {}
}

@objc(SessionContext)
@objcMembers
open class SessionContext: NSObject {
	public static var currentContext: SessionContext?
	public let session: LRSession
	public let user: User
	public let cacheManager: CacheManager
	open class var isLoggedIn: Bool { fatalError() }
	open func createRequestSession() -> LRSession { fatalError() }
	open class func createSessionFromCurrentSession() -> LRSession? { fatalError() }
	public init(session: LRSession, user: User) { fatalError() }
}

public func nullIfEmpty(_ string: String?) -> String? { fatalError() }
public func dispatch_main(_ block: @escaping () -> Void) { fatalError() }
public func dispatch_main(_ forceDispatch: Bool, block: @escaping () -> Void) { fatalError() }
public func ScreenletName(_ klass: AnyClass) -> String { fatalError() }
public func LocalizedString(_ tableName: String, key: String, obj: Any) -> String { fatalError() }

extension Bundle {
	public class func nibInBundles(name: String, currentClass: AnyClass) -> UINib? { fatalError() }
	public class func imageInBundles(name: String, currentClass: AnyClass) -> UIImage? { fatalError() }
}

// MARK: The framework's other @objc names (5.2.1): classes with their superclass and
// protocols, members left out. An app class with one of these ObjC names would be a
// duplicate in the ObjC runtime, so screenletgen refuses them (FrameworkInventory).

@objc(AssetDisplayScreenletDelegate)
public protocol AssetDisplayScreenletDelegate: BaseScreenletDelegate {}

@objc(AssetDisplayScreenlet)
open class AssetDisplayScreenlet: BaseScreenlet {}

@objc(AssetDisplayViewModel)
public protocol AssetDisplayViewModel {}

@objc(AssetClassEntry)
open class AssetClassEntry: NSObject {}

@objc(AssetClasses)
@objcMembers
open class AssetClasses: NSObject {}

@objc(AssetListScreenletDelegate)
public protocol AssetListScreenletDelegate: BaseScreenletDelegate {}

@objc(AssetListScreenlet)
open class AssetListScreenlet: BaseListScreenlet {}

@objc(AssetListTableView)
open class AssetListTableView: BaseListTableView {}

@objc(AnonymousBasicAuthType)
public protocol AnonymousBasicAuthType {}

@objc(BasicAuthBasedType)
public protocol BasicAuthBasedType {}

@objc(ForgotPasswordScreenletDelegate)
public protocol ForgotPasswordScreenletDelegate: BaseScreenletDelegate {}

@objc(ForgotPasswordScreenlet)
open class ForgotPasswordScreenlet: BaseScreenlet {}

@objc(ForgotPasswordViewModel)
public protocol ForgotPasswordViewModel: BasicAuthBasedType {}

@objc(LoginScreenletDelegate)
public protocol LoginScreenletDelegate: BaseScreenletDelegate {}

@objc(LoginScreenlet)
open class LoginScreenlet: BaseScreenlet {}

@objc(LoginViewModel)
public protocol LoginViewModel: BasicAuthBasedType {}

@objc(SignUpScreenletDelegate)
public protocol SignUpScreenletDelegate: BaseScreenletDelegate {}

@objc(SignUpScreenlet)
open class SignUpScreenlet: BaseScreenlet {}

@objc(SignUpViewModel)
public protocol SignUpViewModel {}

@objc(UserPortraitScreenletDelegate)
public protocol UserPortraitScreenletDelegate: BaseScreenletDelegate {}

@objc(UserPortraitScreenlet)
open class UserPortraitScreenlet: BaseScreenlet {}

@objc(UserPortraitViewModel)
public protocol UserPortraitViewModel {}

@objc(BlogsDisplayViewModel)
public protocol BlogsDisplayViewModel {}

@objc(BlogsEntryDisplayScreenletDelegate)
public protocol BlogsEntryDisplayScreenletDelegate: BaseScreenletDelegate {}

@objc(BlogsEntryDisplayScreenlet)
open class BlogsEntryDisplayScreenlet: BaseScreenlet {}

@objc(CommentAddScreenletDelegate)
public protocol CommentAddScreenletDelegate: BaseScreenletDelegate {}

@objc(CommentAddScreenlet)
open class CommentAddScreenlet: BaseScreenlet {}

@objc(CommentAddViewModel)
public protocol CommentAddViewModel {}

@objc(CommentDisplayScreenletDelegate)
public protocol CommentDisplayScreenletDelegate: BaseScreenletDelegate {}

@objc(CommentDisplayScreenlet)
open class CommentDisplayScreenlet: BaseScreenlet {}

@objc(CommentDisplayViewModel)
public protocol CommentDisplayViewModel {}

@objc(CommentListScreenletDelegate)
public protocol CommentListScreenletDelegate: BaseScreenletDelegate {}

@objc(CommentListScreenlet)
open class CommentListScreenlet: BaseListScreenlet {}

@objc(CommentListViewModel)
public protocol CommentListViewModel {}

@objc(CredentialsStorage)
open class CredentialsStorage: NSObject {}

@objc(LiferayConnectorFactory)
public protocol LiferayConnectorFactory {}

@objc(Liferay62ConnectorFactory)
open class Liferay62ConnectorFactory: NSObject {}

@objc(Liferay70ConnectorFactory)
open class Liferay70ConnectorFactory: NSObject {}

@objc(BaseCredentialsStoreKeyChain)
open class BaseCredentialsStoreKeyChain: NSObject {}

@objc(CredentialsStore)
public protocol CredentialsStore {}

@objc(DDLFormScreenletDelegate)
public protocol DDLFormScreenletDelegate: BaseScreenletDelegate {}

@objc(DDLFormScreenlet)
open class DDLFormScreenlet: BaseScreenlet {}

@objc(DDLFormView)
open class DDLFormView: BaseScreenletView {}

@objc(DDLFormViewModel)
public protocol DDLFormViewModel {}

@objc(DDLFormTableView)
open class DDLFormTableView: DDLFormView {}

@objc(DDMFieldTableCell)
open class DDMFieldTableCell: UITableViewCell {}

@objc(DDLListScreenletDelegate)
public protocol DDLListScreenletDelegate: BaseScreenletDelegate {}

@objc(DDLListScreenlet)
open class DDLListScreenlet: BaseListScreenlet {}

@objc(DDLListViewModel)
public protocol DDLListViewModel {}

@objc(AudioDisplayScreenlet)
open class AudioDisplayScreenlet: FileDisplayScreenlet {}

@objc(FileDisplayScreenletDelegate)
public protocol FileDisplayScreenletDelegate: BaseScreenletDelegate {}

@objc(FileDisplayScreenlet)
open class FileDisplayScreenlet: BaseScreenlet {}

@objc(FileDisplayViewModel)
public protocol FileDisplayViewModel {}

@objc(ImageDisplayScreenlet)
open class ImageDisplayScreenlet: FileDisplayScreenlet {}

@objc(ImageDisplayViewModel)
public protocol ImageDisplayViewModel: FileDisplayViewModel {}

@objc(PdfDisplayScreenlet)
open class PdfDisplayScreenlet: FileDisplayScreenlet {}

@objc(VideoDisplayScreenlet)
open class VideoDisplayScreenlet: FileDisplayScreenlet {}

@objc(ImageEntryUpload)
open class ImageEntryUpload: NSObject {}

@objc(ImageGalleryScreenletDelegate)
public protocol ImageGalleryScreenletDelegate: BaseScreenletDelegate {}

@objc(ImageGalleryScreenlet)
open class ImageGalleryScreenlet: BaseListScreenlet {}

@objc(ImageGalleryViewModel)
public protocol ImageGalleryViewModel {}

@objc(ImageUploadDetailViewBase)
open class ImageUploadDetailViewBase: UIView {}

@objc(Asset)
@objcMembers
open class Asset: NSObject {}

@objc(BlogsEntry)
open class BlogsEntry: Asset {}

@objc(Comment)
@objcMembers
open class Comment: NSObject {}

@objc(DDLRecord)
@objcMembers
open class DDLRecord: NSObject {}

@objc(DDMStructure)
@objcMembers
open class DDMStructure: NSObject {}

@objc(DDMField)
@objcMembers
open class DDMField: NSObject {}

@objc(DDMFieldBoolean)
open class DDMFieldBoolean: DDMField {}

@objc(DDMFieldDate)
open class DDMFieldDate: DDMField {}

@objc(DDMFieldDocument)
open class DDMFieldDocument: DDMField {}

@objc(DDMFieldGeolocation)
open class DDMFieldGeolocation: DDMField {}

@objc(DDMFieldImage)
open class DDMFieldImage: DDMField {}

@objc(DDMFieldNumber)
open class DDMFieldNumber: DDMField {}

@objc(DDMFieldString)
open class DDMFieldString: DDMField {}

@objc(DDMFieldStringWithOptions)
open class DDMFieldStringWithOptions: DDMField {}

@objc(Option)
open class Option: NSObject {}

@objc(DDMFieldUntyped)
open class DDMFieldUntyped: DDMField {}

@objc(FileEntry)
open class FileEntry: Asset {}

@objc(ImageEntry)
open class ImageEntry: Asset {}

@objc(RatingEntry)
@objcMembers
open class RatingEntry: NSObject {}

@objc(WebContent)
open class WebContent: Asset {}

// Offline/SyncManager.swift and Extensions/Global.swift
public typealias Signal = (() -> Void)

public typealias OfflineSynchronizer = (String, [String: Any]) -> (@escaping Signal) -> Void

@objc public enum SyncConflictResolution: Int {
	case useRemote
	case useLocal
	case discard
	case ignore
}

@objc public protocol SyncManagerDelegate {
	@objc optional func syncManager(_ manager: SyncManager,
		itemsCount: UInt)
	@objc optional func syncManager(_ manager: SyncManager,
		onItemSyncScreenlet screenlet: String,
		startKey: String,
		attributes: [String: Any])
	@objc optional func syncManager(_ manager: SyncManager,
		onItemSyncScreenlet screenlet: String,
		completedKey: String,
		attributes: [String: Any])
	@objc optional func syncManager(_ manager: SyncManager,
		onItemSyncScreenlet screenlet: String,
		failedKey: String,
		attributes: [String: Any],
		error: NSError)
	@objc optional func syncManager(_ manager: SyncManager,
		onItemSyncScreenlet screenlet: String,
		conflictedKey: String,
		remoteValue: AnyObject,
		localValue: AnyObject,
		resolve: @escaping (SyncConflictResolution) -> Void)
}

@objc(SyncManager)
@objcMembers
open class SyncManager: NSObject {
	open weak var delegate: SyncManagerDelegate?
	public let cacheManager: CacheManager
	public init(cacheManager: CacheManager) { fatalError() }
	open func addSynchronizer(_ screenletClass: AnyClass, synchronizer: @escaping OfflineSynchronizer) {}
	open func addSynchronizerWithName(_ screenletClassName: String, synchronizer: @escaping OfflineSynchronizer) {}
	open func clear() {}
	open func pendingItemsToSync(_ completed: @escaping (UInt) -> Void) {}
	open func startSync() {}
	open func prepareInteractorForSync(_ interactor: ServerConnectorInteractor, key: String, attributes: [String: Any],
		signal: @escaping Signal, screenletClassName: String) {}
}

@objc(InjectableScript)
public protocol InjectableScript {}

@objc(WebScreenletDelegate)
public protocol WebScreenletDelegate: BaseScreenletDelegate {}

@objc(WebScreenlet)
open class WebScreenlet: BaseScreenlet {}

@objc(WebScreenletConfiguration)
@objcMembers
open class WebScreenletConfiguration: NSObject {}

@objc(WebScreenletConfigurationBuilder)
@objcMembers
open class WebScreenletConfigurationBuilder: NSObject {}

@objc(WebViewModel)
public protocol WebViewModel {}

@objc(RatingScreenletDelegate)
public protocol RatingScreenletDelegate: BaseScreenletDelegate {}

@objc(RatingScreenlet)
open class RatingScreenlet: BaseScreenlet {}

@objc(RatingViewModel)
public protocol RatingViewModel {}

@objc(WebContentDisplayScreenletDelegate)
public protocol WebContentDisplayScreenletDelegate: BaseScreenletDelegate {}

@objc(WebContentDisplayScreenlet)
open class WebContentDisplayScreenlet: BaseScreenlet {}

@objc(WebContentDisplayViewModel)
public protocol WebContentDisplayViewModel {}

@objc(WebContentListTableView)
open class WebContentListTableView: BaseListTableView {}

@objc(WebContentListScreenletDelegate)
public protocol WebContentListScreenletDelegate: BaseScreenletDelegate {}

@objc(WebContentListScreenlet)
open class WebContentListScreenlet: BaseListScreenlet {}

@objc(AssetDisplayView_default)
open class AssetDisplayView_default: BaseScreenletView {}

@objc(AssetListView_default)
open class AssetListView_default: AssetListTableView {}

@objc(ForgotPasswordView_default)
open class ForgotPasswordView_default: BaseScreenletView {}

@objc(LoginView_default)
open class LoginView_default: BaseScreenletView {}

@objc(SignUpView_default)
open class SignUpView_default: BaseScreenletView {}

@objc(UserPortraitView_default)
open class UserPortraitView_default: BaseScreenletView {}

@objc(BlogsEntryDisplayView_default)
open class BlogsEntryDisplayView_default: BaseScreenletView {}

@objc(CommentAddView_default)
open class CommentAddView_default: BaseScreenletView {}

@objc(CommentDisplayView_default)
open class CommentDisplayView_default: BaseScreenletView {}

@objc(CommentEditViewController_default)
@objcMembers
open class CommentEditViewController_default: UIViewController {}

@objc(CommentListView_default)
open class CommentListView_default: BaseListTableView {}

@objc(CommentTableViewCell_default)
open class CommentTableViewCell_default: UITableViewCell {}

@objc(DefaultTextField)
open class DefaultTextField: UITextField {}

@objc(DDLBaseFieldTextboxTableCell_default)
open class DDLBaseFieldTextboxTableCell_default: DDMFieldTableCell {}

@objc(DDLFieldCheckboxTableCell_default)
open class DDLFieldCheckboxTableCell_default: DDMFieldTableCell {}

@objc(DDLFieldDateTableCell_default)
open class DDLFieldDateTableCell_default: DDLBaseFieldTextboxTableCell_default {}

@objc(DDMFieldDocumentlibraryPresenterViewController_default)
open class DDMFieldDocumentlibraryPresenterViewController_default: UIViewController {}

@objc(DDLFieldDocumentlibraryTableCell_default)
open class DDLFieldDocumentlibraryTableCell_default: DDLBaseFieldTextboxTableCell_default {}

@objc(DDLFieldGeolocationTableCell_default)
open class DDLFieldGeolocationTableCell_default: DDMFieldTableCell {}

@objc(DDLFieldNumberTableCell_default)
open class DDLFieldNumberTableCell_default: DDLBaseFieldTextboxTableCell_default {}

@objc(DDLFieldRadioTableCell_default)
open class DDLFieldRadioTableCell_default: DDMFieldTableCell {}

@objc(DDLFieldSelectTableCell_default)
open class DDLFieldSelectTableCell_default: DDLBaseFieldTextboxTableCell_default {}

@objc(DDLFieldTextTableCell_default)
open class DDLFieldTextTableCell_default: DDLBaseFieldTextboxTableCell_default {}

@objc(DDLFieldTextareaTableCell_default)
open class DDLFieldTextareaTableCell_default: DDMFieldTableCell {}

@objc(DDLFormView_default)
open class DDLFormView_default: DDLFormTableView {}

@objc(DDLSubmitButtonTableCell_default)
open class DDLSubmitButtonTableCell_default: DDMFieldTableCell {}

@objc(DDLListView_default)
open class DDLListView_default: BaseListTableView {}

@objc(AudioDisplayView_default)
open class AudioDisplayView_default: BaseScreenletView {}

@objc(FileDisplayView_default)
open class FileDisplayView_default: BaseScreenletView {}

@objc(ImageDisplayView_default)
open class ImageDisplayView_default: BaseScreenletView {}

@objc(PdfDisplayView_default)
open class PdfDisplayView_default: BaseScreenletView {}

@objc(VideoDisplayView_default)
open class VideoDisplayView_default: BaseScreenletView {}

@objc(ImageGalleryGridCell)
open class ImageGalleryGridCell: UICollectionViewCell {}

@objc(ImageGalleryView_default)
open class ImageGalleryView_default: ImageGalleryCollectionViewBase {}

@objc(ImageGalleryCollectionViewBase)
open class ImageGalleryCollectionViewBase: BaseListCollectionView {}

@objc(ImageUploadDetailViewController_default)
open class ImageUploadDetailViewController_default: UIViewController {}

@objc(ImageUploadDetailView_default)
open class ImageUploadDetailView_default: ImageUploadDetailViewBase {}

@objc(ImageGalleryCell)
open class ImageGalleryCell: UITableViewCell {}

@objc(ImageGalleryView_default_list)
open class ImageGalleryView_default_list: BaseListTableView {}

@objc(ImageGallerySlideshowCell)
open class ImageGallerySlideshowCell: UICollectionViewCell {}

@objc(ImageGalleryView_default_slideshow)
open class ImageGalleryView_default_slideshow: ImageGalleryCollectionViewBase {}

@objc(SlideShowLayout)
open class SlideShowLayout: UICollectionViewFlowLayout {}

@objc(UploadProgressView_default)
open class UploadProgressView_default: UIView {}

@objc(ScreensWKWebView)
open class ScreensWKWebView: NSObject {}

@objc(ScreensWebView)
public protocol ScreensWebView {}

@objc(WebView_default)
open class WebView_default: BaseScreenletView {}

@objc(RatingView_default_emojis)
open class RatingView_default_emojis: BaseScreenletView {}

@objc(RatingView_default_like)
open class RatingView_default_like: BaseScreenletView {}

@objc(RatingView_default_stars)
open class RatingView_default_stars: BaseScreenletView {}

@objc(RatingView_default_thumbs)
open class RatingView_default_thumbs: BaseScreenletView {}

@objc(WebContentDisplayView_default)
open class WebContentDisplayView_default: BaseScreenletView {}

@objc(WebContentListView_default)
open class WebContentListView_default: WebContentListTableView {}
