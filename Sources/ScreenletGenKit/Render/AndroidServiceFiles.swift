/// The Android twin's service classes (`java/<package>/service/<v7>/<Service>.java`): one file
/// per class however many of a run's specs call it, with every method any of them calls, as
/// the iOS run writes one Swift class per custom service (a second spec calling
/// `BookmarksEntryService` must not clash with the first over the file). Each is rendered when
/// the run stages it, as a spec's files are, not held as text from the start.
enum AndroidServiceFiles {

	/// The services of `models`' calls (`AndroidService.services`), one source each.
	/// `fingerprint`: what they follow from (the run's key), when known.
	static func sources(of models: [GenerationModel], package: String, templates: TemplateLibrary, fingerprint: String?) -> [any FileSource] {
		let folder = "java/" + JavaIdentifier.folder(ofPackage: package) + "/service"
		let template = templates.template("Android/Service.java")
		return AndroidService.services(of: models).map { service in
			ServiceFile(path: "\(folder)/\(service.generation)/\(service.className).java", service: service, package: package,
				template: template, fingerprint: fingerprint)
		}
	}

	/// One service class, rendered when asked for.
	private struct ServiceFile: FileSource {
		let path: String
		let service: AndroidService
		let package: String
		let template: Template
		let fingerprint: String?

		var specFile: String { return service.specFile }
		var entity: String { return service.className }
		var location: SourceLocation? { return nil }
		var paths: [String] { return [path] }

		func rendering() -> FileRendering {
			return FileRendering(count: 1) { _ throws(Renderer.Failure) in
				do throws(Template.Failure) {
					let contents = try template.render(.object(["package": package.templateValue, "service": service.context(package: package)]))
					return GeneratedFile(path: path, contents: contents, specFile: service.specFile, entity: service.className)
				}
				catch {
					throw Renderer.Failure.template(error)
				}
			}
		}
	}
}
