/// What a generated class may not use, written once: the members of each framework
/// superclass (FrameworkInventory+Classes.swift), the type names in scope of generated code,
/// and the names Liferay Screens 5.2.1 registers in the Objective-C runtime and in its nib
/// bundles. The model's naming and checks read only this; InventoryTests holds it against
/// the test stubs, so the generator and the type-check cannot drift apart.
public enum FrameworkInventory {

	/// The members a framework or system class adds to its superclass's.
	public struct InheritedMembers: Sendable {
		public var superclass: String?
		/// Swift base names of properties and methods (internal ones of `@objcMembers` classes too).
		public var swiftNames: Set<String>
		/// Objective-C selectors with at most one argument: the ones a property (getter `x`,
		/// setter `setX:`) or an `@IBAction` (`x:`) of a subclass could repeat.
		public var selectors: Set<String>
		/// What follows `set` in the setters among `selectors` (`Delegate` for `setDelegate:`):
		/// a property `delegate` would repeat that setter.
		public var setterStems: Set<String> = []
		/// The ASCII names a property could not take (`ClassNamespace.takesProperty`): the
		/// Swift names, the selectors, and the names whose setter is among the selectors.
		/// One look-up instead of four, for the names of every value of every spec.
		var asciiPropertyClashes: Set<String> = []
	}

	/// Every member a subclass of `className` inherits, through its whole superclass chain.
	public static func inherited(by className: String) -> InheritedMembers {
		return flattened[className] ?? InheritedMembers(superclass: nil, swiftNames: [], selectors: [])
	}

	/// Each class's chain merged once: the model asks for it several times per screenlet.
	private static let flattened: [String: InheritedMembers] = {
		var result: [String: InheritedMembers] = [:]
		for className in classes.keys {
			var members = InheritedMembers(superclass: classes[className]?.superclass, swiftNames: [], selectors: [])
			var next: String? = className
			while let name = next, let own = classes[name] {
				members.swiftNames.formUnion(own.swiftNames)
				members.selectors.formUnion(own.selectors)
				next = own.superclass
			}
			members.setterStems = Set(members.selectors.compactMap { selector in
				guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.utf8.count > 4 else { return nil }
				return String(selector.dropFirst(3).dropLast())
			})
			// An ASCII name repeats the setter of a stem it capitalizes to: `Foo` and `foo` for
			// `Foo`, `_foo` for `_foo`, none for a stem in lower case.
			let setterNames = members.setterStems.flatMap { stem -> [String] in
				guard let head = stem.utf8.first, stem.isASCII else { return [] }
				if head.isASCIIUppercase {
					return [stem, String(decoding: [head + 32] + stem.utf8.dropFirst(), as: UTF8.self)]
				}
				return head.isASCIILowercase ? [] : [stem]
			}
			members.asciiPropertyClashes = members.swiftNames.union(members.selectors).union(setterNames)
			result[className] = members
		}
		return result
	}()

	/// Type names a generated type must not take: it would shadow a type the generated code
	/// (or the app) uses, or repeat a class the Objective-C runtime already has.
	public static func isTakenTypeName(_ name: String) -> Bool {
		return typeNamesInScope.contains(name) || frameworkObjCNames.contains(name) || hasReservedPrefix(name)
	}

	/// Apple's and the Mobile SDK's class prefixes: `NSThing`, `UIThing`, `LRThing`…
	public static func hasReservedPrefix(_ name: String) -> Bool {
		var scalars = name.unicodeScalars.makeIterator()
		guard scalars.next() != nil, scalars.next() != nil, scalars.next()?.isASCIIUppercase == true else {
			return false
		}
		return reservedPrefixes.contains(String(name.prefix(2)))
	}

	static let reservedPrefixes: Set<String> = ["NS", "UI", "CG", "CA", "CF", "LR", "WK", "MK", "AV"]

