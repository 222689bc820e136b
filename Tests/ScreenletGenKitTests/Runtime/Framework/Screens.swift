// Runtime model of Screens' screenlet → interactor → cache strategy → connector → delegate
// flow (facts §1.2–§1.7), written from the framework's documented behaviour: the order of
// the calls, what each default does, and where each callback runs.
import Foundation

public protocol BaseScreenletDelegate: NSObjectProtocol {
	func screenlet(_ screenlet: BaseScreenlet, customInteractorForAction: String, withSender: Any?) -> Interactor?
}

extension BaseScreenletDelegate {
	public func screenlet(_ screenlet: BaseScreenlet, customInteractorForAction: String, withSender: Any?) -> Interactor? {
		return nil
	}
}

public enum ProgressMessageType: Int {
	case working
	case failure
	case success
}

public typealias ProgressMessages = [ProgressMessageType: String]

open class BaseScreenlet: UIView {
	public static let DefaultAction = "defaultAction"
	public static let DefaultThemeName = "default"

	open weak var delegate: BaseScreenletDelegate?
	/// As the framework: kept lower-cased, `default` when set to nil; setting it loads the
	/// theme's nib again, a new View with nothing typed and no rows, between `onPreCreate()`
	/// and `onCreated()`. The model has one theme per screenlet: the new View is of the old
	/// one's class, as a nib would make it (outlets are not connected).
	open var themeName: String? {
		get {
			return _themeName
		}
		set {
			_themeName = (newValue ?? BaseScreenlet.DefaultThemeName).lowercased()
			Transcript.record("theme: \(_themeName) view loaded")
			guard let old = screenletView else {
				return
			}
			onPreCreate()
			let view = type(of: old).init(frame: .zero)
			screenletView = view
			view.presentingViewController = presentingViewController
			view.themeName = _themeName
			view.awakeFromNib()
			onCreated()
		}
	}
	private var _themeName = BaseScreenlet.DefaultThemeName

	/// Strong here: no view hierarchy holds the view in the model.
	open var screenletView: BaseScreenletView? {
		didSet {
			screenletView?.screenlet = self
			screenletView?.onPerformAction = { [unowned self] name, sender in
				self.performAction(name: name, sender: sender)
			}
		}
	}

	/// What the View presents over (an alert): the key window's root view controller once the
	/// screenlet is created, and the View's too, as 5.2.1's `awakeFromNib` and `loadScreenletView` set it.
	open weak var presentingViewController: UIViewController? {
		didSet {
			screenletView?.presentingViewController = presentingViewController
		}
	}

	private var runningInteractors: [String: [Interactor]] = [:]

	public init(frame: CGRect, themeName: String?) {
		_themeName = (themeName ?? BaseScreenlet.DefaultThemeName).lowercased()
		super.init(frame: frame)
	}

	public convenience override init(frame: CGRect) {
		self.init(frame: frame, themeName: nil)
	}

	public required init?(coder: NSCoder) {
		super.init(coder: coder)
	}

	/// What loading the theme's nib does: the view is created, then both sides are told.
	/// The screenlet joins the window (RuntimeWindow), which keeps it alive.
	open func load(view: BaseScreenletView) {
		RuntimeWindow.screenlets.append(self)
		onPreCreate()
		screenletView = view
		view.presentingViewController = presentingViewController
		view.awakeFromNib()
		presentingViewController = RuntimeWindow.rootViewController
		onCreated()
	}

	open func onCreated() {}
	open func onPreCreate() {}
	open func onHide() {}
	open func onShow() {}

	/// Both the delegate's custom interactor and the screenlet's own are asked for, in that
	/// order (the framework calls `createInteractor` even when a custom one is given); the
	/// custom one wins. The HUD shows whatever `.working` message the view has, "" included.
	@discardableResult
	open func performAction(name: String, sender: Any? = nil) -> Bool {
		let custom = delegate?.screenlet(self, customInteractorForAction: name, withSender: sender)
		let standard = createInteractor(name: name, sender: sender)
		guard let interactor = custom ?? standard else {
			return false
		}
		interactor.actionName = name
		runningInteractors[name, default: []].append(interactor)
		if let message = screenletView?.progressMessageForAction(name, messageType: .working) {
			showHUDWithMessage(message, forInteractor: interactor)
		}
		return onAction(name: name, interactor: interactor, sender: sender)
	}

	@discardableResult
	open func performDefaultAction() -> Bool {
		return performAction(name: BaseScreenlet.DefaultAction, sender: nil)
	}

