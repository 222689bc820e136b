/// `--help`: the command line and the spec format in brief.
enum HelpText {

	static let version = Version.text

	/// What a command that only prints prints: `init --help`'s, `service --help`'s or the
	/// version; `--help`'s for the others.
	static func printed(by command: Options.Command) -> String {
		switch command {
		case .initHelp: return initText
		case .serviceHelp: return serviceText
		case .version: return version
		default: return text
		}
	}

	static let usage = GenerationRun.usage

	static let serviceText = """
	usage: screenletgen service --discovery FILE --service NAME [--class NAME] [-o FILE.swift] [--force]

	Writes the Mobile SDK service class of a custom Service Builder portlet in Swift, from a
	saved discovery answer: an LRBaseService subclass whose methods send the same JSON web
	service commands as the class Liferay's Mobile SDK builder would write (paths, parameter
	names, wrapper types, the answer's context), under the Swift names the importer gives the
	builder's Objective-C methods, so generated connectors call it unchanged. Refused for a
	service the Mobile SDK ships (use the pod's class).

	  --discovery FILE     the saved answer of the portlet's context (may come from screenletgen.json)
	  --service NAME       the JSON web service: gb.entry (the path's first part) or its key, entry
	  --class NAME         the class name, when the specs call it otherwise (default: the
	                       builder's, LR<Key>Service_v7 or _v62)
	  -o, --output FILE    write it there (its folder must exist); without -o it is printed.
	                       An existing file is kept unless --force is given.

	Example:
	  screenletgen service --discovery gb-discovery.json --service gb.entry \\
	      --class LRGuestbookEntryService_v7 -o App/Services/LRGuestbookEntryService_v7.swift
	"""

	static let initText = """
	usage: screenletgen init --service NAME [--sdk VERSION] [--entity NAME] [-o SPEC.json] [--force]
	       screenletgen init --discovery FILE --service NAME [--entity NAME] [-o SPEC.json] [--force]
	       screenletgen init --openapi FILE [--schema NAME] [--base-path PATH] [--entity NAME] [-o SPEC.json] [--force]

	Writes a starter spec (format v1) for one entity, to edit and then generate from. It
	starts from one of three places: the Mobile SDK catalog, a portal's discovery answer, or
	the OpenAPI document of a headless REST API (a Liferay Object, an API Builder application).

	From a Mobile SDK service (the catalog or a discovery answer): the service class, a list
	screenlet on its paged get-… method (start, end) with its count, and an action screenlet
	on its add-… method. Every parameter gets a value the generator accepts (a property, an
	input, the session's groupId/userId, or a fixed null or []), so the spec generates as
	written: init checks it as the generator does, and writes nothing the generator would
	refuse. Without --discovery, the service comes from the Mobile SDK that Screens 5.2.1 uses
	(its five portal generations, built in): a class (LRBlogsEntryService_v7), or a JSON web
	service path with the generation (blogsentry --sdk 7.3). A custom portlet's service needs
	its portal's discovery answer (GET <portal>/api/jsonws?discover, saved as JSON).

	From an OpenAPI document (GET <portal>/o/c/<plural>/openapi.json, saved): the entity is
	the schema of the entries its list answers (a page: items and totalCount); the spec names
	the document ("openapi", from the spec's folder), writes the schema's fields out as
	attributes in the document's order, and has a list on the collection's page operation
	(GET / or /scopes/{scopeKey}; sorted "dateCreated:desc,id:desc" where it takes a sort), an
	add on its POST (the writable fields as inputs, a description or notes as a text view),
	and an update and a delete on the entry's PATCH and DELETE (/{ticketId}); the update
	first loads the entry with its GET, which fills the form. Batch, relationships,
	comments, versions, permissions and the rest are left out; what the document lacks of
	these is said in a note, and not written.

	  --service NAME       an SDK class (LRBlogsEntryService_v7) or a service path
	                       (bookmarks.bookmarksentry, the path's first part)
	  --sdk VERSION        the portal generation a path is read in: 6.2, 7.0, 7.1, 7.2, 7.3
	  --discovery FILE     a saved discovery answer (may come from screenletgen.json;
	                       give it more than once to merge answers)
	  --openapi FILE       a saved OpenAPI document, instead of --service, --sdk and
	                       --discovery (the config's discovery is then not read)
	  --schema NAME        the entry schema (Ticket), when the document lists several
	                       and --entity names none of them
	  --base-path PATH     the API's path (/o/visits-app), when the document's server
	                       leaves it as a placeholder (${BASE_URL})
	  --entity NAME        the model class, UpperCamelCase (default: Liferay's model name,
	                       BlogsEntry for LRBlogsEntryService_v7, or the schema's name). A
	                       name the generator refuses (String, Self) is refused, and
	                       AppString proposed
	  -o, --output FILE    write the spec there (its folder must exist); without -o it is
	                       printed, naming the document as given. An existing file is kept
	                       unless --force is given.

	Examples:
	  screenletgen init --service LRBlogsEntryService_v7 -o blogs.json
	  screenletgen init --service bookmarks.bookmarksentry --sdk 7.3 --entity Bookmark
	  screenletgen init --discovery bookmarks-discovery.json \\
	      --service bookmarks.bookmarksentry --entity Bookmark -o bookmark.json
	  screenletgen init --openapi ticket.openapi.json -o ticket.json
	"""

