/// The Android twin's layer of the model (issue 37): the model's decisions named in Java.
/// A name the model proposes (`description`) becomes an identifier here, checked against what
/// the class it goes in already has, as the Apple layer checks NSObject's selectors.
enum AndroidNames {

	/// What every generated model class declares or inherits (`java.lang.Object`'s methods, the
	/// Parcelable members, the class's own), which no attribute's getter may repeat.
	static let modelClassMembers: Set<String> = [
		"getClass", "hashCode", "equals", "toString", "notify", "notifyAll", "wait", "finalize", "clone",
		"describeContents", "writeToParcel", "getValues", "setValues", "isComplete",
	]

	/// The screenlet's constant of an action's name: `ADD_BOOKMARK_ACTION` for `add-bookmark`.
	static func actionConstant(_ actionName: String) -> String {
		return Words.kebabWords(actionName).map { $0.uppercased() }.joined(separator: "_") + "_ACTION"
	}

	/// The getter of each attribute, in order: `getName`; `getClassValue` where the plain one is
	/// taken (Object's final `getClass`), or another attribute's getter already has it.
	static func attributeGetters(_ attributes: [Attribute]) -> [String] {
		return getters(of: attributes).attributes
	}

	/// The attributes' getters, then the getter of each picklist's entry name (`getPriorityName`),
	/// named after every attribute's so that an attribute keeps its plain getter.
	static func getters(of attributes: [Attribute]) -> (attributes: [String], picklistNames: [String?]) {
		var taken = modelClassMembers
		func getter(_ member: String) -> String {
			let plain = "get" + Words.capitalized(member)
			var name = plain
			var suffix = ["Value", "Attribute"].makeIterator()
			while taken.contains(name), let next = suffix.next() {
				name = plain + next
			}
			taken.insert(name)
			return name
		}
		let plain = attributes.map { getter($0.name) }
		return (plain, attributes.map { $0.picklistNameMember.map(getter) })
	}
}

/// A Mobile SDK service class as the screenlets' module carries it on Android (Screens 5.1
/// depends on the SDK's core only, so each screenlet module copies the services it calls, as
/// Screens' own `service.v70` and the Bookmark samples do), with the methods the spec calls.
struct AndroidService {
	/// `BookmarksEntryService`, from the catalog's `LRBookmarksEntryService_v7`.
	var className: String
	/// `v7`: the generation's folder and package part (`v62`, `v7`, `v71`… as the SDK's modules).
	var generation: String
	/// Each method called, once (overloads share the Java name), in the order first called.
	var methods: [Discovery.Method]
	/// The first spec that calls it: the file's owner in the output folder's manifest.
	var specFile: String

	/// The services the models' calls use, one per class however many specs call it, with every
	/// method any of them calls, in the order first called.
	static func services(of models: [GenerationModel]) -> [AndroidService] {
		var services: [AndroidService] = []
		for model in models {
			// Each call with what its answer is, where a class the catalog lacks cannot say.
			var calls: [(call: ServiceCall, answer: String)] = []
			for list in model.lists {
				calls += [list.page.service.map { ($0, "java.util.List") }, list.count.map { ($0, "java.lang.Number") }].compactMap { $0 }
			}
			for screenlet in model.actionScreenlets {
				calls += screenlet.actions.compactMap { action in action.call.service.map { ($0, "java.lang.Object") } }
			}
			for (call, answer) in calls {
				guard let method = portalMethod(of: call, answer: answer), let (name, generation) = javaClass(of: call.serviceClass) else {
					continue
				}
				let index = services.firstIndex { $0.className == name && $0.generation == generation } ?? {
					services.append(AndroidService(className: name, generation: generation, methods: [], specFile: model.specFile))
					return services.count - 1
				}()
				if !services[index].methods.contains(where: { $0.path == method.path && $0.parameters == method.parameters }) {
					services[index].methods.append(method)
				}
			}
		}
		return services
	}

