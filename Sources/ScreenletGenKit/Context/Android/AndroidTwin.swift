/// A model's Android twin, decided once for the file layout and the contexts: the lists and
/// action screenlets it writes, each with its context, and every screenlet's string table
/// (a written screenlet's with its Android-only texts), the lists' then the action screenlets'.
struct AndroidTwin {
	let lists: [AndroidListContext]
	let screenlets: [AndroidActionContext]
	let stringTables: [AndroidStringTable]

	/// `written`: the screenlets the twin writes, decided once per spec.
	init(_ model: GenerationModel, package: String, written: AndroidWrittenScreenlets) {
		lists = AndroidListScreenlet.written(in: model, written).map { AndroidListContext(package: package, twin: $0, requestClass: model.headless?.name) }
		screenlets = AndroidActionScreenlet.written(in: model, written).map {
			AndroidActionContext(package: package, twin: $0, entity: model.entity, request: model.headless)
		}
		let listTables = Dictionary(lists.map { ($0.twin.list.name, $0.strings) }, uniquingKeysWith: { first, _ in first })
		let screenletTables = Dictionary(screenlets.map { ($0.twin.screenlet.name, $0.strings) }, uniquingKeysWith: { first, _ in first })
		stringTables = model.lists.map { listTables[$0.name] ?? AndroidStringTable($0.strings) }
			+ model.actionScreenlets.map { screenletTables[$0.name] ?? AndroidStringTable($0.strings) }
	}
}
