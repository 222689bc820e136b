// Type-checking stub of Liferay Screens 5.2 as an app module sees it (facts §1.1–§1.11).
// Signatures and access levels only. Like the real framework, it re-exports the Mobile SDK.
// Unlike it, no class is @objcMembers: Linux has no runtime support to lower @objc thunks
// that bridge Any, and only the generated code is type-checked, never lowered.
@_exported import LRMobileSDK
import UIKit

@objc(BaseScreenletDelegate)
public protocol BaseScreenletDelegate: NSObjectProtocol {
	@objc optional func screenlet(_ screenlet: BaseScreenlet,
		customInteractorForAction: String,
		withSender: Any?) -> Interactor?
}

@objc(BaseScreenlet)
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
open class User: NSObject {
	open var userId: Int64 { fatalError() }
	open var attributes: [String: AnyObject] { fatalError() }
}

@objc(SessionContext)
open class SessionContext: NSObject {
	public static var currentContext: SessionContext?
	public let session: LRSession
	public let user: User
	open class var isLoggedIn: Bool { fatalError() }
	open func createRequestSession() -> LRSession { fatalError() }
	open class func createSessionFromCurrentSession() -> LRSession? { fatalError() }
	public init(session: LRSession, user: User) { fatalError() }
}

public func nullIfEmpty(_ string: String?) -> String? { fatalError() }
public func ScreenletName(_ klass: AnyClass) -> String { fatalError() }
public func LocalizedString(_ tableName: String, key: String, obj: Any) -> String { fatalError() }

extension Bundle {
	public class func nibInBundles(name: String, currentClass: AnyClass) -> UINib? { fatalError() }
	public class func imageInBundles(name: String, currentClass: AnyClass) -> UIImage? { fatalError() }
}
