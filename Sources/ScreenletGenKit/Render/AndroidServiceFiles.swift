/// The Android twin's service classes (`java/<package>/service/<v7>/<Service>.java`): one file
/// per class however many of a run's specs call it, with every method any of them calls, as
/// the iOS run writes one Swift class per custom service (a second spec calling
/// `BookmarksEntryService` must not clash with the first over the file).
enum AndroidServiceFiles {

	/// The services of `models`' calls, merged by class, each attributed to the first spec that calls it.
	static func files(of models: [GenerationModel], package: String, templates: TemplateLibrary) throws(Template.Failure) -> [GeneratedFile] {
		var merged: [(service: AndroidService, specFile: String)] = []
		for model in models {
			for service in AndroidService.services(of: model) {
				if let index = merged.firstIndex(where: { $0.service.className == service.className && $0.service.generation == service.generation }) {
					for method in service.methods where !merged[index].service.methods.contains(where: { $0.path == method.path && $0.parameters == method.parameters }) {
						merged[index].service.methods.append(method)
					}
				}
				else {
					merged.append((service, model.specFile))
				}
			}
		}
		let folder = "java/" + JavaIdentifier.folder(ofPackage: package) + "/service"
		let template = templates.template("Android/Service.java")
		var files: [GeneratedFile] = []
		for (service, specFile) in merged {
			let contents = try template.render(.object(["package": package.templateValue, "service": service.context(package: package)]))
			files.append(GeneratedFile(path: "\(folder)/\(service.generation)/\(service.className).java", contents: contents, specFile: specFile,
				entity: service.className))
		}
		return files
	}
}
