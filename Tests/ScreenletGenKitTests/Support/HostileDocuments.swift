import Foundation

/// OpenAPI documents of valid shapes no portal writes, grown to a size by repeating one part
/// (issue 39: 84,000 `$ref`s, 80,000 item paths, 27,000 page operations), each with a spec
/// that reads, checks and generates from it: what a run must do in time linear in the
/// document (`HostileDocumentTests`; timed with the release build in
/// ScreenletGenKitSlowTests, see Documentation/Safety.md). Every document is the same
/// `Ticket` entry (`/o/c/tickets/`: its list, add, read, update and delete) and the shape's
/// part, repeated until the document is `bytes` long.
enum HostileDocuments {

	enum Shape: String, CaseIterable {
		/// Half its schemas, each referred to by one of the other half (`$ref`s to look up).
		case references
		/// References to schemas that are not there, among many that are: an error each,
		/// and each "did you mean" looked for among every name.
		case missingReferences
		/// Paths one parameter below the collection (`/{p1}`), a DELETE on each, and none of
		/// them the entry's: `init` looks at every one for its update and delete.
		case itemPaths
		/// GETs that answer a page of entries, each with its own id; the spec's list calls
		/// an operation that answers no page, and the error lists them all.
		case pageOperations
		/// Page operations as `pageOperations`, all with one id (the portal repeats ids): each
		/// is named by its method and path in the error.
		case sharedIds
		/// GETs on collection paths that answer the entry, which has a field for each of them.
		case answers
		/// One operation with a parameter for each.
		case parameters
		/// The entry with a field for each, each required; the spec leaves out `attributes`,
		/// so every field is one.
		case properties
		/// The entry's fields and its `x-filterable` names, half each; the spec's list sorts.
		case filterable
		/// The entry with 16,000 fields, about as many as the spec `init` writes of them can
		/// hold (3.5 MiB), then schemas as in `references`.
		case fieldsThenReferences
		/// A list of its own entry for each (a page schema, an entry schema, a GET and a POST).
		case lists
	}

	/// The document, `bytes` long or up to a part's length more.
	static func document(_ shape: Shape, bytes: Int) -> String {
		var parts = Parts()
		parts.length = parts.text(withItem: shape != .itemPaths).utf8.count
		var count = 0
		while parts.length < bytes {
			parts.add(shape, count)
			count += 1
		}
		return parts.text(withItem: shape != .itemPaths)
	}

	/// The spec named `file`'s run reads (`document` is the document's name beside it): a
	/// list that sorts, an add, a delete (where the document has the entry's path) and two
	/// attributes, but for `.properties`, whose attributes are the entry's every field;
	/// the list of `.pageOperations` and `.sharedIds` calls the add's POST (an error).
	static func spec(_ shape: Shape, document: String) -> String {
		let list = [.pageOperations, .sharedIds].contains(shape) ? "postTicket" : "getTicketsPage"
		let attributes = shape == .properties ? "" : """
			  "attributes": [{ "name": "subject", "type": "String" }, { "name": "id", "type": "Int64", "optional": true }],

			"""
		let delete = shape == .itemPaths ? "" : """
			,
			    { "kind": "action", "name": "DeleteTicket", "properties": [{ "name": "ticketId", "type": "Int64" }],
			      "actions": [{ "name": "delete-ticket", "operation": "deleteTicket", "params": ["ticketId"], "result": "none" }] }
			"""
		return """
			{
			  "entity": "Ticket",
			  "openapi": "\(document)",
			\(attributes)  "screenlets": [
			    { "kind": "list", "page": { "operation": "\(list)", "params": [{ "name": "sort", "value": "dateCreated:desc" }] }, "cell": "subject" },
			    { "kind": "action", "name": "AddTicket", "inputs": [{ "name": "subject", "type": "String" }],
			      "actions": [{ "name": "add-ticket", "operation": "postTicket", "body": ["subject"], "result": "entity" }] }\(delete)
			  ]
			}

			"""
	}

	/// What a shape repeats, in the places it goes (each part after a comma), and the length of
	/// the whole.
	private struct Parts {
		var schemas = ""
		var paths = ""
		var entryProperties = ""
		var required = ""
		var filterable = ""
		var listParameters = ""
		/// The text's length with the parts added so far (`x-filterable`'s braces aside).
		var length = 0

		/// The entry, its page, and its operations; `%…%` marks where the parts go.
		static let base = """
			{"openapi":"3.0.1","info":{"title":"Ticket","version":"v1.0"},"servers":[{"url":"http://localhost:8080/o/c/tickets/"}],
			"components":{"schemas":{
			"Ticket":{"type":"object","properties":{"id":{"type":"integer","format":"int64","readOnly":true},"dateCreated":{"type":"string","format":"date-time","readOnly":true},"subject":{"type":"string"}%PROPERTIES%},"required":["subject"%REQUIRED%]%FILTERABLE%},
			"PageTicket":{"type":"object","properties":{"items":{"type":"array","items":{"$ref":"#/components/schemas/Ticket"}},"totalCount":{"type":"integer","format":"int64"}}}%SCHEMAS%}},
			"paths":{
			"/":{"get":{"operationId":"getTicketsPage","parameters":[{"name":"page","in":"query"},{"name":"pageSize","in":"query"},{"name":"sort","in":"query"}%PARAMETERS%],"responses":{"200":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/PageTicket"}}}}}},
			"post":{"operationId":"postTicket","requestBody":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Ticket"}}}},"responses":{"200":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Ticket"}}}}}}}%ITEM%%PATHS%}}

			"""