	/// The portal method a call sends: the catalog's, or for a class the catalog lacks (a custom
	/// portlet's, `LRTodoItemService_v7`) one made from the call as the SDK's builder would write
	/// it from the portal's answer: the spec's path, its params' names and the types they are
	/// sent as. Nil where a param's portal type is unknown (an object other than the service
	/// context). Its answer is `answer`: an object (`java.lang.Object`), a page's a list, a count's a number.
	static func portalMethod(of call: ServiceCall, answer: String = "java.lang.Object") -> Discovery.Method? {
		if let method = call.portalMethod {
			return method
		}
		guard portalMethodProblem(of: call) == nil, let path = call.portalPath else {
			return nil
		}
		var parameters: [Discovery.Parameter] = []
		for (name, type) in zip(call.parameterNames, call.parameterTypes) {
			let portalType: String
			switch type {
			case .long?: portalType = "long"
			case .int?: portalType = "int"
			case .boolean?: portalType = "boolean"
			case .double?: portalType = "double"
			case .string?: portalType = "java.lang.String"
			case .array?: portalType = "java.util.List"
			case .map?: portalType = "java.util.Map"
			case .object?, nil:
				// Only the service context's class is known (the SDK leaves a null one out).
				guard name == "serviceContext" else { return nil }
				portalType = "com.liferay.portal.kernel.service.ServiceContext"
			}
			parameters.append(Discovery.Parameter(name: name, type: portalType))
		}
		return Discovery.Method(path: path, parameters: parameters, returnType: answer)
	}

	/// Why the twin cannot send an argument yet, or nil: a fixed array or object, the app's
	/// language, an add's reference code, a page's rows outside a page, a localized or ISO date.
	static func argumentProblem(_ argument: ArgumentValue, inPage: Bool) -> String? {
		switch argument {
		case .literal(.array, _), .literal(.object, _):
			return "a fixed array or object argument"
		case .literal:
			return nil
		case .value(let source, let conversion):
			switch source {
			case .locale, .externalReferenceCode: return "an argument of the app's language"
			case .startRow, .endRow, .orderByComparator:
				if !inPage { return "a page's rows outside a page" }
			case .recordedGroupId:
				if inPage { return "a recorded site in a page" }
			default: break
			}
			switch conversion {
			case .localizedMap, .isoDate: return "a localized or ISO date argument"
			default: return nil
			}
		}
	}

	/// Why no portal method can be made for a call of a class the catalog lacks, or nil: its
	/// method named without its path, or an object parameter of a class the spec does not say.
	static func portalMethodProblem(of call: ServiceCall) -> String? {
		guard call.portalMethod == nil else {
			return nil
		}
		guard let path = call.portalPath, path.hasPrefix("/") else {
			let name = call.portalPath ?? "its method"
			return "\(call.serviceClass) is not in the SDK catalog and \"\(name)\" names no path: write the method's path, \"/<context>.<entity>/\(name)\", as the portal's /api/jsonws lists it"
		}
		// The portal's parameters are Java parameters: a name Java cannot have is no portal's.
		if let name = call.parameterNames.first(where: { !SwiftIdentifier.isValid($0) || JavaIdentifier.reserved.contains($0) }) {
			return "\(path) takes \"\(name)\", which no Java method's parameter can be called; write the portal's name for it"
		}
		for (name, type) in zip(call.parameterNames, call.parameterTypes) where (type == .object || type == nil) && name != "serviceContext" {
			return "\(path) takes \"\(name)\", an object whose portal class the spec does not say"
		}
		return nil
	}

	/// `(BookmarksEntryService, v7)` for `LRBookmarksEntryService_v7`; nil for a name of no
	/// generation (a custom class).
	static func javaClass(of catalogClass: String) -> (String, String)? {
		guard catalogClass.hasPrefix("LR"), let underscore = catalogClass.lastIndex(of: "_") else {
			return nil
		}
		let generation = String(catalogClass[catalogClass.index(after: underscore)...])
		guard generation.hasPrefix("v"), generation.dropFirst().allSatisfy(\.isNumber) else {
			return nil
		}
		return (String(catalogClass[catalogClass.index(catalogClass.startIndex, offsetBy: 2)..<underscore]), generation)
	}

	/// `getEntriesCount` for `get-entries-count`.
	static func methodName(_ method: Discovery.Method) -> String {
		return Words.lowerCamel(kebab: method.name)
	}

	/// The answer's Java type (boxed) and how it is read from the invocation's result. The
	/// catalog keeps a number as the Objective-C SDK answers it (`NSNumber`, `java.lang.Number`):
	/// a count is an `Integer` in the Android SDK, any other number read as a `Long` (which holds
	/// an `int` too).
	static func answer(of method: Discovery.Method) -> (type: String, reader: String) {
		if method.returnType == "java.lang.Number" {
			return method.name.hasSuffix("-count") ? ("Integer", "getInt") : ("Long", "getLong")
		}
		switch method.returnType {
		case "void": return ("void", "")
		case "int": return ("Integer", "getInt")
		case "long": return ("Long", "getLong")
		case "double": return ("Double", "getDouble")
		case "boolean": return ("Boolean", "getBoolean")
		case "java.lang.String": return ("String", "getString")
		case "java.util.List", "byte[]": return ("JSONArray", "getJSONArray")
		default: return ("JSONObject", "getJSONObject")
		}
	}
}
