/// `--help`: the command line and the spec format in brief.
enum HelpText {

	static let version = "screenletgen 1.0.0 (spec format v1)"

	static let usage = """
	usage: screenletgen SPEC.json [SPEC.json ...] -o DIR [--dry-run | --check] [--force]
	                    [--templates DIR] [--discovery FILE] [--max-output-bytes N] [--max-files N]
	       screenletgen init --discovery FILE --service NAME --entity NAME [-o SPEC.json]
	       screenletgen --help | --version
	"""

	static let text = usage + """


	Generates Liferay Screens 5.x screenlets (Swift 5) from JSON specs: a model class, and
	for each screenlet its delegate, Screenlet, Interactor, Connector, View and XIB.

	Options:
	  -o, --output DIR     write the files under DIR (prints created / updated / unchanged)
	  --dry-run            print what would be written; write nothing
	  --check              write nothing; exit 1 if any file would be created or changed,
	                       with a diff of each changed file (for CI)
	  --force              overwrite files edited by hand or not written by screenletgen
	  --templates DIR      use DIR/<name>.mustache instead of the built-in template <name>
	  --discovery FILE     check every call against a saved /api/jsonws?discover answer
	  --max-output-bytes N stop with an error when the run would generate more than N bytes
	                       (default 268435456, 256 MiB)
	  --max-files N        the same for the number of files (default 100000)
	  SPEC.json may be - for standard input
	init                   write a starter spec from a discovery file: --service is the
	                       JSON web service (bookmarks.bookmarksentry), --entity the model

	Spec format v1 (one entity per file; unknown keys are errors):
	  {
	    "entity": "Bookmark",                         model class (UpperCamelCase)
	    "service": "LRBookmarksEntryService_v7",      Mobile SDK service class
	    "module": "MyApp",                            optional: customModule in XIBs
	    "attributes": [                               model properties
	      {"name": "url", "type": "String", "key": "url", "optional": false}
	    ],                                            types: String Int Int64 Double Bool Date
	    "screenlets": [
	      {"kind": "list", "name": "BookmarkList",
	       "properties": [{"name": "folderId", "type": "Int64", "validate": "positive",
	                       "message": "…", "fallback": "groupId"}],
	       "page":  {"method": "get-entries", "params": ["groupId", "folderId", "start", "end"]},
	       "count": {"method": "get-entries-count", "params": ["groupId", "folderId"]},
	       "cell": "name", "offline": true, "theme": "table" | "collection",
	       "events": {"response": "…", "error": "…", "selected": "…"}},
	      {"kind": "action", "name": "AddBookmark", "style": "connector" | "callback",
	       "properties": [...], "inputs": [{"name": "title", "type": "String", "validate": "notEmpty"}],
	       "actions": [{"name": "add-bookmark", "method": "add-entry",
	                    "params": ["groupId", {"name": "name", "from": "title"},
	                               {"name": "description", "value": "…", "type": "string"}, "serviceContext"],
	                    "result": "entity" | "raw" | "none", "write": true,
	                    "events": {"success": "…", "failure": "…"},
	                    "service": "…", "swiftName": "addEntry(withGroupId:…)"}]}
	    ]
	  }
	  A bare parameter name is, in order: start/end/obc (page calls), a property, an input,
	  or groupId, companyId, userId, serviceContext, locale.

	Exit status: 0 success, 1 failure (invalid spec, refused overwrite, --check found
	changes), 64 wrong usage. Errors print as FILE:LINE:COLUMN: error: MESSAGE.
	"""
}
