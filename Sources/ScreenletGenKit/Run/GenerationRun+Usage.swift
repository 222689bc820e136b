/// How a run is asked for on the command line: what a usage error prints after its message
/// (the CLI's help begins with it too).
extension GenerationRun {

	static let usage = """
	usage: screenletgen SPEC.json [SPEC.json ...] -o DIR [--dry-run | --check] [--force] [-q]
	                    [--templates DIR] [--discovery FILE]... [--max-output-bytes N] [--max-files N]
	                    [--platform ios | --platform android --android-package PKG
	                     | --platform ios,android --android-output DIR --android-package PKG]
	       screenletgen [--check | --dry-run] [-q] [--config FILE]   (specs and -o from screenletgen.json)
	       screenletgen init --service NAME [--sdk VERSION] [--discovery FILE] [--entity NAME] [-o SPEC.json]
	       screenletgen init --openapi FILE [--schema NAME] [--entity NAME] [-o SPEC.json]
	       screenletgen service --discovery FILE --service NAME [--class NAME] [-o FILE.swift]
	       screenletgen --help | init --help | service --help | --version
	"""
}
