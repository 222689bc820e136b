/// Which of a model's screenlets the Android twin writes, by their places among the model's
/// lists and action screenlets, and why it does not write the others. Decided once per spec:
/// the checks behind it (`gap`) were most of what laying the twin out cost, and a run lays a spec
/// out three or four times (its checks, the path check, its plan, its rendering), makes its
/// contexts once more, and warns of each screenlet it does not write.
struct AndroidWrittenScreenlets: Sendable {

	/// A screenlet the twin does not write yet: its place among the spec's screenlets of its
	/// kind, its class and the reason.
	struct Unwritten: Sendable {
		let index: Int
		let name: String
		let reason: String
	}

	let lists: [Int]
	let actionScreenlets: [Int]
	let unwrittenLists: [Unwritten]
	let unwrittenActionScreenlets: [Unwritten]

	init(_ model: GenerationModel) {
		let listGaps = model.lists.map { AndroidListScreenlet($0, entity: model.entity).gap }
		let actionGaps = model.actionScreenlets.map { AndroidActionScreenlet($0, entity: model.entity).gap }
		lists = listGaps.indices.filter { listGaps[$0] == nil }
		actionScreenlets = actionGaps.indices.filter { actionGaps[$0] == nil }
		unwrittenLists = listGaps.indices.compactMap { index in
			listGaps[index].map { Unwritten(index: index, name: model.lists[index].screenletClass, reason: $0) }
		}
		unwrittenActionScreenlets = actionGaps.indices.compactMap { index in
			actionGaps[index].map { Unwritten(index: index, name: model.actionScreenlets[index].screenletClass, reason: $0) }
		}
	}
}
