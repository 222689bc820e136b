/// Names a spec cannot use because the generated classes or their framework superclasses
/// already have them. Each entry says where the clash would be, for the error message.
enum ReservedNames {

	/// `NSObject` members an entity attribute may override when the types agree.
	static let overridableByAttributes: [String: String] = [
		"description": "String",
		"debugDescription": "String",
		"hash": "Int",
	]

	/// Attribute names that would break the model class.
	static let attributes: [String: String] = [
		"attributes": "the model's stored `attributes` dictionary",
		"superclass": "NSObject.superclass",
		"isProxy": "NSObject.isProxy",
		"classForCoder": "NSObject.classForCoder",
		"hashValue": "NSObject.hashValue",
	]

	/// Property and input names that clash with a member of the Screenlet, View, Interactor
	/// or Connector they are stored in, or with a local name of the generated methods.
	static let values: [String: String] = {
		var names: [String: String] = [:]
		let groups: [(String, [String])] = [
			("BaseScreenlet", ["delegate", "themeName", "screenletView", "presentingViewController", "viewModel"]),
			("BaseListScreenlet", ["autoLoad", "refreshControl", "firstPageSize", "pageSize", "obcClassName", "baseListView", "offlinePolicy"]),
			("BaseScreenletView", ["screenlet", "progressMessages", "editable", "NoProgressMessage"]),
			("UIView", [
				"frame", "bounds", "center", "transform", "alpha", "tag", "layer", "window", "superview", "subviews",
				"backgroundColor", "tintColor", "isHidden", "isOpaque", "isUserInteractionEnabled", "contentMode",
				"clipsToBounds", "next", "constraints", "mask", "inputView", "undoManager", "traitCollection",
				"safeAreaInsets", "layoutMargins", "gestureRecognizers", "autoresizingMask", "intrinsicContentSize",
				"accessibilityLabel", "accessibilityIdentifier", "restorationIdentifier", "isFirstResponder",
			]),
			("NSObject", ["description", "debugDescription", "hash", "hashValue", "superclass", "isProxy"]),
			("Operation (the Connector's superclass)", [
				"name", "isFinished", "isExecuting", "isCancelled", "isReady", "isAsynchronous", "dependencies",
				"queuePriority", "completionBlock", "qualityOfService", "lastError",
			]),
			("PaginationLiferayConnector", ["startRow", "endRow", "computeRowCount", "resultPageContent", "resultRowCount"]),
			("Interactor", [
				"actionName", "onSuccess", "onFailure", "cacheStrategy", "currentConnector", "page",
				"resultAllPagesContent", "sections",
			]),
			("the generated methods' local names", ["service", "session", "result", "error", "interactor", "obc", "sender", "attributes"]),
		]
		for (owner, members) in groups {
			for member in members where names[member] == nil {
				names[member] = owner
			}
		}
		return names
	}()
}
