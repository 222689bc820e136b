import XCTest
@testable import ScreenletGenKit

/// The JSON web service → Objective-C → Swift rule (Documentation/Names.md, "A call's Swift
/// name"), vector by vector.
final class NamingTests: XCTestCase {

	private func swiftName(_ selector: String, types: [ServiceType?] = []) -> String {
		let pieces = selector.split(separator: ":").map(String.init)
		let hasParameters = selector.hasSuffix(":") && !selector.hasSuffix("::")
		return ServiceMethodNaming.swiftName(selectorPieces: pieces, hasParameters: hasParameters, types: types).description
	}

	func testSelectorVectors() {
		let vectors: [(String, String)] = [
			("getCommentsWithClassName:classPK:start:end:", "getCommentsWithClassName(_:classPK:start:end:)"),
			("getCommentWithCommentId:", "getCommentWithCommentId(_:)"),
			("getArticlesWithGroupId:folderId:start:end:obc:", "getArticlesWithGroupId(_:folderId:start:end:obc:)"),
			("getStructureWithStructureId:", "getStructureWithStructureId(_:)"),
			("getCommentsCountWithClassName:classPK:", "getCommentsCount(withClassName:classPK:)"),
			("deleteCommentWithCommentId:", "deleteComment(withCommentId:)"),
			("updateCommentWithCommentId:body:", "updateComment(withCommentId:body:)"),
			("addCommentWithClassName:classPK:body:", "addComment(withClassName:classPK:body:)"),
			("getArticlesCountWithGroupId:folderId:", "getArticlesCount(withGroupId:folderId:)"),
			("getDdlRecordsWithDdlRecordSetId:locale:start:end:obc:", "getDdlRecords(withDdlRecordSetId:locale:start:end:obc:)"),
			("getUserByIdWithUserId:", "getUserById(withUserId:)"),
			("sendPasswordByUserIdWithUserId:", "sendPasswordByUserId(withUserId:)"),
			("getEntriesWithGroupId:folderId:start:end:", "getEntriesWithGroupId(_:folderId:start:end:)"),
			("getEntriesCountWithGroupId:folderId:", "getEntriesCount(withGroupId:folderId:)"),
			("addEntryWithGroupId:folderId:name:url:description:serviceContext:", "addEntry(withGroupId:folderId:name:url:description:serviceContext:)"),
			("searchWithGroupId:creatorUserId:status:start:end:", "search(withGroupId:creatorUserId:status:start:end:)"),
			("mergeTagsWithFromTagId:toTagId:", "mergeTagsWith(fromTagId:toTagId:)"),
			("getGroupEntriesWithGroupId:start:end:", "getGroupEntries(withGroupId:start:end:)"),
		]
		for (selector, expected) in vectors {
			XCTAssertEqual(swiftName(selector), expected, selector)
		}
	}

	func testMethodWithoutParametersLosesItsErrorPieceOnly() {
		XCTAssertEqual(ServiceMethodNaming.swiftName(method: "get-current-user", params: []).description, "getCurrentUser()")
	}

	/// A method that keeps its `error:` (not imported as `throws`) is named with it: its last
	/// label, and without other parameters its one piece splits as a first piece does
	/// (the real SDK's names of LRAnnouncementsFlagService_v62, LRPortalService_v62, LRWikiPageService_v7).
	func testAMethodThatKeepsItsErrorParameterIsNamedWithIt() {
		let vectors: [(method: String, params: [String], swift: String)] = [
			("add-flag", ["entryId", "value"], "addFlag(withEntryId:value:error:)"),
			("delete-flag", ["flagId"], "deleteFlag(withFlagId:error:)"),
			("delete-temp-file-entry", ["nodeId", "folderName", "fileName"], "deleteTempFileEntry(withNodeId:folderName:fileName:error:)"),
			("test-get-user-id", [], "testGetUserId(_:)"),
			("test-auto-sync-hibernate-session-state-on-tx-creation", [], "testAutoSyncHibernateSessionState(onTxCreation:)"),
		]
		for vector in vectors {
			XCTAssertEqual(ServiceMethodNaming.swiftName(method: vector.method, params: vector.params, errorParameter: true).description, vector.swift)
		}
	}

	func testTypeNameSuffixIsDroppedAfterAVerb() {
		let types: [ServiceType?] = [.long, .long, .int, nil, nil]
		XCTAssertEqual(swiftName("addRecordWithGroupId:recordSetId:displayIndex:fieldsMap:serviceContext:", types: types),
			"addRecord(withGroupId:recordSetId:display:fieldsMap:serviceContext:)")
		XCTAssertEqual(swiftName("addRecordWithGroupId:recordSetId:displayIndex:", types: [.long, .long, .long]),
			"addRecord(withGroupId:recordSetId:displayIndex:)", "only an int repeats its type name")
	}

