/// What the plan decided for one generated file: the item a run shows, what the manifest
/// records, and what the writer writes and archives. A pure value: deciding wrote nothing.
struct FileDecision: Sendable {
	var item: OutputPlan.Item
	/// The manifest's entry for the file (the hash of the rendered text); nil for a file left
	/// alone for a conflict, whose entry stays what it was.
	var entry: Manifest.Entry?
	/// The file's new text: the rendered text, or its merge with a hand edit. Written when the
	/// action writes; nil for a file that was not rendered.
	var text: String?
	/// What the entity's new base archive keeps for the file: the rendered text and, while it
	/// differs, the base the old manifest names (a run killed before its manifest is written
	/// still finds it). Empty for a file that was not rendered.
	var archived: [String] = []
	/// What the folder holds, for a file that exists and is not left unchanged: what a preview
	/// shows the change against.
	var existing: [UInt8]?

	init(item: OutputPlan.Item, entry: Manifest.Entry?, text: String? = nil, archived: [String] = []) {
		self.item = item
		self.entry = entry
		self.text = text
		self.archived = archived
	}

	/// The decision without its texts: what a run keeps once the writer has staged them.
	var settled: FileDecision {
		return FileDecision(item: item, entry: entry)
	}
}

/// One entity's decisions, in file order, and its base archive's (nil: the old one stays)
/// with the bases it keeps for files no longer generated (`GroupPlanner.obsoleteBases`).
struct GroupDecisions: Sendable {
	var entity: String
	var files: [FileDecision]
	var archive: OutputPlan.Item?
	var obsoleteBases: [(path: String, text: String)] = []
}
