/// The Swift service class of a custom Service Builder portlet, from a saved discovery
/// answer: an `LRBaseService` subclass whose methods send the JSON web service commands the
/// Mobile SDK builder's Objective-C class would send (path, parameter names, wrapper types,
/// the answer's context), under the Swift names the importer gives the builder's methods
/// (`ServiceMethodNaming`), so generated connectors call it the same way. Never written for
/// a service the Mobile SDK ships.
public enum ServiceClass {

	public struct Failure: Error {
		public var message: String
	}

	/// Service keys of the classes the Mobile SDK for iOS ships (`ios/Source/Service/v7/<key>`
	/// in liferay-mobile-sdk): their classes come with the pod and are never generated.
	static let builtInKeys: Set<String> = [
		"address", "announcementsentry", "announcementsflag", "app", "assetcategory", "assetcategoryproperty",
		"assettag", "assetvocabulary", "blogsentry", "bookmarksentry", "bookmarksfolder", "calendar",
		"calendarbooking", "commentmanagerjsonws", "company", "ddlrecord", "ddlrecordset",
		"ddmdataproviderinstance", "ddmstructure", "ddmtemplate", "dlapp", "dlfileentry", "dlfileentrytype",
		"dlfileshortcut", "dlfolder", "dltrash", "emailaddress", "expandocolumn", "expandovalue", "exportimport",
		"exportimportconfiguration", "flagsentry", "group", "journalarticle", "journalfeed", "journalfolder",
		"layout", "layoutbranch", "layoutprototype", "layoutset", "layoutsetbranch", "layoutsetprototype",
		"listtype", "mbban", "mbcategory", "mbmessage", "mbthread", "mdraction", "mdrrule", "mdrrulegroup",
		"mdrrulegroupinstance", "membershiprequest", "organization", "orglabor", "passwordpolicy", "permission",
		"phone", "pollsquestion", "portal", "portletpreferences", "ratingsentry", "repository", "resourceblock",
		"resourcepermission", "role", "shoppingcategory", "shoppingcoupon", "shoppingitem", "shoppingorder",
		"socialactivitysetting", "staging", "team", "trashentry", "user", "usergroup", "usergroupgrouprole",
		"usergrouprole", "website", "wikinode", "wikipage",
	]

	/// A service class a spec's call uses: its name and the discovery service it stands for.
	struct Request: Sendable {
		var className: String
		/// `gb.entry` when the call names its method by path, else the class's key (`entry`).
		var service: String
		var specFile: String
		var location: SourceLocation
		var path: String
	}

	/// The service classes of a spec's calls, in order.
	static func requests(in spec: Spec) -> [Request] {
		var calls: [CallSpec] = []
		for screenlet in spec.screenlets {
			switch screenlet {
			case .list(let list): calls += [list.page] + (list.count.map { [$0] } ?? [])
			case .action(let action): calls += action.actions.map { $0.call }
			}
		}
		return calls.compactMap { call in
			guard let located = call.service ?? spec.service, let method = call.method?.value else { return nil }
			let service = method.hasPrefix("/") ? String(method.dropFirst().split(separator: "/").first ?? "") : Discovery.serviceKey(ofClass: located.value)
			return Request(className: located.value, service: service, specFile: spec.file, location: located.location, path: located.path)
		}
	}

	/// Whether the Mobile SDK ships the class of a service (`gb.entry` or its key `entry`).
	static func isBuiltIn(_ service: String) -> Bool {
		let key = service.split(separator: ".").last.map(String.init) ?? service
		return builtInKeys.contains(key)
	}

	/// How the builder passes a parameter of a discovery type, as Swift sees it.
	enum ParameterType: Equatable {
		case long, int, double, boolean
		case string
		case data
		case array
		case wrapper(className: String)
		case dictionary
		case file

		init(_ type: String) {
			switch type {
			case "long", "java.lang.Long": self = .long
			case "int", "java.lang.Integer": self = .int
			case "double", "java.lang.Double": self = .double
			case "boolean", "java.lang.Boolean": self = .boolean
			case "string", "java.lang.String": self = .string
			case "byte[]": self = .data
			case "file", "java.io.File": self = .file
			default:
				if type.hasSuffix("[]") || type.hasPrefix("list") || type.hasPrefix("java.util.List") || type.hasSuffix("JSONArray") {
					self = .array
				}
				else if type.hasPrefix("com.liferay.") {
					self = .wrapper(className: type)
				}
				else {
					self = .dictionary
				}
			}
		}

		var swiftType: String {
			switch self {
			case .long: return "Int64"
			case .int: return "Int32"
			case .double: return "Double"
			case .boolean: return "Bool"
			case .string: return "String!"
			case .data: return "Data!"
			case .array: return "[Any]!"
			case .wrapper: return "LRJSONObjectWrapper!"
			case .dictionary, .file: return "[AnyHashable: Any]!"
			}
		}