	@discardableResult
	open func onAction(name: String, interactor: Interactor, sender: Any?) -> Bool {
		onStartInteraction()
		screenletView?.onStartInteraction()
		return interactor.start()
	}

	open func isActionRunning(_ name: String) -> Bool {
		return !(runningInteractors[name] ?? []).isEmpty
	}

	open func cancelInteractorsForAction(_ name: String) {
		for interactor in runningInteractors[name] ?? [] {
			interactor.cancel()
		}
	}

	open func createInteractor(name: String, sender: Any?) -> Interactor? {
		return nil
	}

	/// A validation error is shown as its own text; any other outcome as the view's
	/// `.success` or `.failure` message, and with no message the HUD just goes away.
	open func endInteractor(_ interactor: Interactor, error: NSError?) {
		let name = interactor.actionName ?? BaseScreenlet.DefaultAction
		runningInteractors[name]?.removeAll { $0 === interactor }
		let result = interactor.interactionResult()
		onFinishInteraction(result, error: error)
		screenletView?.onFinishInteraction(result, error: error)
		let message = (error as? ValidationError)?.localizedDescription
			?? screenletView?.progressMessageForAction(name, messageType: error == nil ? .success : .failure)
		hideHUDWithMessage(message, forInteractor: interactor, withError: error)
	}

	open func onStartInteraction() {}
	open func onFinishInteraction(_ result: Any?, error: NSError?) {}

	/// MBProgressHUDPresenter: a spinner with the message (the transcript shows each HUD).
	open func showHUDWithMessage(_ message: String?, forInteractor interactor: Interactor) {
		Transcript.record("hud: \(message.map { $0.isEmpty ? "(spinner)" : $0 } ?? "(spinner)")".replacingOccurrences(of: "\n", with: "\\n"))
	}

	/// MBProgressHUDPresenter: a message stays until tapped after an error and closes itself
	/// after a success; without a message the HUD is hidden.
	open func hideHUDWithMessage(_ message: String?, forInteractor interactor: Interactor, withError error: NSError?) {
		if let message = message {
			Transcript.record("hud: \(message)\(error == nil ? "" : " (until tapped)")".replacingOccurrences(of: "\n", with: "\\n"))
		}
		else {
			Transcript.record("hud: hidden")
		}
	}
}

/// The app's window: it keeps the screenlets on screen alive.
public enum RuntimeWindow {
	nonisolated(unsafe) public static var screenlets: [BaseScreenlet] = []
	/// SwiftUI views on screen (`RuntimeHosting`): SwiftUI keeps each one, and its
	/// coordinator, while it is shown.
	nonisolated(unsafe) public static var hosted: [AnyObject] = []
	/// The key window's root view controller: what a screenlet's View presents over.
	nonisolated(unsafe) public static var rootViewController = UIViewController()
}

open class BaseScreenletView: UIView {
	open weak var screenlet: BaseScreenlet?
	open weak var presentingViewController: UIViewController?
	open var progressMessages: [String: ProgressMessages] {
		return [:]
	}
	public let NoProgressMessage = ""
	open var editable = true
	open var themeName = "default"
	internal var onPerformAction: ((String, Any?) -> Bool)?

	/// Required: a theme change makes a new View of the same class (`BaseScreenlet.themeName`).
	public required override init(frame: CGRect) {
		super.init(frame: frame)
	}

	public required init?(coder: NSCoder) {
		super.init(coder: coder)
	}

	open override func awakeFromNib() {
		onPreCreate()
		onSetTranslations()
		onCreated()
	}

	open func onCreated() {}
	open func onPreCreate() {}
	open func onSetTranslations() {}
	open func onStartInteraction() {}
	open func onFinishInteraction(_ result: Any?, error: NSError?) {}

	open func onPreAction(name: String, sender: Any?) -> Bool {
		return true
	}

	open func progressMessageForAction(_ actionName: String, messageType: ProgressMessageType) -> String? {
		let messages = progressMessages[actionName] ?? progressMessages[BaseScreenlet.DefaultAction]
		return messages?[messageType]
	}

	open func userAction(name: String?) {
		userAction(name: name, sender: nil)
	}

	open func userAction(name: String?, sender: Any?) {
		let actionName = name ?? BaseScreenlet.DefaultAction
		if onPreAction(name: actionName, sender: sender) {
			endEditing(true)
			_ = onPerformAction?(actionName, sender)
		}
	}

