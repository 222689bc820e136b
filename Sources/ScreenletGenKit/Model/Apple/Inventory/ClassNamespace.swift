/// The names one generated class cannot give a member of its own: everything its superclass
/// chain has (Swift names and Objective-C selectors, from FrameworkInventory) and what the
/// template itself declares or uses as a local name in that class.
struct ClassNamespace {

	let superclass: String
	private let inherited: FrameworkInventory.InheritedMembers
	private(set) var own: Set<String>

	init(superclass: String, own: [String]) {
		self.superclass = superclass
		self.inherited = FrameworkInventory.inherited(by: superclass)
		self.own = Set(own)
	}

	/// Whether a stored or computed `@objc` property `name` would clash: same Swift name,
	/// or its getter (`name`) or setter (`setName:`) is an inherited selector.
	func takesProperty(_ name: String) -> Bool {
		if own.contains(name) {
			return true
		}
		if name.isASCII {
			return inherited.asciiPropertyClashes.contains(name)
		}
		return inheritedTakesProperty(name)
	}

	/// The rule `asciiPropertyClashes` answers ahead of time: an inherited Swift name, getter
	/// or setter.
	func inheritedTakesProperty(_ name: String) -> Bool {
		return inherited.swiftNames.contains(name) || inheritedSelectorClash(name)
	}

	/// Whether only the Objective-C selectors clash (Swift hides that member): a model
	/// property can then stay, marked `@nonobjc`.
	func takesOnlySelector(_ name: String) -> Bool {
		return !own.contains(name) && !inherited.swiftNames.contains(name) && inheritedSelectorClash(name)
	}

	/// Whether an `@IBAction func name(_ sender: Any)` would clash (selector `name:`).
	func takesAction(_ name: String) -> Bool {
		return own.contains(name) || inherited.swiftNames.contains(name) || inherited.selectors.contains(name + ":")
	}

	mutating func claim(_ name: String) {
		own.insert(name)
	}

	/// The first candidate no member of this class has; claims it.
	mutating func claimFirstFree(_ candidates: [String], isTaken: (ClassNamespace, String) -> Bool) -> String {
		let free = ClassNamespace.firstFree(candidates) { isTaken(self, $0) }
		claim(free)
		return free
	}

	/// The first candidate that is not taken, else `numbering` (the first candidate by
	/// default) followed by the first free number from 2.
	static func firstFree(_ candidates: [String], numbering: String? = nil, isTaken: (String) -> Bool) -> String {
		if let free = candidates.first(where: { !isTaken($0) }) {
			return free
		}
		let base = numbering ?? candidates[0]
		return (2...).lazy.map { "\(base)\($0)" }.first { !isTaken($0) }!
	}

	private func inheritedSelectorClash(_ name: String) -> Bool {
		return inherited.selectors.contains(name) || inherited.setterStems.contains(Words.capitalized(name))
	}
}