		/// The entry's own path.
		static let item = """
			,
			"/{ticketId}":{"get":{"operationId":"getTicket","parameters":[{"name":"ticketId","in":"path","required":true}],"responses":{"200":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Ticket"}}}}}},
			"patch":{"operationId":"patchTicket","parameters":[{"name":"ticketId","in":"path","required":true}],"requestBody":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Ticket"}}}},"responses":{"200":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Ticket"}}}}}},
			"delete":{"operationId":"deleteTicket","parameters":[{"name":"ticketId","in":"path","required":true}],"responses":{"204":{}}}}
			"""

		mutating func add(_ shape: Shape, _ index: Int) {
			let answers = ##"{"200":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/Ticket"}}}}}"##
			switch shape {
			case .references:
				append(\.schemas, index % 2 == 0 ? "\"S\(index)\":{\"type\":\"object\"}" : "\"R\(index)\":{\"$ref\":\"#/components/schemas/S\(index - 1)\"}")
			case .missingReferences:
				append(\.schemas, index % 2 == 0 ? "\"S\(index)\":{\"type\":\"object\"}" : "\"R\(index)\":{\"$ref\":\"#/components/schemas/T\(index - 1)\"}")
			case .itemPaths:
				append(\.paths, "\"/{p\(index)}\":{\"delete\":{\"responses\":{}}}")
			case .pageOperations:
				append(\.paths, "\"/p\(index)\":{\"get\":{\"operationId\":\"getP\(index)\",\"responses\":{\"200\":{\"content\":{\"application/json\":{\"schema\":{\"$ref\":\"#/components/schemas/PageTicket\"}}}}}}}")
			case .sharedIds:
				append(\.paths, "\"/s\(index)\":{\"get\":{\"operationId\":\"getShared\",\"responses\":{\"200\":{\"content\":{\"application/json\":{\"schema\":{\"$ref\":\"#/components/schemas/PageTicket\"}}}}}}}")
			case .answers:
				if index % 2 == 0 {
					append(\.entryProperties, "\"f\(index)\":{\"type\":\"string\"}")
				}
				else {
					append(\.paths, "\"/a\(index)\":{\"get\":{\"responses\":\(answers)}}")
				}
			case .parameters:
				append(\.listParameters, "{\"name\":\"q\(index)\",\"in\":\"query\"}")
			case .properties:
				append(\.entryProperties, "\"f\(index)\":{\"type\":\"string\"}")
				append(\.required, "\"f\(index)\"")
			case .filterable:
				if index % 2 == 0 {
					append(\.entryProperties, "\"f\(index)\":{\"type\":\"string\"}")
				}
				else {
					append(\.filterable, "\"g\(index)\":{}")
				}
			case .fieldsThenReferences:
				if index < 16_000 {
					append(\.entryProperties, "\"f\(index)\":{\"type\":\"string\"}")
				}
				else {
					add(.references, index)
				}
			case .lists:
				let page = "{\"type\":\"object\",\"properties\":{\"items\":{\"type\":\"array\",\"items\":{\"$ref\":\"#/components/schemas/E\(index)\"}},\"totalCount\":{\"type\":\"integer\"}}}"
				append(\.schemas, "\"E\(index)\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}}},\"PE\(index)\":\(page)")
				append(\.paths, "\"/e\(index)\":{\"get\":{\"responses\":{\"200\":{\"content\":{\"application/json\":{\"schema\":{\"$ref\":\"#/components/schemas/PE\(index)\"}}}}}},"
					+ "\"post\":{\"requestBody\":{\"content\":{\"application/json\":{\"schema\":{\"$ref\":\"#/components/schemas/E\(index)\"}}}},\"responses\":{}}}")
			}
		}

		/// Each part goes after what stands before it, a comma between (one text per place, not
		/// a string per part: the tests run in one process, whose memory a child's peak counts).
		private mutating func append(_ place: WritableKeyPath<Parts, String>, _ part: String) {
			self[keyPath: place] += "," + part
			length += part.utf8.count + 1
		}

		func text(withItem: Bool) -> String {
			var text = Parts.base.replacingOccurrences(of: "%ITEM%", with: withItem ? Parts.item : "")
			let filterable = self.filterable.isEmpty ? "" : ",\"x-filterable\":{\(self.filterable.dropFirst())}"
			for (mark, parts) in [("%PROPERTIES%", entryProperties), ("%REQUIRED%", required), ("%PARAMETERS%", listParameters), ("%SCHEMAS%", schemas), ("%PATHS%", paths)] {
				text = text.replacingOccurrences(of: mark, with: parts)
			}
			return text.replacingOccurrences(of: "%FILTERABLE%", with: filterable)
		}
	}
}
