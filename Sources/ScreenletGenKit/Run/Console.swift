/// Where a run says what it did: standard output for the files it lists, standard error for
/// everything that needs attention. The command line passes its own; tests collect the text.
public struct Console {
	public var output: (String) -> Void
	public var error: (String) -> Void

	public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void) {
		self.output = output
		self.error = error
	}
}

/// The exit statuses of a run.
public enum RunStatus {
	public static let success: Int32 = 0
	/// An invalid spec, a refused overwrite, `--check` found changes.
	public static let failure: Int32 = 1
	/// A usage mistake.
	public static let usage: Int32 = 64
}