	/// Swift, Foundation and UIKit types the generated code or an app names unqualified, and
	/// the framework's Swift-only public types. (Any `NS`, `UI`, `CG`, `LR`… name is taken too.)
	public static let typeNamesInScope: Set<String> = [
		// Swift
		"Any", "AnyObject", "AnyClass", "AnyHashable", "Array", "Bool", "Character", "Codable", "Collection",
		"Comparable", "CustomStringConvertible", "Decodable", "Dictionary", "Double", "Encodable", "Equatable",
		"Error", "Float", "Float16", "Float80", "Hashable", "Hasher", "Identifiable", "Int", "Int8", "Int16", "Int32",
		"Int64", "KeyPath", "MainActor", "Mirror", "Never", "Numeric", "ObjectIdentifier", "OpaquePointer",
		"Optional", "Range", "ClosedRange", "RawRepresentable", "Result", "Sendable", "Sequence", "Set",
		"StaticString", "String", "Substring", "Task", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Unicode",
		"UnsafeMutablePointer", "UnsafeMutableRawPointer", "UnsafePointer", "UnsafeRawPointer", "Void", "Actor",
		// Foundation
		"Bundle", "Calendar", "Data", "Date", "DateComponents", "DateFormatter", "Decimal", "DispatchQueue", "FileManager",
		"IndexPath", "JSONDecoder", "JSONEncoder", "JSONSerialization", "Locale", "Measurement", "Notification",
		"NotificationCenter", "NumberFormatter", "ObjCBool", "Operation", "OperationQueue", "Progress",
		"RunLoop", "Selector", "Thread", "TimeInterval", "TimeZone", "Timer", "URL", "URLComponents",
		"URLRequest", "URLSession", "UserDefaults", "UUID", "CGFloat", "CGPoint", "CGRect", "CGSize",
		"CGAffineTransform", "CharacterSet", "Formatter", "HTTPURLResponse", "ISO8601DateFormatter", "URLQueryItem",
		"URLResponse", "URLSessionDelegate",
		// SwiftUI (a spec's SwiftUI views conform to its `View`, through UIViewRepresentable)
		"View",
		// Liferay Screens' Swift-only public types (its @objc ones are in frameworkObjCNames)
		"CacheManager", "CacheStrategy", "CacheStrategyType", "HttpConnector", "HttpDownloadConnector",
		"LiferayServerVersion", "PaginationLiferayConnector", "ProgressMessages", "ProgressMessageType",
		"ScreensErrorCause", "ServerConnectorChain", "ServerConnectorInteractor", "ServerReadConnectorInteractor",
		"ServerWriteConnectorInteractor", "UploadFileConnector", "ValidationError", "DefaultProgressPresenter",
		"NetworkActivityIndicatorPresenter", "CacheMetadata", "OfflineSynchronizer", "Signal", "SyncConflictResolution",
		"SyncManagerDelegate", "LiferayScreens", "LRMobileSDK", "UIKit", "Foundation",
	]

	/// The framework's data classes (`Comment`, `BlogsEntry`…): generated code never names them,
	/// so an entity of that name keeps it in Swift (its module's declaration shadows the import)
	/// and only its Objective-C name must differ.
	public static let modelClassNames: Set<String> = [
		"Asset", "AssetClassEntry", "BlogsEntry", "Comment", "DDLRecord", "DDMStructure", "FileEntry",
		"ImageEntry", "ImageEntryUpload", "RatingEntry", "User", "WebContent",
	]