		/// For `ServiceMethodNaming`'s `Index` rule.
		var serviceType: ServiceType? {
			switch self {
			case .long: return .long
			case .int: return .int
			case .double: return .double
			case .boolean: return .boolean
			case .string: return .string
			default: return nil
			}
		}

		/// The value put in the command's parameters.
		func boxed(_ name: String) -> String {
			switch self {
			case .long, .int, .double, .boolean: return "NSNumber(value: \(name))"
			case .data: return "toString(\(name))"
			default: return "checkNull(\(name))"
			}
		}
	}

	/// What the builder's method returns, as Swift sees it.
	enum ReturnType {
		case void, boolean, number, string, array, dictionary

		init(_ type: String) {
			switch type {
			case "void", "": self = .void
			case "boolean", "java.lang.Boolean": self = .boolean
			case "int", "long", "double", "java.lang.Integer", "java.lang.Long", "java.lang.Double": self = .number
			case "string", "java.lang.String": self = .string
			case "byte[]": self = .array
			default:
				self = type.hasSuffix("[]") || type.hasPrefix("list") || type.hasPrefix("java.util.List") || type.hasSuffix("JSONArray") ? .array : .dictionary
			}
		}

		var swiftType: String? {
			switch self {
			case .void, .boolean: return nil
			case .number: return "NSNumber"
			case .string: return "String"
			case .array: return "[Any]"
			case .dictionary: return "[AnyHashable: Any]"
			}
		}
	}

	/// The SDK builder's class names for keys that are not simply capitalized.
	static let classNames: [String: String] = [
		"bookmarksentry": "BookmarksEntry", "bookmarksfolder": "BookmarksFolder", "ddlrecord": "DDLRecord",
		"ddlrecordset": "DDLRecordSet", "dlapp": "DLApp", "dlfileentry": "DLFileEntry", "dlfolder": "DLFolder",
		"journalarticle": "JournalArticle", "journalfolder": "JournalFolder", "mbmessage": "MBMessage",
		"mbthread": "MBThread", "mbcategory": "MBCategory", "blogsentry": "BlogsEntry", "assetentry": "AssetEntry",
		"wikipage": "WikiPage", "wikinode": "WikiNode", "ddmstructure": "DDMStructure", "ddmtemplate": "DDMTemplate",
	]

	/// The class name the builder gives a service key (`gb.entry` → `LRGuestbookEntryService_v7`
	/// only through `className`; by default `LREntryService_v7`).
	public static func className(serviceKey key: String, sdkVersion: String) -> String {
		return "LR\(classNames[key] ?? Words.capitalized(key))Service_v\(sdkVersion)"
	}

	/// The command path the builder sends: the answer's path, behind the context of a 6.2
	/// plugin (`/gb-portlet` + `/entry/get-entries` → `/gb-portlet.entry/get-entries`).
	static func commandPath(_ path: String, context: String) -> String {
		let context = context.hasPrefix("/") || context.isEmpty ? context : "/" + context
		guard !context.isEmpty, !path.hasPrefix(context + ".") , !path.hasPrefix(context + "/") else {
			return path
		}
		return context + "." + path.dropFirst()
	}

	/// The Swift source of the class for the service `service` (`gb.entry`, `/gb.entry` or
	/// the key `entry`), named `className` (default: the builder's name).
	public static func make(discovery: Discovery, service: String, className: String? = nil, templates: TemplateLibrary = .builtIn) throws(Failure) -> (className: String, source: String) {
		try checkNames(discovery)
		let trimmed = service.hasPrefix("/") ? String(service.dropFirst()) : service
		let methods = discovery.methods.filter { method in
			let first = method.path.dropFirst().split(separator: "/").first.map(String.init) ?? ""
			return first == trimmed || method.serviceKey == trimmed
		}
		guard let first = methods.first else {
			let services = Array(Set(discovery.methods.map { $0.path.dropFirst().split(separator: "/").first.map(String.init) ?? "" })).sorted()
			throw Failure(message: "\(discovery.file) has no service \(service)\(Suggestion.hint(for: service, in: services))")
		}
		let key = first.serviceKey
		guard !builtInKeys.contains(key) else {
			throw Failure(message: "\(service) is a service the Liferay Mobile SDK ships (\(ServiceClass.className(serviceKey: key, sdkVersion: discovery.sdkVersion))): use the pod's class; only custom portlets' services are generated")
		}
		let name = className ?? ServiceClass.className(serviceKey: key, sdkVersion: discovery.sdkVersion)
		guard SwiftIdentifier.isUpperCamel(name) else {
			throw Failure(message: "--class \(name): an UpperCamelCase Swift identifier is needed, e.g. LRGuestbookEntryService_v7")
		}
		var models: [ServiceMethodModel] = []
		var seen = Set<String>()
		var skipped: [String] = []
		for method in methods.sorted(by: { ($0.name, $0.parameters.count, $0.path) < ($1.name, $1.parameters.count, $1.path) }) {
			let types = method.parameters.map { ParameterType($0.type) }
			guard !types.contains(.file) else {
				skipped.append("\(method.name)(\(method.parameters.map { $0.name }.joined(separator: ", "))): it uploads a file")
				continue
			}
			let swiftName = ServiceMethodNaming.swiftName(method: method.name, params: method.parameters.map { $0.name }, types: types.map { $0.serviceType })
			let signature = swiftName.description + types.map { $0.swiftType }.joined(separator: ",")
			guard seen.insert(signature).inserted else {
				continue
			}
			models.append(model(of: method, types: types, name: swiftName))
		}
		// Texts from outside put in comments: each on one line, its invisible characters shown.
		let service = ServiceClassModel(className: name, name: InvisibleScalars.oneLine(service), discoveryFile: InvisibleScalars.oneLine(discovery.fileName),
			methods: models, skipped: skipped.map { ServiceClassModel.Skipped(reason: InvisibleScalars.oneLine($0)) })
		do throws(Template.Failure) {
			return (name, try templates.template("Service.swift").render(.object(["service": service.templateValue])))
		}
		catch {
			throw Failure(message: error.description)
		}
	}

