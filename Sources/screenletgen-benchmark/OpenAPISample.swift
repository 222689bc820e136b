import Foundation

// Also compiled into ScreenletGenKitTests (Tests/ScreenletGenKitTests/Support links this file),
// which checks that the document is over a megabyte and that OpenAPIReader reads it: it may
// use nothing but Foundation.

/// A large OpenAPI document in the shape the portal serves at `/o/c/<plural>/openapi.json`
/// (Documentation/Research/Headless-Facts.md §1): a company object, `Sample`, with many custom
/// fields and a chain of related objects, so that the filter vocabulary (`x-filterable`) grows
/// with the relationships' nested paths, as a real document's does (most of its size). For
/// measuring the reading of big documents; every name and text in it is made up.
enum OpenAPISample {

	/// 1,259,764 bytes with the defaults: 120 custom fields on `Sample`, six related objects in
	/// a chain, relationship paths followed five deep in `x-filterable` (the real 165 KB
	/// document follows them up to four deep, over seven objects).
	static func document(fields: Int = 120, relatedObjects: Int = 6, depth: Int = 5) -> String {
		let builder = Builder(fieldCount: fields, relatedCount: relatedObjects, depth: depth)
		var text = ""
		builder.document().write(to: &text, indent: 0)
		text += "\n"
		return text
	}

	// MARK: JSON, written as the examples are: two spaces, keys sorted

	indirect enum JSON {
		case string(String)
		case bool(Bool)
		case array([JSON])
		case object([String: JSON])

		func write(to text: inout String, indent: Int) {
			switch self {
			case .string(let value):
				JSON.quote(value, to: &text)
			case .bool(let value):
				text += value ? "true" : "false"
			case .array(let items):
				guard !items.isEmpty else {
					text += "[]"
					return
				}
				text += "[\n"
				for (index, item) in items.enumerated() {
					text += String(repeating: " ", count: indent + 2)
					item.write(to: &text, indent: indent + 2)
					text += index == items.count - 1 ? "\n" : ",\n"
				}
				text += String(repeating: " ", count: indent) + "]"
			case .object(let members):
				guard !members.isEmpty else {
					text += "{}"
					return
				}
				text += "{\n"
				let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
				for (index, key) in keys.enumerated() {
					text += String(repeating: " ", count: indent + 2)
					JSON.quote(key, to: &text)
					text += ": "
					members[key]!.write(to: &text, indent: indent + 2)
					text += index == keys.count - 1 ? "\n" : ",\n"
				}
				text += String(repeating: " ", count: indent) + "}"
			}
		}

		/// Names and texts here are plain ASCII without quotes or backslashes.
		private static func quote(_ value: String, to text: inout String) {
			text += "\""
			text += value
			text += "\""
		}
	}

	// MARK: The document

	private struct Builder {

		let fieldCount: Int
		let relatedCount: Int
		let depth: Int

		/// `Sample`, then `Related1`…: object i and i + 1 are joined by `relationship<i+1>`,
		/// one-to-many when i is even, many-to-many when it is odd.
		var objects: [String] {
			return ["Sample"] + (1...max(relatedCount, 1)).map { "Related\($0)" }
		}

		func document() -> JSON {
			var schemas = helperSchemas()
			for (index, name) in objects.enumerated() {
				schemas[name] = entry(index)
				schemas["Page" + name] = page(name)
			}
			return .object([
				"components": .object(["schemas": .object(schemas)]),
				"info": .object(["title": .string("Object"), "version": .string("v1.0")]),
				"openapi": .string("3.0.1"),
				"paths": .object(paths()),
				"servers": .array([.object(["url": .string("http://localhost:8080/o/c/samples/")])]),
			])
		}

		// MARK: Schemas

		static func ref(_ name: String) -> JSON {
			return .object(["$ref": .string("#/components/schemas/" + name)])
		}

		static func type(_ name: String, format: String? = nil, _ flags: [String: JSON] = [:]) -> JSON {
			var members = flags
			members["type"] = .string(name)
			if let format = format {
				members["format"] = .string(format)
			}
			return .object(members)
		}