	static let text = usage + """


	Generates Liferay Screens 5.x screenlets (Swift 5) from JSON specs: a model class, and
	for each screenlet its delegate, Screenlet, Interactor, Connector, View and XIB.

	Options:
	  -o, --output DIR     write the files under DIR (prints created / updated / unchanged,
	                       then a summary: 12 files: 3 created, 9 unchanged); also
	                       --output=DIR and -oDIR
	  -q, --quiet          print only the summary line (and errors, and --check's diffs)
	  --dry-run            print what would be written; write nothing
	  --check              write nothing; exit 1 if any file would be created or changed,
	                       with a diff of each changed file (for CI)
	  --force              overwrite files edited by hand or not written by screenletgen
	  --templates DIR      use DIR/<name>.mustache instead of the built-in template <name>
	  --discovery FILE     check every call (method, parameter names, value types) against a
	                       saved /api/jsonws?discover answer; may be given more than once
	  --config FILE        read specs, output, templates and discovery from FILE (default:
	                       screenletgen.json in the working directory, if present); flags
	                       and spec arguments override it
	  --no-config          ignore screenletgen.json
	  --max-output-bytes N stop with an error when the run would generate more than N bytes
	                       (default 268435456, 256 MiB)
	  --max-files N        the same for the number of files (default 100000)
	  --platform P         ios (the default), android (the Android twin for Liferay
	                       Screens for Android 5.1 under -o, an Android module's src/main;
	                       Mobile SDK specs so far) or both: ios,android
	  --android-output DIR the Android module's src/main when both platforms are asked
	                       (-o is then the iOS folder)
	  --android-package P  the Java package of the Android classes (com.example.screens)
	  SPEC.json may be - for standard input
	init                   write a starter spec from the Mobile SDK catalog (--service), a
	                       discovery answer (--discovery, --service) or an OpenAPI
	                       document (--openapi, --schema); --entity names the model
	                       (screenletgen init --help)
	service                write a custom portlet's service class in Swift from a discovery
	                       file (screenletgen service --help)

	screenletgen.json (paths relative to its folder; every key optional):
	  {"specs": ["Specs/*.json"], "output": "Sources/App/Screenlets",
	   "templates": "ScreenletTemplates", "discovery": ["portal-discovery.json"]}
	  specs: paths or patterns (*, ?, [..], ** for any folders); discovery: a path or a list;
	  also "async", "swiftUI", "platform" ("android" or ["ios", "android"]), "androidOutput",
	  "androidPackage"

	Spec format v1 (one entity per file; unknown keys are errors):
	  {
	    "entity": "Bookmark",                         model class (UpperCamelCase)
	    "service": "LRBookmarksEntryService_v7",      Mobile SDK service (or "openapi")
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
	  An input's control follows its type (Date: date picker, Bool: switch, numbers: number
	  keyboard); "multiline": true (String) gives a text view, "choices": ["a", "b"] (or
	  [{"value": 1, "title": "…"}]) a segmented control.
	  A bare parameter name is, in order: start/end/obc (page calls), a property, an input,
	  or groupId, companyId, userId, serviceContext, locale.
	  A headless REST API (a Liferay Object) instead of a service: "openapi" names its
	  saved OpenAPI document ("ticket.openapi.json", from /o/c/<plural>/openapi.json), and
	  "schema" the entry where it lists several; "attributes" may be left to the schema. A
	  call names an "operation" ("getTicketsPage" or "PATCH /{ticketId}") instead of a
	  "method", its path and query "params" (a bare scopeKey is the site's groupId; page
	  and pageSize are the list's) and its JSON "body" fields; no "count" (the page's
	  totalCount), no "callback" style.

	Exit status: 0 success, 1 failure (invalid spec, a conflict left in or around a hand
	edit, --check found changes), 64 wrong usage. Errors print as FILE:LINE:COLUMN: error: MESSAGE.
	"""
}
