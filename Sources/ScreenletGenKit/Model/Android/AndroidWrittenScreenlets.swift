/// Which of a model's screenlets the Android twin writes, by their places among the model's
/// lists and action screenlets. Decided once per spec: the checks behind it (`gap`) were most
/// of what laying the twin out cost, and a run lays a spec out three or four times (its checks,
/// the path check, its plan, its rendering) and makes its contexts once more.
struct AndroidWrittenScreenlets: Sendable, Equatable {
	let lists: [Int]
	let actionScreenlets: [Int]

	init(_ model: GenerationModel) {
		lists = model.lists.indices.filter { AndroidListScreenlet(model.lists[$0], entity: model.entity).gap == nil }
		actionScreenlets = model.actionScreenlets.indices.filter {
			AndroidActionScreenlet(model.actionScreenlets[$0], entity: model.entity).gap == nil
		}
	}
}