		func helperSchemas() -> [String: JSON] {
			let string = Builder.type("string"), readOnly: [String: JSON] = ["readOnly": .bool(true)]
			func helper(_ properties: [String: JSON], xml: String) -> JSON {
				var properties = properties
				properties["x-class-name"] = Builder.type("string", ["default": .string("com.example.sample.dto." + xml), "readOnly": .bool(true)])
				return .object(["properties": .object(properties), "type": .string("object"), "x-filterable": .object([:]), "xml": .object(["name": .string(xml)])])
			}
			return [
				"Creator": helper(["additionalName": Builder.type("string", readOnly), "contentType": Builder.type("string", readOnly), "familyName": Builder.type("string", readOnly), "givenName": Builder.type("string", readOnly), "id": Builder.type("integer", format: "int64", readOnly), "name": Builder.type("string", readOnly)], xml: "Creator"),
				"Facet": .object(["properties": .object(["facetCriteria": string, "facetValues": .object(["items": Builder.ref("FacetValue"), "type": .string("array")])]), "type": .string("object"), "x-filterable": .object([:])]),
				"FacetValue": .object(["properties": .object(["numberOfOccurrences": Builder.type("integer", format: "int32"), "term": string]), "type": .string("object"), "x-filterable": .object([:])]),
				"ListEntry": helper(["key": string, "name": string, "name_i18n": Builder.type("object", ["additionalProperties": string, "readOnly": .bool(true)])], xml: "ListEntry"),
				"Status": helper(["code": Builder.type("integer", format: "int32"), "label": string, "label_i18n": string], xml: "Status"),
			]
		}

		/// The kinds of custom field, in turn: (declared schema, its x-filterable type).
		static let kinds: [(schema: JSON, filter: JSON?)] = {
			let parent: [String: JSON] = ["readOnly": .bool(false), "x-parent-map": .string("properties")]
			let filter = { (name: String) -> JSON in .object(["type": .string(name)]) }
			return [
				(type("string", parent), filter("string")),
				(type("integer", format: "int32", parent), filter("integer")),
				(type("integer", format: "int64", parent), filter("integer")),
				(type("number", format: "double", parent), filter("double")),
				(type("boolean", parent), filter("boolean")),
				(type("string", format: "date", parent), filter("date")),
				(type("string", format: "date-time", parent.merging(["x-timeStorage": .string("convertToUTC")]) { $1 }), filter("date_time")),
				(ref("ListEntry"), filter("string")),
				(.object(["items": ref("ListEntry"), "readOnly": .bool(false), "type": .string("array"), "x-parent-map": .string("properties")]), .object(["items": .string("string"), "type": .string("array")])),
				(type("string", parent), nil),
			]
		}()

		/// Sample has `fieldCount` custom fields; each related object a tenth as many.
		func customFieldCount(_ index: Int) -> Int {
			return index == 0 ? fieldCount : max(fieldCount / 10, 3)
		}

		func fieldName(_ object: Int, _ field: Int) -> String {
			return object == 0 ? String(format: "field%03d", field) : String(format: "related%dField%02d", object, field)
		}

		/// The relationships that meet at an object: (name, the object at its other end, whether this object is the one-to-many's many side).
		func relationships(of index: Int) -> [(name: String, other: Int, isManySide: Bool)] {
			var result: [(String, Int, Bool)] = []
			if index > 0 {
				result.append(("relationship\(index)", index - 1, (index - 1) % 2 == 0))
			}
			if index < objects.count - 1 {
				result.append(("relationship\(index + 1)", index + 1, false))
			}
			return result
		}