	func testSetterNamesAreNeverSplitAndVacuousBasesStay() {
		XCTAssertEqual(swiftName("setEntryWithEntryId:"), "setEntryWithEntryId(_:)")
		XCTAssertEqual(swiftName("getFoldersWithGroupId:"), "getFoldersWithGroupId(_:)")
		XCTAssertEqual(swiftName("fetchWithNoCache:"), "fetchWithNoCache(_:)")
	}

	func testJSONWebServiceMethodToSelector() {
		XCTAssertEqual(ServiceMethodNaming.objcMethodName("get-entries-count"), "getEntriesCount")
		XCTAssertEqual(ServiceMethodNaming.objcMethodName("/bookmarks.bookmarksentry/move-entry-to-trash"), "moveEntryToTrash")
		XCTAssertEqual(ServiceMethodNaming.selectorPieces(method: "get-entries", params: ["groupId", "folderId"]), ["getEntriesWithGroupId", "folderId"])
		XCTAssertEqual(ServiceMethodNaming.swiftName(method: "/bookmarks.bookmarksentry/move-entry-to-trash", params: ["entryId"]).description, "moveEntryToTrash(withEntryId:)")
	}

	func testSwiftNameOverrideParsing() {
		XCTAssertEqual(SwiftMethodName(parsing: "getEntriesWithGroupId(_:folderId:)"), SwiftMethodName(base: "getEntriesWithGroupId", labels: [nil, "folderId"]))
		XCTAssertEqual(SwiftMethodName(parsing: "getCurrentUser()"), SwiftMethodName(base: "getCurrentUser", labels: []))
		XCTAssertNil(SwiftMethodName(parsing: "getEntries(groupId)"))
		XCTAssertNil(SwiftMethodName(parsing: "get entries()"))
	}

	/// The word rules on ASCII and Unicode names, combining marks, underscores and runs of
	/// capitals.
	func testTheWordRulesOnAnyName() {
		let cases: [(name: String, words: [String], lowerCamel: String, capitalized: String, kebab: [String])] = [
			("A\u{345}x", ["A\u{345}x"], "a\u{345}x", "A\u{399}x", ["A\u{345}x"]),
			("b-\u{345}", ["b-\u{345}"], "b-\u{345}", "B-\u{345}", ["b-\u{345}"]),
			("a\u{345}b", ["a\u{345}b"], "a\u{345}b", "A\u{399}b", ["a\u{345}b"]),
			("Z\u{345}", ["Z\u{345}"], "z\u{345}", "Z\u{399}", ["Z\u{345}"]),
			("x-y\u{301}-z", ["x-y\u{301}-z"], "x-y\u{301}-z", "X-y\u{301}-z", ["x", "y\u{301}", "z"]),
			("getEntriesCountWithGroupId", ["get", "Entries", "Count", "With", "Group", "Id"], "getEntriesCountWithGroupId", "GetEntriesCountWithGroupId", ["getEntriesCountWithGroupId"]),
			("WithDDMStructureId", ["With", "DDM", "Structure", "Id"], "withDDMStructureId", "WithDDMStructureId", ["WithDDMStructureId"]),
			("_private_name", ["private", "name"], "_private_name", "_private_name", ["_private_name"]),
			("HTMLParser2Go", ["HTML", "Parser2", "Go"], "htmlParser2Go", "HTMLParser2Go", ["HTMLParser2Go"]),
			("a", ["a"], "a", "A", ["a"]),
			("A", ["A"], "a", "A", ["A"]),
			("AB", ["AB"], "ab", "AB", ["AB"]),
			("ABc", ["A", "Bc"], "aBc", "ABc", ["ABc"]),
			("URL", ["URL"], "url", "URL", ["URL"]),
			("urlEntry", ["url", "Entry"], "urlEntry", "UrlEntry", ["urlEntry"]),
			("x_Y_z", ["x", "Y", "z"], "x_Y_z", "X_Y_z", ["x_Y_z"]),
			("__", [], "__", "__", ["__"]),
			("\u{dc}n\u{ef}code", ["\u{dc}n\u{ef}code"], "\u{dc}n\u{ef}code", "\u{dc}n\u{ef}code", ["\u{dc}n\u{ef}code"]),
			("\u{e9}tatCivil", ["\u{e9}tat", "Civil"], "\u{e9}tatCivil", "\u{c9}tatCivil", ["\u{e9}tatCivil"]),
			("\u{c9}tatCivil", ["\u{c9}tat", "Civil"], "\u{c9}tatCivil", "\u{c9}tatCivil", ["\u{c9}tatCivil"]),
			("e\u{301}tat", ["e\u{301}tat"], "e\u{301}tat", "E\u{301}tat", ["e\u{301}tat"]),
			("add-bookmark", ["add-bookmark"], "add-bookmark", "Add-bookmark", ["add", "bookmark"]),
			("-a--b-", ["-a--b-"], "-a--b-", "-a--b-", ["a", "b"]),
			("IDs", ["I", "Ds"], "iDs", "IDs", ["IDs"]),
			("Id2X", ["Id2", "X"], "id2X", "Id2X", ["Id2X"]),
			("version2", ["version2"], "version2", "Version2", ["version2"]),
			("\u{c4}BC", ["\u{c4}", "BC"], "\u{c4}BC", "\u{c4}BC", ["\u{c4}BC"]),
			("ABCdef", ["AB", "Cdef"], "abCdef", "ABCdef", ["ABCdef"]),
		]
		for (name, words, lowerCamel, capitalized, kebab) in cases {
			XCTAssertEqual(Words.camelCaseWords(name), words, name)
			XCTAssertEqual(Words.lowerCamel(name), lowerCamel, name)
			XCTAssertEqual(Words.capitalized(name), capitalized, name)
			XCTAssertEqual(Words.kebabWords(name), kebab, name)
		}
	}

