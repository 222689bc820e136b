/// A run that leaves out the templates or the discovery answer the folder was last
/// generated with would quietly undo a customization: it is refused unless `--force`.
enum DroppedSetup {

	/// What this run drops, as a message that says what to do; nil when nothing.
	static func dropped(from root: String, previous manifest: Manifest?, now: Manifest.Setup) -> String? {
		guard let previous = manifest?.setup else {
			return nil
		}
		let missing = previous.overriddenTemplates.filter { !now.overriddenTemplates.contains($0) }
		if !missing.isEmpty {
			return "\(root) was last generated with custom templates (\(missing.joined(separator: ", "))) that this run does not have: pass --templates DIR (or set \"templates\" in screenletgen.json), or add --force to go back to the built-in ones"
		}
		if previous.usedDiscovery && !now.usedDiscovery {
			return "\(root) was last generated with a discovery answer that this run does not have: pass --discovery FILE (or set \"discovery\" in screenletgen.json), or add --force to generate without it"
		}
		return nil
	}
}