		func entry(_ index: Int) -> JSON {
			let name = objects[index]
			let string = Builder.type("string")
			var properties: [String: JSON] = [
				"actions": Builder.type("object", ["additionalProperties": Builder.type("object", ["additionalProperties": string]), "readOnly": .bool(true)]),
				"creator": Builder.type("string", ["readOnly": .bool(true), "x-parent-map": .string("properties")]),
				"dateCreated": Builder.type("string", format: "date-time", ["readOnly": .bool(true)]),
				"dateModified": Builder.type("string", format: "date-time", ["readOnly": .bool(true)]),
				"externalReferenceCode": Builder.type("string", ["readOnly": .bool(false), "x-parent-map": .string("properties")]),
				"id": Builder.type("integer", format: "int64", ["readOnly": .bool(true), "x-parent-map": .string("properties")]),
				"keywords": .object(["items": string, "type": .string("array")]),
				"modifiedBy": Builder.ref("Creator"),
				"scopeKey": Builder.type("string", ["readOnly": .bool(true)]),
				"status": Builder.type("integer", format: "int32", ["readOnly": .bool(true), "x-parent-map": .string("properties")]),
				"taxonomyCategoryIds": .object(["items": Builder.type("integer", format: "int64"), "type": .string("array"), "writeOnly": .bool(true)]),
				"x-class-name": Builder.type("string", ["default": .string("com.example.sample.dto.ObjectEntry"), "readOnly": .bool(true)]),
				"x-schema-name": Builder.type("string", ["default": .string(name), "readOnly": .bool(true)]),
			]
			for field in 0..<customFieldCount(index) {
				properties[fieldName(index, field)] = Builder.kinds[field % Builder.kinds.count].schema
			}
			for relationship in relationships(of: index) {
				let description = JSON.string("The entries of \(relationship.name), with nestedFields=\(relationship.name).")
				if relationship.isManySide {
					let parent = objects[relationship.other]
					let stem = "r_\(relationship.name)_c_\(parent.prefix(1).lowercased() + parent.dropFirst())"
					properties[stem + "ERC"] = Builder.type("string", ["x-parent-map": .string("properties")])
					properties[stem + "Id"] = Builder.type("integer", format: "int64", ["readOnly": .bool(false), "x-parent-map": .string("properties")])
					properties[relationship.name] = .object(["description": description, "type": .string("object")])
				} else if index == 0 {
					properties[relationship.name] = .object(["description": description, "items": Builder.ref(objects[relationship.other]), "type": .string("array")])
				} else {
					properties[relationship.name] = .object(["description": description, "items": .object(["type": .string("object")]), "type": .string("array")])
				}
			}
			return .object(["properties": .object(properties), "type": .string("object"), "x-filterable": .object(filterable(index)), "xml": .object(["name": .string("ObjectEntry")])])
		}

		/// The fields of one object that can be filtered on, by name.
		func filterFields(_ index: Int) -> [String: JSON] {
			let type = { (name: String) -> JSON in .object(["type": .string(name)]) }
			var fields: [String: JSON] = [
				"creator": type("string"), "creatorId": type("integer"), "dateCreated": type("date_time"), "dateModified": type("date_time"),
				"externalReferenceCode": type("string"), "folderId": type("integer"), "id": type("id"),
				"keywords": .object(["items": .string("string"), "type": .string("array")]), "status": type("integer"),
				"taxonomyCategoryIds": .object(["items": .string("integer"), "type": .string("array")]), "title": type("string"),
				"userId": type("integer"), "version": type("integer"),
			]
			for field in 0..<customFieldCount(index) {
				if let filter = Builder.kinds[field % Builder.kinds.count].filter {
					fields[fieldName(index, field)] = filter
				}
			}
			return fields
		}

		/// The object's own fields, then every other object's reached through its relationships,
		/// `depth` steps at most, each under the path that reaches it (`relationship1/relationship2/id`).
		func filterable(_ start: Int) -> [String: JSON] {
			var result = filterFields(start)
			var frontier: [(prefix: String, object: Int)] = [("", start)]
			for _ in 0..<depth {
				var next: [(String, Int)] = []
				for (prefix, object) in frontier {
					for relationship in relationships(of: object) {
						let path = prefix + relationship.name + "/"
						for (field, type) in filterFields(relationship.other) {
							result[path + field] = type
						}
						next.append((path, relationship.other))
					}
				}
				frontier = next
			}
			return result
		}

		func page(_ entry: String) -> JSON {
			let int64 = Builder.type("integer", format: "int64")
			return .object(["properties": .object([
				"actions": Builder.type("object", ["additionalProperties": Builder.type("object", ["additionalProperties": Builder.type("string")])]),
				"facets": .object(["items": Builder.ref("Facet"), "type": .string("array")]),
				"items": .object(["items": Builder.ref(entry), "type": .string("array")]),
				"lastPage": int64, "page": int64, "pageSize": int64, "totalCount": int64,
				"x-schema-name": Builder.type("string", ["default": .string("Page" + entry), "readOnly": .bool(true)]),
			]), "type": .string("object"), "x-filterable": .object([:])])
		}

		// MARK: Paths

