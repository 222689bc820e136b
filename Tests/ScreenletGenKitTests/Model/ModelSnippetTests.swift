import Foundation
import XCTest
@testable import ScreenletGenKit

/// Snippet tests: a spec of a few lines → the decisions the model takes for one feature,
/// checked field by field (no template, no golden). A change of a decision is reviewed here,
/// in the lines of the feature, before it shows in the generated files.
final class ModelSnippetTests: XCTestCase {

	/// The spec's `screenlets` around a Bookmark entity of the SDK's bookmarks service.
	private func model(_ screenlets: String, attributes: String = #"[{"name": "name", "type": "String"}, {"name": "entryId", "type": "Int64"}]"#,
			entity: String = "Bookmark", extra: String = "", defaults: SpecDefaults = SpecDefaults(),
			file: StaticString = #filePath, line: UInt = #line) throws -> GenerationModel {
		let text = #"{"entity": "\#(entity)", "service": "LRBookmarksEntryService_v7", \#(extra) "attributes": \#(attributes), "screenlets": \#(screenlets)}"#
		var diagnostics = Diagnostics()
		let spec = try XCTUnwrap(SpecDecoder.decode(Array(text.utf8), file: "snippet.json", diagnostics: &diagnostics), "\(diagnostics.all)", file: file, line: line)
		let resolved = SpecResolution.resolve(spec, defaults: defaults, discovery: nil, diagnostics: &diagnostics)
		let model = ModelBuilder.build(resolved, diagnostics: &diagnostics)
		XCTAssertEqual(diagnostics.all.map { $0.description }, [], file: file, line: line)
		return try XCTUnwrap(model, file: file, line: line)
	}