	open func changeEditable(_ editable: Bool) {
		isUserInteractionEnabled = editable
	}
}

open class Interactor: NSObject {
	open var actionName: String?
	open var onSuccess: (() -> Void)?
	open var onFailure: ((NSError) -> Void)?
	open var lastError: NSError?
	public let screenlet: BaseScreenlet?
	internal var cancelled = false

	public init(screenlet: BaseScreenlet?) {
		self.screenlet = screenlet
	}

	public override convenience init() {
		self.init(screenlet: nil)
	}

	open func callOnSuccess() {
		if !cancelled {
			dispatch_main {
				self.onSuccess?()
				self.finishWithError(nil)
			}
		}
	}

	open func callOnFailure(_ error: NSError) {
		if !cancelled {
			dispatch_main {
				self.onFailure?(error)
				self.finishWithError(error)
			}
		}
	}

	open func start() -> Bool {
		cancelled = false
		return false
	}

	open func cancel() {
		callOnFailure(NSError.errorWithCause(.cancelled))
		cancelled = true
	}

	open func interactionResult() -> Any? {
		return nil
	}

	/// The screenlet hears of the end; the callbacks are dropped (they hold the screenlet).
	private func finishWithError(_ error: NSError?) {
		screenlet?.endInteractor(self, error: error)
		onSuccess = nil
		onFailure = nil
	}
}

open class ServerConnector: Operation, @unchecked Sendable {
	open var lastError: NSError?
	internal var onComplete: ((ServerConnector) -> Void)?

	/// A connector cancelled before its turn sends nothing and completes with `.cancelled`.
	open override func main() {
		if isCancelled {
			lastError = NSError.errorWithCause(.cancelled)
		}
		else if preRun() {
			if let session = createSession() {
				doRun(session: session)
				postRun()
			}
			else if lastError == nil {
				lastError = NSError.errorWithCause(.notAvailable, message: "Could not create session")
			}
		}
		else {
			lastError = NSError.errorWithCause(.abortedDueToPreconditions)
		}
		callOnComplete()
	}

	@discardableResult
	open func validateAndEnqueue(_ onComplete: ((ServerConnector) -> Void)? = nil) -> ValidationError? {
		let error = validateData()
		if error == nil {
			enqueue(onComplete)
		}
		return error
	}

	/// Screens' connector queue is serial and in the background.
	open func enqueue(_ onComplete: ((ServerConnector) -> Void)? = nil) {
		if onComplete != nil {
			self.onComplete = onComplete
		}
		RuntimeQueue.background {
			self.main()
		}
	}

	open func validateData() -> ValidationError? {
		return nil
	}

	open func preRun() -> Bool {
		return true
	}

	open func doRun(session: LRSession) {}

	open func postRun() {}

	open func createSession() -> LRSession? {
		guard SessionContext.isLoggedIn else {
			lastError = NSError.errorWithCause(.abortedDueToPreconditions, message: "Login required to use this connector")
			return nil
		}
		return SessionContext.currentContext?.createRequestSession()
	}

	open func callOnComplete() {
		if let onComplete = onComplete {
			dispatch_main {
				onComplete(self)
				self.onComplete = nil
			}
		}
	}
}

public typealias CacheStrategy = (ServerConnector, _ whenSuccess: @escaping () -> Void, _ whenFailure: @escaping (NSError) -> Void) -> Void

open class ServerConnectorInteractor: Interactor {
	open var cacheStrategy = CacheStrategyType.remoteFirst
	open var currentConnector: ServerConnector?

	override open func start() -> Bool {
		currentConnector = createConnector()
		guard let connector = currentConnector else {
			callOnFailure(NSError.errorWithCause(.abortedDueToPreconditions, message: "An error ocurred when creating the connector."))
			return false
		}
		getCacheStrategyImpl(cacheStrategy)(connector, {
			self.completedConnector(connector)
			self.callOnSuccess()
		}, { error in
			connector.lastError = error
			self.completedConnector(connector)
			self.callOnFailure(error)
		})
		return true
	}

	override open func cancel() {
		currentConnector?.cancel()
		super.cancel()
	}

	override open func callOnSuccess() {
		super.callOnSuccess()
		currentConnector = nil
	}

	override open func callOnFailure(_ error: NSError) {
		super.callOnFailure(error)
		currentConnector = nil
	}

	open func createConnector() -> ServerConnector? {
		return nil
	}

	open func completedConnector(_ c: ServerConnector) {}