	/// An answer read by `DiscoveryReader` has only names Swift can take; one made otherwise is
	/// checked here as well, since every path and parameter name becomes Swift.
	private static func checkNames(_ discovery: Discovery) throws(Failure) {
		for method in discovery.methods {
			guard Discovery.isMethodPath(method.path) else {
				throw Failure(message: "\(discovery.file): \"\(InvisibleScalars.oneLine(method.path))\" is not a JSON web service path a Swift method can be named after; read the answer with DiscoveryReader, which says where")
			}
			var names = Set<String>()
			for parameter in method.parameters {
				guard Discovery.isParameterName(parameter.name), names.insert(parameter.name).inserted else {
					throw Failure(message: "\(discovery.file): \(method.path): \"\(InvisibleScalars.oneLine(parameter.name))\" is not a Swift identifier as Liferay's parameter names are, or names a parameter twice; read the answer with DiscoveryReader, which says where")
				}
			}
		}
	}

	/// What the body of a method (Templates/Service.swift.mustache) names: its locals, the
	/// `LRBaseService` members and the types it calls.
	static let bodyNames: Set<String> = [
		"params", "command", "answer", "session", "checkNull", "toString", "boolValue", "mangleWrapper",
		"NSNumber", "NSMutableDictionary", "NSError", "String", "AnyHashable",
	]

	/// The name of a parameter inside its method: its own, escaped when a keyword; one the body
	/// names would hide what the body means, so it is `<name>Value` there (its label, part of
	/// the method's Swift name, stays).
	static func internalName(_ name: String, besides names: [String]) -> String {
		guard bodyNames.contains(name) else {
			return SwiftIdentifier.escaped(name)
		}
		var candidate = name + "Value"
		var number = 2
		while names.contains(candidate) || bodyNames.contains(candidate) {
			candidate = name + "Value\(number)"
			number += 1
		}
		return candidate
	}

	private static func model(of method: Discovery.Method, types: [ParameterType], name: SwiftMethodName) -> ServiceMethodModel {
		let returns = ReturnType(method.returnType)
		let names = method.parameters.map { $0.name }
		let inner = names.map { internalName($0, besides: names) }
		var parameters: [String] = []
		for (index, (parameter, type)) in zip(method.parameters, types).enumerated() {
			let label = name.labels[index].map(SwiftIdentifier.escapedLabel) ?? "_"
			let sameName = name.labels[index] == parameter.name && inner[index] == SwiftIdentifier.escaped(parameter.name)
			parameters.append((sameName ? inner[index] : "\(label) \(inner[index])") + ": " + type.swiftType)
		}
		var plain: [ServiceMethodModel.Parameter] = []
		var wrappers: [ServiceMethodModel.Wrapper] = []
		for (index, (parameter, type)) in zip(method.parameters, types).enumerated() {
			if case .wrapper(let className) = type {
				wrappers.append(ServiceMethodModel.Wrapper(keyLiteral: SwiftLiteral.string(parameter.name), classLiteral: SwiftLiteral.string(className), name: inner[index]))
			}
			else {
				plain.append(ServiceMethodModel.Parameter(keyLiteral: SwiftLiteral.string(parameter.name), value: type.boxed(inner[index])))
			}
		}
		// A keyword is declared in backticks (`` `in`(withGroupId:) ``); callers write `service.in(…)`.
		return ServiceMethodModel(base: SwiftIdentifier.escaped(name.base), parameters: parameters.joined(separator: ", "),
			returnType: returns == .boolean ? nil : returns.swiftType, returnsVoid: returns == .void, returnsBoolean: returns == .boolean,
			returnsValue: returns.swiftType != nil && returns != .boolean, hasPlainParameters: !plain.isEmpty, plainParameters: plain,
			wrappers: wrappers, pathLiteral: SwiftLiteral.string(commandPath(method.path, context: method.context)))
	}
}