	/// Names and service paths are split by bytes when ASCII: the same pieces as splitting by
	/// characters, which other text still is (a hyphen with a combining mark after it joins).
	func testNamePiecesAreTheCharacterSplitsPieces() {
		let texts = ["add-bookmark", "-a--b-", "", "-", "/bookmarks.bookmarksentry/get-entries", "a/b/", "//x", "plain",
			"\u{e9}tat-civil", "a-\u{301}b", "x-\u{1F600}-y", "a\r\n-b"]
		for text in texts {
			for separator: Character in ["-", "/", "."] {
				XCTAssertEqual(text.namePieces(separatedBy: separator), text.split(separator: separator), "\(text) at \(separator)")
				XCTAssertEqual(text.dropFirst().namePieces(separatedBy: separator), text.dropFirst().split(separator: separator), "\(text) at \(separator)")
			}
		}
		XCTAssertEqual("a-\u{301}b".namePieces(separatedBy: "-"), ["a-\u{301}b"])
	}

	/// Kebab names are checked on their bytes in one pass; these answers come from the
	/// word-by-word rule it replaced.
	func testKebabNames() {
		let cases: [(name: String, kebab: Bool, withUnderscores: Bool)] = [
			("add-bookmark", true, true),
			("a", true, true),
			("", false, false),
			("-a", false, false),
			("a-", false, false),
			("a--b", false, false),
			("get-entries-count", true, true),
			("add2-x", true, true),
			("2add", false, false),
			("Add", false, false),
			("add_x", false, true),
			("test-add-class-name_-rollback", false, true),
			("a-_b", false, true),
			("_a", false, false),
			("a-b-", false, false),
			("é", false, false),
			("a-é", false, false),
			("a b", false, false),
			("a-1", true, true),
			("a-B", false, false),
		]
		for (name, kebab, withUnderscores) in cases {
			XCTAssertEqual(SwiftIdentifier.isKebab(name), kebab, name)
			XCTAssertEqual(SwiftIdentifier.isKebab(name, allowingUnderscores: true), withUnderscores, name)
		}
	}

	func testWordsAndCases() {
		XCTAssertEqual(Words.camelCaseWords("getEntriesCountWithGroupId"), ["get", "Entries", "Count", "With", "Group", "Id"])
		XCTAssertEqual(Words.camelCaseWords("WithDDMStructureId"), ["With", "DDM", "Structure", "Id"])
		XCTAssertEqual(Words.lowerCamel("URLEntry"), "urlEntry")
		XCTAssertEqual(Words.lowerCamel("Bookmark"), "bookmark")
		XCTAssertEqual(Words.upperCamel(kebab: "add-bookmark"), "AddBookmark")
		XCTAssertEqual(Words.plural("entry"), "entries")
		XCTAssertEqual(Words.plural("bookmark"), "bookmarks")
		XCTAssertEqual(Words.plural("address"), "addresses")
		XCTAssertEqual(Words.title(["folder", "Id"]), "Folder ID")
	}

	func testPastParticiples() {
		let expected = ["add": "added", "delete": "deleted", "update": "updated", "send": "sent", "stop": "stopped",
			"copy": "copied", "play": "played", "open": "opened", "get": "got", "submit": "submitted", "fetch": "fetched"]
		for (verb, participle) in expected {
			XCTAssertEqual(PastParticiple.of(verb), participle, verb)
		}
	}

	func testKeywordsAreEscaped() {
		XCTAssertEqual(SwiftIdentifier.escaped("default"), "`default`")
		XCTAssertEqual(SwiftIdentifier.escaped("url"), "url")
	}
}