	open func readFromCache(_ c: ServerConnector, result: @escaping (Any?) -> Void) {
		result(nil)
	}

	open func writeToCache(_ c: ServerConnector) {}

	open func getCacheStrategyImpl(_ strategyType: CacheStrategyType) -> CacheStrategy {
		return defaultStrategyRemote
	}

	/// Runs the connector; an error in NSURLErrorDomain (offline) becomes `.notAvailable`,
	/// which is what makes the strategies fall back to the cache.
	open func defaultStrategyRemote(_ connector: ServerConnector, whenSuccess: @escaping () -> Void, whenFailure: @escaping (NSError) -> Void) {
		let validationError = connector.validateAndEnqueue {
			if let error = $0.lastError {
				if error.domain == "NSURLErrorDomain" {
					$0.lastError = NSError.errorWithCause(.notAvailable, message: "URL error domain.")
				}
				whenFailure($0.lastError!)
			}
			else {
				whenSuccess()
			}
		}
		if let validationError = validationError {
			whenFailure(validationError)
		}
	}

	open func defaultStrategyReadFromCache(_ connector: ServerConnector, whenSuccess: @escaping () -> Void, whenFailure: @escaping (NSError) -> Void) {
		readFromCache(connector) {
			if $0 != nil {
				whenSuccess()
			}
			else {
				whenFailure(NSError.errorWithCause(.notAvailable, message: "Could not read from cache."))
			}
		}
	}

	/// Success first (it runs `completedConnector`), then the write.
	open func defaultStrategyWriteToCache(_ connector: ServerConnector, whenSuccess: () -> Void, whenFailure: (NSError) -> Void) {
		whenSuccess()
		writeToCache(connector)
	}

	/// The second strategy runs when the first fails with `.notAvailable`.
	open func createStrategy(whenFails mainStrategy: @escaping CacheStrategy, then onFailStrategy: @escaping CacheStrategy) -> CacheStrategy {
		return { connector, whenSuccess, whenFailure in
			mainStrategy(connector, whenSuccess, { error in
				if error.code == ScreensErrorCause.notAvailable.rawValue {
					onFailStrategy(connector, whenSuccess, whenFailure)
				}
				else {
					whenFailure(error)
				}
			})
		}
	}

	open func createStrategy(whenSucceeds mainStrategy: @escaping CacheStrategy, then onSuccessStrategy: @escaping CacheStrategy) -> CacheStrategy {
		return { connector, whenSuccess, whenFailure in
			mainStrategy(connector, {
				onSuccessStrategy(connector, whenSuccess, whenFailure)
			}, whenFailure)
		}
	}

	/// The second strategy runs after the first succeeds or fails with `.notAvailable`.
	open func createStrategy(_ firstStrategy: @escaping CacheStrategy, andThen secondStrategy: @escaping CacheStrategy) -> CacheStrategy {
		return { connector, whenSuccess, whenFailure in
			firstStrategy(connector, {
				secondStrategy(connector, whenSuccess, whenFailure)
			}, { error in
				if error.code == ScreensErrorCause.notAvailable.rawValue {
					secondStrategy(connector, whenSuccess, whenFailure)
				}
				else {
					whenFailure(error)
				}
			})
		}
	}
}

open class ServerReadConnectorInteractor: ServerConnectorInteractor {
	override open func getCacheStrategyImpl(_ strategyType: CacheStrategyType) -> CacheStrategy {
		let remoteThenWrite = createStrategy(whenSucceeds: defaultStrategyRemote, then: defaultStrategyWriteToCache)
		switch strategyType {
		case .remoteOnly: return remoteThenWrite
		case .cacheOnly: return defaultStrategyReadFromCache
		case .remoteFirst: return createStrategy(whenFails: remoteThenWrite, then: defaultStrategyReadFromCache)
		case .cacheFirst: return createStrategy(whenFails: defaultStrategyReadFromCache, then: remoteThenWrite)
		}
	}
}

open class ServerWriteConnectorInteractor: ServerConnectorInteractor {
	override open func getCacheStrategyImpl(_ strategyType: CacheStrategyType) -> CacheStrategy {
		switch strategyType {
		case .remoteOnly: return defaultStrategyRemote
		case .cacheOnly: return defaultStrategyWriteToCache
		case .remoteFirst: return createStrategy(defaultStrategyRemote, andThen: defaultStrategyWriteToCache)
		case .cacheFirst: return createStrategy(defaultStrategyWriteToCache, andThen: defaultStrategyRemote)
		}
	}
}