		static func parameter(_ name: String, path: Bool) -> JSON {
			var members: [String: JSON] = ["in": .string(path ? "path" : "query"), "name": .string(name), "schema": .object(["type": .string("string")])]
			if path {
				members["required"] = .bool(true)
			}
			return .object(members)
		}

		static func operation(_ id: String, path: [String] = [], query: [String] = [], body: String? = nil, answer: String?) -> JSON {
			let media = ["application/json", "application/xml"]
			let content = JSON.object(Dictionary(uniqueKeysWithValues: media.map { ($0, answer.map { JSON.object(["schema": ref($0)]) } ?? .object([:])) }))
			var members: [String: JSON] = [
				"operationId": .string(id),
				"responses": .object(["default": .object(["content": content, "description": .string("default response")])]),
				"tags": .array([.string("Sample")]),
			]
			let parameters = path.map { parameter($0, path: true) } + query.map { parameter($0, path: false) }
			if !parameters.isEmpty {
				members["parameters"] = .array(parameters)
			}
			if let body = body {
				members["requestBody"] = .object(["content": .object(Dictionary(uniqueKeysWithValues: media.map { ($0, JSON.object(["schema": ref(body)])) }))])
			}
			return .object(members)
		}

		func paths() -> [String: JSON] {
			let list = ["aggregationTerms", "fields", "filter", "nestedFields", "page", "pageSize", "restrictFields", "search", "sort"]
			let one = ["fields", "nestedFields", "restrictFields"]
			let erc = "externalReferenceCode"
			var paths: [String: JSON] = [
				"/": .object(["get": Builder.operation("getSamplesPage", query: list, answer: "PageSample"), "post": Builder.operation("postSample", body: "Sample", answer: "Sample")]),
				"/by-external-reference-code/{externalReferenceCode}": .object([
					"delete": Builder.operation("deleteByExternalReferenceCode", path: [erc], answer: nil),
					"get": Builder.operation("getByExternalReferenceCode", path: [erc], query: one, answer: "Sample"),
					"patch": Builder.operation("patchByExternalReferenceCode", path: [erc], body: "Sample", answer: "Sample"),
					"put": Builder.operation("putByExternalReferenceCode", path: [erc], body: "Sample", answer: "Sample"),
				]),
				"/openapi.{type}": .object(["get": .object([
					"operationId": .string("getOpenAPI"),
					"parameters": .array([.object(["in": .string("path"), "name": .string("type"), "required": .bool(true), "schema": .object(["pattern": .string("json|yaml"), "type": .string("string")])])]),
					"responses": .object(["default": .object(["content": .object(["application/json": .object([:]), "application/yaml": .object([:])]), "description": .string("default response")])]),
				])]),
				"/{sampleId}": .object([
					"delete": Builder.operation("deleteSample", path: ["sampleId"], answer: nil),
					"get": Builder.operation("getSample", path: ["sampleId"], query: one, answer: "Sample"),
					"patch": Builder.operation("patchSample", path: ["sampleId"], body: "Sample", answer: "Sample"),
					"put": Builder.operation("putSample", path: ["sampleId"], body: "Sample", answer: "Sample"),
				]),
			]
			// Sample's one relationship, as the portal lists one: its PATCH and PUT ids are the same on every relationship.
			let related = objects[1], relatedId = "related1Id"
			paths["/{sampleId}/relationship1"] = .object([
				"get": Builder.operation("getSampleRelationship1\(related)Page", path: ["sampleId"], query: ["fields", "nestedFields", "page", "pageSize", "restrictFields"], answer: "Page" + related),
				"post": Builder.operation("postSampleRelationship1", path: ["sampleId"], body: "Sample", answer: related),
			])
			paths["/{sampleId}/relationship1/{\(relatedId)}"] = .object([
				"delete": Builder.operation("deleteSampleRelationship1\(related)", path: ["sampleId", relatedId], answer: nil),
				"get": Builder.operation("getSampleRelationship1\(related)", path: ["sampleId", relatedId], answer: "Page" + related),
				"patch": Builder.operation("patchCurrentSample", path: ["sampleId", relatedId], body: "Sample", answer: related),
				"put": Builder.operation("putCurrentSample", path: ["sampleId", relatedId], answer: related),
			])
			return paths
		}
	}
}