	/// The classes and protocols Liferay Screens 5.2.1 registers under an `@objc(Name)`: an app
	/// class with one of these names would be a second class of that name at run time.
	public static let frameworkObjCNames: Set<String> = [
		"AnonymousBasicAuthType", "Asset", "AssetClassEntry", "AssetClasses", "AssetDisplayScreenlet",
		"AssetDisplayScreenletDelegate", "AssetDisplayViewModel", "AssetDisplayView_default", "AssetListScreenlet",
		"AssetListScreenletDelegate", "AssetListTableView", "AssetListView_default", "AsyncServerConnector",
		"AudioDisplayScreenlet", "AudioDisplayView_default", "BaseCredentialsStoreKeyChain",
		"BaseListCollectionView", "BaseListPageLoadInteractor", "BaseListScreenlet", "BaseListTableView",
		"BaseListView", "BaseScreenlet", "BaseScreenletDelegate", "BaseScreenletView", "BasicAuthBasedType",
		"BlogsDisplayViewModel", "BlogsEntry", "BlogsEntryDisplayScreenlet", "BlogsEntryDisplayScreenletDelegate",
		"BlogsEntryDisplayView_default", "Comment", "CommentAddScreenlet", "CommentAddScreenletDelegate",
		"CommentAddViewModel", "CommentAddView_default", "CommentDisplayScreenlet",
		"CommentDisplayScreenletDelegate", "CommentDisplayViewModel", "CommentDisplayView_default",
		"CommentEditViewController_default", "CommentListScreenlet", "CommentListScreenletDelegate",
		"CommentListViewModel", "CommentListView_default", "CommentTableViewCell_default", "CredentialsStorage",
		"CredentialsStore", "DDLBaseFieldTextboxTableCell_default", "DDLFieldCheckboxTableCell_default",
		"DDLFieldDateTableCell_default", "DDLFieldDocumentlibraryTableCell_default",
		"DDLFieldGeolocationTableCell_default", "DDLFieldNumberTableCell_default",
		"DDLFieldRadioTableCell_default", "DDLFieldSelectTableCell_default", "DDLFieldTextTableCell_default",
		"DDLFieldTextareaTableCell_default", "DDLFormScreenlet", "DDLFormScreenletDelegate", "DDLFormTableView",
		"DDLFormView", "DDLFormViewModel", "DDLFormView_default", "DDLListScreenlet", "DDLListScreenletDelegate",
		"DDLListViewModel", "DDLListView_default", "DDLRecord", "DDLSubmitButtonTableCell_default", "DDMField",
		"DDMFieldBoolean", "DDMFieldDate", "DDMFieldDocument",
		"DDMFieldDocumentlibraryPresenterViewController_default", "DDMFieldGeolocation", "DDMFieldImage",
		"DDMFieldNumber", "DDMFieldString", "DDMFieldStringWithOptions", "DDMFieldTableCell", "DDMFieldUntyped",
		"DDMStructure", "DefaultTextField", "FileDisplayScreenlet", "FileDisplayScreenletDelegate",
		"FileDisplayViewModel", "FileDisplayView_default", "FileEntry", "ForgotPasswordScreenlet",
		"ForgotPasswordScreenletDelegate", "ForgotPasswordViewModel", "ForgotPasswordView_default",
		"ImageDisplayScreenlet", "ImageDisplayViewModel", "ImageDisplayView_default", "ImageEntry",
		"ImageEntryUpload", "ImageGalleryCell", "ImageGalleryCollectionViewBase", "ImageGalleryGridCell",
		"ImageGalleryScreenlet", "ImageGalleryScreenletDelegate", "ImageGallerySlideshowCell",
		"ImageGalleryViewModel", "ImageGalleryView_default", "ImageGalleryView_default_list",
		"ImageGalleryView_default_slideshow", "ImageUploadDetailViewBase",
		"ImageUploadDetailViewController_default", "ImageUploadDetailView_default", "InjectableScript",
		"Interactor", "Liferay62ConnectorFactory", "Liferay70ConnectorFactory", "LiferayConnectorFactory",
		"LiferayServerContext", "LoginScreenlet", "LoginScreenletDelegate", "LoginViewModel", "LoginView_default",
		"MBProgressHUDPresenter", "Option", "PdfDisplayScreenlet", "PdfDisplayView_default", "ProgressPresenter",
		"RatingEntry", "RatingScreenlet", "RatingScreenletDelegate", "RatingViewModel",
		"RatingView_default_emojis", "RatingView_default_like", "RatingView_default_stars",
		"RatingView_default_thumbs", "ScreensWKWebView", "ScreensWebView", "ServerConnector", "SessionContext",
		"SignUpScreenlet", "SignUpScreenletDelegate", "SignUpViewModel", "SignUpView_default", "SlideShowLayout",
		"SyncManager", "UploadProgressView_default", "User", "UserPortraitScreenlet",
		"UserPortraitScreenletDelegate", "UserPortraitViewModel", "UserPortraitView_default",
		"VideoDisplayScreenlet", "VideoDisplayView_default", "WebContent", "WebContentDisplayScreenlet",
		"WebContentDisplayScreenletDelegate", "WebContentDisplayViewModel", "WebContentDisplayView_default",
		"WebContentListScreenlet", "WebContentListScreenletDelegate", "WebContentListTableView",
		"WebContentListView_default", "WebScreenlet", "WebScreenletConfiguration",
		"WebScreenletConfigurationBuilder", "WebScreenletDelegate", "WebViewModel", "WebView_default",
	]

	/// The nibs in the framework's bundles (`Core` and `Themes/Default`), which Screens searches
	/// before the app's: a generated XIB of one of these names would never be loaded.
	public static let frameworkNibNames: Set<String> = [
		"AssetDisplayView_default", "AssetListView_default", "AudioDisplayView_default",
		"BlogsEntryDisplayView_default", "CommentAddView_default", "CommentDisplayView_default",
		"CommentEditViewController_default", "CommentListView_default", "CommentTableViewCell_default",
		"DDLCustomFieldCompanyTableCell_default", "DDLFieldCheckboxTableCell_default",
		"DDLFieldDateTableCell_default", "DDLFieldDocumentlibraryPresenterViewController_default",
		"DDLFieldDocumentlibraryTableCell_default", "DDLFieldGeolocationTableCell_default",
		"DDLFieldNumberTableCell_default", "DDLFieldRadioTableCell_default", "DDLFieldSelectTableCell_default",
		"DDLFieldTextTableCell_default", "DDLFieldTextareaTableCell_default", "DDLFormView_default",
		"DDLListView_default", "DDLSubmitButtonTableCell_default", "FileDisplayView_default",
		"ForgotPasswordView_default", "ImageDisplayView_default", "ImageGalleryCell", "ImageGalleryGridCell",
		"ImageGallerySlideshowCell", "ImageGalleryView_default", "ImageGalleryView_default-list",
		"ImageGalleryView_default-slideshow", "ImageUploadDetailView_default", "LoginView_default",
		"PdfDisplayView_default", "RatingView_default-emojis", "RatingView_default-like",
		"RatingView_default-stars", "RatingView_default-thumbs", "SignUpView_default",
		"UploadProgressView_default", "UserPortraitView_default", "VideoDisplayView_default",
		"WebContentDisplayView_default", "WebContentListView_default", "WebContentListView_default-collection",
		"WebView_default",
	]
}
