/// The platform a spec's files are laid out and rendered for, from the run's defaults.
enum RenderPlatform: Sendable {
	case ios
	/// The Android twin, its Java classes in the app module's `package`.
	case android(package: String)

	init(_ defaults: SpecDefaults) {
		if defaults.platform == .android, let package = defaults.androidPackage {
			self = .android(package: package)
		}
		else {
			self = .ios
		}
	}
}

/// The Android twin's files (issue 37), below the module's `src/main`: `java/<package>/…` and
/// `res/…`. So far the entity's model class, the service classes its calls use, and each
/// screenlet's string resources.
extension FileLayout {

	static func androidEntries(for model: GenerationModel, package: String) -> [Entry] {
		let java = "java/" + JavaIdentifier.folder(ofPackage: package)
		var entries = [Entry(path: "\(java)/\(model.entity.className).java", template: "Android/Model.java", scope: .entity)]
		for (index, service) in AndroidService.services(of: model).enumerated() {
			entries.append(Entry(path: "\(java)/service/\(service.generation)/\(service.className).java", template: "Android/Service.java", scope: .androidService(index)))
		}
		for (index, strings) in androidStringTables(of: model).enumerated() {
			entries.append(Entry(path: "res/values/\(strings.androidFileName)", template: "Android/Strings.xml", scope: .androidStrings(index)))
		}
		return entries
	}

	/// Each screenlet's string table, the lists' then the action screenlets' (`Scope.androidStrings`).
	static func androidStringTables(of model: GenerationModel) -> [StringsTable] {
		return model.lists.map(\.strings) + model.actionScreenlets.map(\.strings)
	}
}