	private let addBookmark = #"""
		[{"kind": "action", "name": "AddBookmark", "properties": [{"name": "folderId", "type": "Int64", "validate": "positive"}],
		  "inputs": [{"name": "name", "type": "String", "validate": "notEmpty"}],
		  "actions": [{"name": "add-bookmark", "method": "add-entry", "params": ["groupId", "folderId", "name", {"name": "url", "value": ""},
		    {"name": "description", "value": ""}, "serviceContext"], "result": "entity"}]}]
		"""#

	// MARK: Entity and attributes

	func testAnEntityNamedLikeAScreensModelKeepsItsNameAndGetsAnObjectiveCName() throws {
		let entity = try model(addBookmark, entity: "Comment").entity
		XCTAssertEqual(entity.className, "Comment")
		XCTAssertEqual(entity.objcName, "AppComment")
		XCTAssertEqual(entity.variableName, "comment")
		XCTAssertEqual(entity.pluralVariableName, "comments")
	}

	func testAttributesThatMeetNSObjectMembers() throws {
		let attributes = try model(addBookmark, attributes: #"""
			[{"name": "name", "type": "String"}, {"name": "description", "type": "String", "optional": true},
			 {"name": "class", "type": "String", "key": "className"}, {"name": "visits", "type": "Int", "optional": true}]
			"""#).entity.attributes
		XCTAssertEqual(attributes.map { $0.name }, ["name", "description", "class", "visits"])
		XCTAssertEqual(attributes.map { $0.overridesNSObject }, [false, true, false, false])
		XCTAssertEqual(attributes.map { $0.hidesSelector }, [false, false, true, false])
		XCTAssertEqual(attributes[2].key, "className")
		XCTAssertEqual(attributes.map { $0.isOptional }, [false, true, false, true])
		XCTAssertEqual(attributes[3].type, .int)
	}

	// MARK: Values

	func testAPropertyKeepsItsNameAndItsRuleAndAValueStoredUnderAnotherName() throws {
		let screenlet = try XCTUnwrap(model(addBookmark).actionScreenlets.first)
		let folder = try XCTUnwrap(screenlet.properties.first)
		XCTAssertEqual(folder.name, "folderId")
		XCTAssertEqual(folder.storedName, "folderId")
		XCTAssertEqual(folder.validation?.rule, .positive)
		XCTAssertEqual(folder.validation?.message, "Undefined folderId")
		XCTAssertEqual(folder.validation?.messageKey, "undefined-folderId")
		XCTAssertNil(folder.input)
		// `name` is `Operation.name` in a Connector: the Interactor and Connector store it as `bookmarkName`.
		let name = try XCTUnwrap(screenlet.inputs.first)
		XCTAssertEqual(name.name, "name")
		XCTAssertEqual(name.storedName, "bookmarkName")
		XCTAssertEqual(name.validation?.message, "Name cannot be empty")
	}

	func testEachInputGetsTheControlThatFitsItsType() throws {
		let screenlet = try XCTUnwrap(model(#"""
			[{"kind": "action", "name": "EditBookmark", "properties": [{"name": "entryId", "type": "Int64"}],
			  "inputs": [{"name": "name", "type": "String", "validate": "notEmpty"}, {"name": "notes", "type": "String", "multiline": true},
			    {"name": "starred", "type": "Bool"}, {"name": "visitDate", "type": "Date"}, {"name": "rating", "type": "Int", "validate": "positive", "choices": [1, 2, 3]},
			    {"name": "visits", "type": "Int", "validate": "positive"}],
			  "actions": [{"name": "update-bookmark", "method": "update-entry", "params": ["entryId", "name", "notes", "starred", "visitDate", "rating", "visits"]}]}]
			"""#).actionScreenlets.first)
		let inputs = screenlet.inputs.compactMap { $0.input }
		XCTAssertEqual(inputs.map { $0.control }, [.textField, .textView, .switchControl, .datePicker, .segmentedControl, .textField])
		XCTAssertEqual(inputs.map { $0.outlet }, ["nameTextField", "notesTextView", "starredSwitch", "visitDateDatePicker", "ratingSegmentedControl", "visitsTextField"])
		XCTAssertEqual(inputs.map { $0.captionOutlet }, [nil, "notesLabel", "starredLabel", "visitDateLabel", "ratingLabel", nil])
		XCTAssertEqual(inputs.map { $0.labelKey }, ["name-placeholder", "notes-caption", "starred-caption", "visitDate-caption", "rating-caption", "visits-placeholder"])
		XCTAssertEqual(inputs[3].label, "Visit date")
		// Required text and a required choice hold their buttons back, and a number until its text reads as one.
		XCTAssertEqual(inputs.map { $0.requirement }, [.textEntered, nil, nil, nil, .segmentSelected, .numberTyped(optional: false)])
		XCTAssertEqual(inputs[4].choices.map { $0.value }, ["1", "2", "3"])
		XCTAssertEqual(inputs[4].choices.map { $0.titleKey }, ["rating-choice-1", "rating-choice-2", "rating-choice-3"])
		XCTAssertEqual(inputs.map { $0.accessibilityIdentifier }, ["editBookmark.name", "editBookmark.notes", "editBookmark.starred",
			"editBookmark.visitDate", "editBookmark.rating", "editBookmark.visits"])
		XCTAssertEqual(inputs[1].captionAccessibilityIdentifier, "editBookmark.notes.caption")
		XCTAssertEqual(screenlet.inputs.map { $0.isClearedAfterAdd }, [true, true, false, false, true, false])
		XCTAssertEqual(screenlet.updateButtonsMethod, "updateButtons")
		XCTAssertEqual(screenlet.inputChangeMethod, "inputDidChange")
	}

	// MARK: Calls

	func testArgumentsSayWhereEachValueComesFromAndHowItIsConverted() throws {
		let list = try XCTUnwrap(model(#"""
			[{"kind": "list", "properties": [{"name": "folderId", "type": "Int64"}],
			  "page": {"method": "get-entries", "params": ["groupId", "folderId", "start", "end"]},
			  "count": {"method": "get-entries-count", "params": ["groupId", "folderId"]}}]
			"""#).lists.first)
		let page = try XCTUnwrap(list.page.service)
		XCTAssertEqual(page.serviceClass, "LRBookmarksEntryService_v7")
		XCTAssertEqual(page.name.description, "getEntriesWithGroupId(_:folderId:start:end:)")
		guard case .value(.groupId, .none) = page.arguments[0],
				case .value(.stored(name: "folderId", type: .int64, isOptional: false), .none) = page.arguments[1],
				case .value(.startRow, .number(.int)) = page.arguments[2],
				case .value(.endRow, .number(.int)) = page.arguments[3] else {
			return XCTFail("\(page.arguments)")
		}
		XCTAssertFalse(list.page.readsSessionContext)
		XCTAssertFalse(list.streams)
		XCTAssertFalse(list.loadsOnce)
		XCTAssertFalse(list.ordersRows)
	}

	func testFixedValuesDatesAndTheSessionsUser() throws {
		let action = try XCTUnwrap(model(#"""
			[{"kind": "action", "name": "Visit", "inputs": [{"name": "visitDate", "type": "Date"}],
			  "actions": [{"name": "add-visit", "method": "add-visit", "service": "LRVisitService_v7",
			    "params": ["userId", "visitDate", {"name": "tags", "value": ["a", 1]}, {"name": "serviceContext", "value": {"addGroupPermissions": true}}]}]}]
			"""#).actionScreenlets.first?.actions.first)
		let call = try XCTUnwrap(action.call.service)
		guard case .value(.sessionUserId, .none) = call.arguments[0],
				case .value(.stored(name: "visitDate", type: .date, isOptional: false), .dateMilliseconds) = call.arguments[1],
				case .literal(.array, as: .array?) = call.arguments[2],
				case .literal(.object, as: .object?) = call.arguments[3] else {
			return XCTFail("\(call.arguments)")
		}
		XCTAssertTrue(action.call.readsSessionContext)
		XCTAssertEqual(call.serviceClass, "LRVisitService_v7")
	}

	/// How each method reports a failure is its header's: 6.2's `void` methods mostly lack
	/// CONVERT_ERROR_TO_THROWS, so Swift gives them a last `error:` parameter instead of `throws`
	/// (when it is the only one, unlabelled or labelled by the split of the method's name); 7.x's
	/// same method, and any method that returns something, throws.
	func testAVoidMethodWithoutConvertErrorToThrowsTakesAnErrorParameter() throws {
		let screenlet = try XCTUnwrap(model(#"""
			[{"kind": "action", "name": "FlagEntry", "properties": [{"name": "entryId", "type": "Int64"}],
			  "actions": [{"name": "add-flag", "service": "LRAnnouncementsFlagService_v62", "method": "add-flag", "params": ["entryId", {"name": "value", "value": 1}], "result": "none"},
			    {"name": "mark-flag", "service": "LRAnnouncementsFlagService_v7", "method": "add-flag", "params": ["entryId", {"name": "value", "value": 1}], "result": "none"},
			    {"name": "test-user", "service": "LRPortalService_v62", "method": "test-get-user-id", "params": [], "result": "none"},
			    {"name": "sync-state", "service": "LRPortalService_v62", "method": "test-auto-sync-hibernate-session-state-on-tx-creation", "params": [], "result": "none"},
			    {"name": "get-flag", "service": "LRAnnouncementsFlagService_v62", "method": "get-flag", "params": ["entryId", {"name": "value", "value": 1}], "result": "raw"}]}]
			"""#).actionScreenlets.first)
		let calls = try screenlet.actions.map { try XCTUnwrap($0.call.service) }
		XCTAssertEqual(calls.map { $0.errorReporting }, [.errorParameter(label: "error"), .throwing, .errorParameter(label: nil), .errorParameter(label: "onTxCreation"), .throwing])
		XCTAssertEqual(calls.map { $0.name.description }, ["addFlag(withEntryId:value:)", "addFlag(withEntryId:value:)", "testGetUserId()", "testAutoSyncHibernateSessionState()", "getFlagWithEntryId(_:value:)"])
		XCTAssertEqual(calls.map { $0.importedName.description }, ["addFlag(withEntryId:value:error:)", "addFlag(withEntryId:value:)", "testGetUserId(_:)",
			"testAutoSyncHibernateSessionState(onTxCreation:)", "getFlagWithEntryId(_:value:)"])
		XCTAssertEqual(calls[0].arguments.count, 2)
	}

	/// A discovery answer that leaves out a return type lets an action read the answer of a
	/// method that has none: the SDK's `void` method without `throws` is refused by the model.
	func testAnActionCannotReadTheAnswerOfAMethodWithAnErrorParameter() throws {
		let answer = Discovery(file: "portal.json", methods: [Discovery.Method(path: "/announcementsflag/add-flag",
			parameters: [Discovery.Parameter(name: "entryId", type: "long"), Discovery.Parameter(name: "value", type: "int")], returnType: "")], sdkVersion: "62")
		let spec = #"""
			{"entity": "Flag", "service": "LRAnnouncementsFlagService_v62", "attributes": [{"name": "name", "type": "String"}],
			 "screenlets": [{"kind": "action", "name": "FlagEntry", "properties": [{"name": "entryId", "type": "Int64"}],
			  "actions": [{"name": "add-flag", "method": "add-flag", "params": ["entryId", {"name": "value", "value": 1}], "result": "raw"}]}]}
			"""#
		let result = Generator(discovery: answer).generate([TestSupport.input(spec)])
		XCTAssertEqual(result.diagnostics.all.map { $0.description }, [#"spec.json:3:46: error: screenlets[0].actions[0]: LRAnnouncementsFlagService_v62 addFlag(withEntryId:value:error:) returns nothing (void), and "result": "raw" reads an object; write "result": "none""#])
		XCTAssertTrue(Generator(discovery: answer).generate([TestSupport.input(spec.replacingOccurrences(of: #""raw""#, with: #""none""#))]).succeeded)
	}

	// MARK: Actions

	func testAnAddIsAWriteKeyedPerWriteThatClearsItsForm() throws {
		let screenlet = try XCTUnwrap(model(addBookmark).actionScreenlets.first)
		let action = try XCTUnwrap(screenlet.actions.first)
		XCTAssertTrue(action.isWrite)
		XCTAssertEqual(action.result, .entity)
		XCTAssertEqual(action.style, .connector)
		XCTAssertEqual(action.prefix, "AddBookmark")
		XCTAssertEqual([action.interactorClass, action.connectorClass, action.constantName, action.factoryMethod],
			["AddBookmarkInteractor", "AddBookmarkLiferayConnector", "AddBookmarkAction", "createAddBookmarkInteractor"])
		XCTAssertEqual([action.successLabel, action.failureLabel], ["onBookmarkAdded", "onAddBookmarkError"])
		XCTAssertEqual(action.resultProperty, "resultBookmark")
		guard case .perWrite = action.cacheKey else {
			return XCTFail("\(action.cacheKey)")
		}
		XCTAssertTrue(action.cacheKeyIsStored)
		XCTAssertTrue(action.usesCache)
		XCTAssertFalse(action.cachesResult)
		XCTAssertTrue(action.clearsForm)
		XCTAssertEqual(action.values.map { $0.name }, ["folderId", "name"])
		XCTAssertEqual(action.requiredInputs.map { $0.name }, ["name"])
		XCTAssertEqual([action.buttonOutlet, action.buttonMethod, action.buttonTitle, action.buttonAccessibilityIdentifier],
			["addBookmarkButton", "addBookmark", "ADD BOOKMARK", "addBookmark.addBookmarkButton"])
		XCTAssertEqual(screenlet.syncedActions.map { $0.name }, ["add-bookmark"])
	}

	func testAReadIsCachedByItsValuesAndAChangeOfOneItemByTheItem() throws {
		let screenlet = try XCTUnwrap(model(#"""
			[{"kind": "action", "name": "BookmarkEditor", "properties": [{"name": "entryId", "type": "Int64"}],
			  "inputs": [{"name": "name", "type": "String"}],
			  "actions": [{"name": "get-bookmark", "method": "get-entry", "params": ["entryId"], "result": "entity"},
			    {"name": "update-bookmark", "method": "update-entry", "params": ["entryId", "name"], "result": "entity"},
			    {"name": "delete-bookmark", "method": "delete-entry", "params": ["entryId"], "result": "none"}]}]
			"""#).actionScreenlets.first)
		let (read, update, delete) = (screenlet.actions[0], screenlet.actions[1], screenlet.actions[2])
		XCTAssertFalse(read.isWrite)
		XCTAssertTrue(read.cachesResult)
		XCTAssertTrue(read.fillsForm)
		guard case .read(let readKey) = read.cacheKey, case .perItem(let updateKey) = update.cacheKey, case .perItem = delete.cacheKey else {
			return XCTFail("\(read.cacheKey), \(update.cacheKey), \(delete.cacheKey)")
		}
		XCTAssertEqual(readKey.map { $0.name }, ["entryId"])
		XCTAssertEqual(updateKey.map { $0.name }, ["entryId"])
		XCTAssertFalse(update.clearsForm)
		XCTAssertEqual(delete.result, .none)
		XCTAssertEqual(screenlet.fillFormMethod, "fillForm")
		XCTAssertEqual(screenlet.formFields.map { $0.input.name }, ["name"])
		// Longest name first, so that a key is matched by the action whose name it starts with.
		XCTAssertEqual(screenlet.syncedActions.map { $0.name }, ["update-bookmark", "delete-bookmark"])
	}

	func testTheCallbackStyleHasNoCacheAndNoSynchronizer() throws {
		let screenlet = try XCTUnwrap(model(addBookmark.replacingOccurrences(of: #""name": "AddBookmark","#, with: #""name": "AddBookmark", "style": "callback","#)).actionScreenlets.first)
		XCTAssertTrue(screenlet.isCallbackStyle)
		XCTAssertFalse(screenlet.actions[0].cacheKeyIsStored)
		XCTAssertFalse(screenlet.actions[0].usesCache)
		XCTAssertEqual(screenlet.syncedActions.count, 0)
		XCTAssertTrue(screenlet.hasInspectables)
	}

	// MARK: Lists

	func testAListOfSeveralAttributesWithWritesInPlaceAndACollectionTheme() throws {
		let model = try model(#"""
			[{"kind": "list", "name": "BookmarkList", "page": {"method": "get-entries", "params": ["groupId", "obc"]},
			  "cell": ["name", "text"], "theme": "collection"},
			 {"kind": "action", "name": "BookmarkEditor", "properties": [{"name": "entryId", "type": "Int64"}],
			  "actions": [{"name": "delete-bookmark", "method": "delete-entry", "params": ["entryId"], "result": "none"}]}]
			"""#, attributes: #"[{"name": "name", "type": "String"}, {"name": "text", "type": "String"}, {"name": "entryId", "type": "Int64"}]"#)
		let list = try XCTUnwrap(model.lists.first)
		XCTAssertTrue(list.streams)
		XCTAssertTrue(list.loadsOnce)
		XCTAssertTrue(list.ordersRows)
		XCTAssertEqual(list.cell.attribute.name, "name")
		XCTAssertEqual(list.tableCell?.cellClass, "BookmarkCell_default")
		// A table cell has `textLabel`: the attribute `text` is shown by `textValueLabel`.
		XCTAssertEqual(list.tableCell?.labels.map { $0.outlet }, ["nameLabel", "textValueLabel"])
		XCTAssertEqual(list.tableCell?.labels.map { $0.value.accessibilityIdentifier }, ["bookmarkList.cell.name", "bookmarkList.cell.text"])
		XCTAssertEqual([list.collection?.viewClass, list.collection?.viewNib, list.collection?.cellClass, list.collection?.cellNib, list.collection?.reuseIdentifier],
			["BookmarkListView_default_collection", "BookmarkListView_default-collection", "BookmarkCell_default_collection", "BookmarkCell_default-collection", "bookmarkCell"])
		XCTAssertEqual(list.changesInPlace?.deleteMethod, "deleteBookmark")
		XCTAssertNil(list.changesInPlace?.addMethod)
		XCTAssertEqual(list.changesInPlace?.identity?.name, "entryId")
		XCTAssertEqual([list.responseLabel, list.errorLabel, list.selectedLabel], ["onBookmarkListResponse", "onBookmarkListError", "onBookmarkSelected"])
		XCTAssertEqual([list.listAccessibilityIdentifier, list.cellAccessibilityIdentifier], ["bookmarkList.list", "bookmarkList.cell"])
		XCTAssertEqual(list.strings.entries.map { $0.key }, ["loading", "invalid-answer"])
	}

	// MARK: SwiftUI, async and defaults

	func testTheRunsDefaultsApplyWhereTheSpecIsSilentAndTheSpecWins() throws {
		let silent = try model(addBookmark, defaults: SpecDefaults(generatesAsync: true, generatesSwiftUI: true))
		XCTAssertTrue(silent.generatesAsync)
		XCTAssertTrue(silent.generatesSwiftUI)
		let explicit = try model(addBookmark, extra: #""async": false, "swiftUI": false,"#, defaults: SpecDefaults(generatesAsync: true, generatesSwiftUI: true))
		XCTAssertFalse(explicit.generatesAsync)
		XCTAssertFalse(explicit.generatesSwiftUI)
		XCTAssertNil(explicit.actionScreenlets[0].swiftUIView)
	}

	func testASwiftUIViewStoresAPropertyNamedLikeAViewMemberUnderAnotherName() throws {
		let screenlet = try XCTUnwrap(model(#"""
			[{"kind": "action", "name": "AddNote", "properties": [{"name": "body", "type": "String"}],
			  "actions": [{"name": "add-note", "method": "add-entry", "params": ["body"], "result": "raw"}]}]
			"""#, extra: #""swiftUI": true,"#).actionScreenlets.first)
		let view = try XCTUnwrap(screenlet.swiftUIView)
		XCTAssertEqual(view.name, "AddNoteView")
		XCTAssertEqual(view.properties.map { $0.isStoredUnderAnotherName }, [true])
		XCTAssertTrue(view.hasOfflinePolicy)
		// The first action's success is last, to be a trailing closure.
		XCTAssertEqual(view.closures.map { $0.label }, ["onAddNoteError", "onBookmarkAdded"])
		guard case .error? = view.closures[0].parameter, case .attributes? = view.closures[1].parameter else {
			return XCTFail("\(view.closures)")
		}
	}

	// MARK: Resolution

	func testResolvingMakesANewSpecAndLeavesTheDecodedOneAsItWas() throws {
		let screenlets = addBookmark.replacingOccurrences(of: #""serviceContext"]"#, with: #"{"name": "serviceContext", "value": {"addGroupPermissions": true}}]"#)
		let text = #"{"entity": "Bookmark", "sdk": "7.3", "service": "bookmarks.bookmarksentry", "attributes": [{"name": "name", "type": "String"}], "screenlets": \#(screenlets)}"#
		var diagnostics = Diagnostics()
		let decoded = try XCTUnwrap(SpecDecoder.decode(Array(text.utf8), file: "snippet.json", diagnostics: &diagnostics))
		let resolved = SpecResolution.resolve(decoded, defaults: SpecDefaults(generatesSwiftUI: true), discovery: nil, diagnostics: &diagnostics)
		XCTAssertEqual(diagnostics.all.map { $0.description }, [])
		XCTAssertEqual(decoded.service?.value, "bookmarks.bookmarksentry")
		XCTAssertNil(decoded.generatesSwiftUI)
		XCTAssertEqual(resolved.spec.service?.value, "LRBookmarksEntryService_v73")
		XCTAssertTrue(resolved.generatesSwiftUI)
		XCTAssertFalse(resolved.generatesAsync)
		// A fixed object is given the type the SDK's method takes, in the resolved spec only.
		guard case .action(let screenlet) = resolved.spec.screenlets[0], case .action(let original) = decoded.screenlets[0] else {
			return XCTFail("not an action screenlet")
		}
		XCTAssertEqual(screenlet.actions[0].call.params.last?.type, .object)
		XCTAssertNil(original.actions[0].call.params.last?.type)
	}
}
