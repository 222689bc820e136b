/// Permissions (issue 38): an Objects entry's `actions` holds a key for each thing the signed-in
/// user may do with it (`update` for PATCH, `replace` for PUT, `delete`), and leaves out the
/// others; the portal answers 403 to what it leaves out. An edit screen enables a write's button
/// only while the entry it loaded allows it.
extension ModelBuilder {

	/// The model's `permits(_:)`, when the entry schema has `actions`; named around an attribute.
	func permitsMethod(attributes: [Attribute]) -> String? {
		guard resolved.api?.entry.property("actions") != nil else {
			return nil
		}
		let taken = Set(attributes.map(\.name))
		return ClassNamespace.firstFree(["permits", "portalPermits"]) { taken.contains($0) || ModelBuilder.modelNamespace().takesProperty($0) }
	}

	/// The key of `actions` that allows a write of this method on a loaded entry; nil for one
	/// the entry does not say (a POST adds, or runs an object action).
	static func permissionKey(_ method: OpenAPIDocument.Method) -> String? {
		switch method {
		case .patch: return "update"
		case .put: return "replace"
		case .delete: return "delete"
		case .get, .post: return nil
		}
	}

	/// Gives each headless write of an edit screen (a load that fills the form) its flag.
	func decidePermissions(_ actions: inout [Action], entity: Entity, view: inout ClassNamespace) {
		guard entity.permitsMethod != nil, actions.contains(where: { $0.fillsForm }) else {
			return
		}
		for index in actions.indices where actions[index].isWrite {
			// An add sent by a code made on the device (a PUT that adds) is of a new entry, not the loaded one.
			guard let call = actions[index].call.headless, !call.sendsExternalReferenceCode, let key = ModelBuilder.permissionKey(call.method) else {
				continue
			}
			let base = "can" + actions[index].prefix
			let flag = view.claimFirstFree([base, base + "Flag"]) { $0.takesProperty($1) || $0.takesAction($1) }
			actions[index].permission = ActionPermission(key: key, flag: flag)
		}
	}
}
