/// The discovery answers a run is given (`--discovery`, more than once to merge them).
extension Console {

	/// The merged answer, or nil when none is given; false when one cannot be read (its
	/// errors printed): a run must not go on with a partial answer.
	public func loadDiscovery(_ paths: [String]) -> (Discovery?, Bool) {
		guard !paths.isEmpty else {
			return (nil, true)
		}
		var diagnostics = Diagnostics()
		let answers = paths.map { DiscoveryReader.read(path: $0, diagnostics: &diagnostics) }
		report(diagnostics)
		// A bad entry is an error like any other: the run must not pass on a partial answer.
		let found = answers.compactMap { $0 }
		return (Discovery.merging(found), found.count == paths.count && !diagnostics.hasErrors)
	}

	public func report(_ diagnostics: Diagnostics) {
		for diagnostic in diagnostics.all {
			self.error("\(diagnostic)\n")
		}
	}
}
