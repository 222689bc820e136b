/// The generator's version, as `--version` prints it and as generated output depends on it
/// (a template library's fingerprint includes it, so a new generator regenerates).
enum Version {
	static let text = "screenletgen 1.0.0 (spec format v1)"
}
