/// What the specs of one run may not share. Two files on one path (compared ignoring case, as
/// the default macOS file system does) would overwrite each other: nothing is merged silently.
/// Two classes of one name (each spec with a `load-current-user` action) would not compile in
/// one app module, even in different folders. Each pair of specs is one error, at the entity
/// of the second.
struct Collisions {

	let entityLocations: [String: SourceLocation]
	/// The pairs of specs already reported (`first.json|second.json`).
	private var reported: Set<String> = []

	init(entityLocations: [String: SourceLocation]) {
		self.entityLocations = entityLocations
	}

	mutating func checkPaths(_ groups: [any FileSource], diagnostics: inout Diagnostics) {
		// Each path's owner by its place (its group's, its own among the group's), not by its
		// strings: a bulk run has tens of thousands, laid out again only for a message.
		var owners: [String: (group: Int, path: Int)] = [:]
		for (groupIndex, group) in groups.enumerated() {
			for (pathIndex, path) in group.paths.enumerated() {
				let key = path.lowercased()
				guard let owner = owners[key] else {
					owners[key] = (groupIndex, pathIndex)
					continue
				}
				let ownerGroup = groups[owner.group]
				report(path, of: group.specFile, clashingWith: (ownerGroup.paths[owner.path], ownerGroup.specFile), diagnostics: &diagnostics)
			}
		}
	}

	mutating func checkClasses(_ models: [GenerationModel], diagnostics: inout Diagnostics) {
		var owners: [String: (owner: String, specFile: String)] = [:]
		// Per pair of specs, in the order found: the first clash, and how many more.
		var clashes: [(pair: String, name: String, owner: String, specFile: String, other: (owner: String, specFile: String), more: Int)] = []
		for model in models {
			for type in model.generatedTypes {
				guard let other = owners[type.name] else {
					owners[type.name] = (type.owner, model.specFile)
					continue
				}
				guard other.specFile != model.specFile else {
					continue
				}
				let pair = "\(other.specFile)|\(model.specFile)"
				if let index = clashes.firstIndex(where: { $0.pair == pair }) {
					clashes[index].more += 1
				}
				else {
					clashes.append((pair, type.name, type.owner, model.specFile, other, 0))
				}
			}
		}
		for clash in clashes where reported.insert(clash.pair).inserted {
			let more = clash.more == 0 ? "" : " (and \(clash.more) more)"
			diagnostics.error(at: entityLocations[clash.specFile], "entity: \(clash.owner) generates the class \(clash.name)\(more), which \(clash.other.specFile) (\(clash.other.owner)) generates too; one app module holds one class of a name: rename a screenlet or an action in one of them")
		}
	}

	private mutating func report(_ path: String, of specFile: String, clashingWith owner: (path: String, specFile: String), diagnostics: inout Diagnostics) {
		guard reported.insert("\(owner.specFile)|\(specFile)").inserted else {
			return
		}
		let location = entityLocations[specFile]
		if owner.specFile == specFile {
			diagnostics.error(at: location, "entity: \(owner.path) and \(path) differ only in case and would overwrite each other on macOS; rename a screenlet or an action")
		}
		else if owner.path == path {
			diagnostics.error(at: location, "entity: this spec and \(owner.specFile) both generate \(path) (and perhaps more): one output folder holds one spec per entity and screenlet name; rename one or write them to different folders")
		}
		else {
			diagnostics.error(at: location, "entity: this spec generates \(path) and \(owner.specFile) generates \(owner.path): they differ only in case and would overwrite each other on macOS; rename one")
		}
	}
}
