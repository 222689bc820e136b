/// The types the iOS files declare, each with what declares it (for the collision check and its
/// messages), and the Swift and Objective-C names of a Mobile SDK parameter's type.
extension GenerationModel {

	/// Every type the model generates, with what generates it (for messages).
	var generatedTypes: [(name: String, owner: String)] {
		var types = GenerationModel.entityTypeNames(entity, request: headless).map { ($0, "entity") }
		for (index, list) in lists.enumerated() {
			let owner = ListScreenlet.owner(index: index, name: list.name)
			types += list.generatedTypeNames.map { ($0, owner) }
		}
		for screenlet in actionScreenlets {
			let owner = screenlet.owner
			types += (screenlet.screenletTypeNames + screenlet.chooserTypeNames).map { ($0, owner) }
			for action in screenlet.actions {
				types += action.generatedTypeNames.map { ($0, owner) }
			}
		}
		return types
	}

	/// The entity's class, its Objective-C name where that differs, and a headless spec's request type.
	static func entityTypeNames(_ entity: Entity, request: HeadlessRequestType?) -> [String] {
		return [entity.className] + (entity.objcName != entity.className ? [entity.objcName] : []) + (request.map { [$0.name] } ?? [])
	}
}

extension ListScreenlet {

	/// How messages name the list screenlet at `index` (from 0).
	static func owner(index: Int, name: String) -> String {
		return "list screenlet \(index + 1) (\(name))"
	}

	var generatedTypeNames: [String] {
		return [screenletClass, delegateProtocol, interactorClass, connectorClass, viewClass] + (tableCell.map { [$0.cellClass] } ?? [])
			+ (collection.map { [$0.viewClass, $0.cellClass] } ?? []) + (swiftUIView.map { [$0.name] } ?? [])
	}
}

extension ActionScreenlet {

	var owner: String {
		return "action screenlet \(name)"
	}

	var screenletTypeNames: [String] {
		return [screenletClass, delegateProtocol, viewModelProtocol, viewClass] + (swiftUIView.map { [$0.name] } ?? [])
	}

	/// Each chooser's Interactor and Connector.
	var chooserTypeNames: [String] {
		return choosers.flatMap { [$0.chooser.interactorClass, $0.chooser.connectorClass] }
	}
}

extension Action {

	/// The Interactor, and the Connector of the connector style.
	var generatedTypeNames: [String] {
		return style == .callback ? [interactorClass] : [interactorClass, connectorClass]
	}
}

extension ServiceType {

	/// The Swift type the Mobile SDK's Objective-C signature takes for it.
	var swiftTypeName: String {
		switch self {
		case .long: return "Int64"
		case .int: return "Int32"
		case .double: return "Double"
		case .boolean: return "Bool"
		case .string: return "String"
		case .array: return "[Any]"
		case .map: return "[AnyHashable: Any]"
		case .object: return "LRJSONObjectWrapper"
		}
	}
}

extension ModelBuilder {

	static func objectTypeDescription(_ type: ServiceType) -> String {
		switch type {
		case .array: return "an NSArray"
		case .map: return "an NSDictionary"
		case .object: return "an LRJSONObjectWrapper"
		default: return type.rawValue
		}
	}
}
