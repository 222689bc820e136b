/// The Android twin's service classes (`java/<package>/service/<v7>/<Service>.java`): one file
/// per class however many of a run's specs call it, with every method any of them calls, as
/// the iOS run writes one Swift class per custom service (a second spec calling
/// `BookmarksEntryService` must not clash with the first over the file).
enum AndroidServiceFiles {

	/// The services of `models`' calls (`AndroidService.services`), rendered.
	static func files(of models: [GenerationModel], package: String, templates: TemplateLibrary) throws(Template.Failure) -> [GeneratedFile] {
		let folder = "java/" + JavaIdentifier.folder(ofPackage: package) + "/service"
		let template = templates.template("Android/Service.java")
		var files: [GeneratedFile] = []
		for service in AndroidService.services(of: models) {
			let contents = try template.render(.object(["package": package.templateValue, "service": service.context(package: package)]))
			files.append(GeneratedFile(path: "\(folder)/\(service.generation)/\(service.className).java", contents: contents, specFile: service.specFile,
				entity: service.className))
		}
		return files
	}
}
