import Foundation
import XCTest
@testable import ScreenletGenKit

/// The JSON Schema for editors (Schema/screenletgen-spec-v1.schema.json) agrees with the
/// decoder: every example validates, and every key the decoder accepts is in the schema.
final class SchemaTests: XCTestCase {

	private var schema: JSONNode!

	override func setUpWithError() throws {
		let url = TestSupport.packageRoot.appendingPathComponent("Schema/screenletgen-spec-v1.schema.json")
		schema = try JSONParser.parse([UInt8](try Data(contentsOf: url)), file: url.lastPathComponent)
	}

	func testEveryExampleValidatesAgainstTheSchema() throws {
		for spec in TestSupport.exampleSpecs {
			let node = try JSONParser.parse([UInt8](try Data(contentsOf: spec)), file: spec.lastPathComponent)
			var validator = SchemaValidator(root: schema)
			validator.validate(node, against: schema, path: "")
			XCTAssertEqual(validator.errors, [], spec.lastPathComponent)
		}
	}

	func testTheSchemaRejectsWhatTheDecoderRejects() throws {
		let bad = ["{\"entity\": \"Bookmark\", \"attributes\": [], \"screenlets\": []}",
			"{\"entity\": \"Bookmark\", \"attributes\": [{\"name\": \"a\", \"type\": \"datetime\"}], \"screenlets\": [{\"kind\": \"list\", \"page\": {\"method\": \"get-x\"}}]}",
			"{\"entity\": \"Bookmark\", \"atributes\": [], \"attributes\": [{\"name\": \"a\", \"type\": \"String\"}], \"screenlets\": [{\"kind\": \"list\", \"page\": {\"method\": \"get-x\"}}]}"]
		for text in bad {
			let node = try JSONParser.parse(Array(text.utf8), file: "bad.json")
			var validator = SchemaValidator(root: schema)
			validator.validate(node, against: schema, path: "")
			XCTAssertFalse(validator.errors.isEmpty, text)
			XCTAssertFalse(Generator().generate([TestSupport.input(text)]).succeeded, text)
		}
	}

	func testEveryKeyTheDecoderAcceptsIsInTheSchema() throws {
		let lock = NSLock()
		var seen: [(String, [String])] = []
		ObjectReader.allowedKeysObserver = { path, keys in
			lock.lock()
			seen.append((path, keys))
			lock.unlock()
		}
		defer { ObjectReader.allowedKeysObserver = nil }
		for spec in TestSupport.exampleSpecs {
			_ = try TestSupport.generate(spec)
		}
		XCTAssertGreaterThan(seen.count, 20)
		var checked = Set<String>()
		for (path, keys) in seen {
			let schemaKeys = SchemaValidator(root: schema).propertyNames(at: path, in: schema)
			for key in keys where checked.insert("\(path)|\(key)").inserted {
				XCTAssertTrue(schemaKeys.contains(key), "the decoder accepts \"\(key)\" at \(path.isEmpty ? "the top level" : path), but the schema does not list it")
			}
		}
	}
}

/// Enough of JSON Schema (draft 7) for our schema: type, const, enum, pattern, minLength,
/// properties, required, additionalProperties (false, or a schema of a map's members), items,
/// minItems, oneOf, anyOf, $ref.
struct SchemaValidator {
	let root: JSONNode
	var errors: [String] = []

	init(root: JSONNode) {
		self.root = root
	}

	private func member(_ node: JSONNode, _ key: String) -> JSONNode? {
		guard case .object(let members) = node.value else { return nil }
		return members.first { $0.key == key }?.value
	}

	private func resolve(_ schema: JSONNode) -> JSONNode {
		guard let ref = member(schema, "$ref"), case .string(let pointer) = ref.value else { return schema }
		var node = root
		for part in pointer.dropFirst(2).split(separator: "/") {
			node = member(node, String(part)) ?? node
		}
		return resolve(node)
	}

	private func strings(_ node: JSONNode?) -> [String] {
		guard let node = node else { return [] }
		switch node.value {
		case .string(let text): return [text]
		case .array(let items): return items.compactMap { if case .string(let text) = $0.value { return text } else { return nil } }
		default: return []
		}
	}

	private func typeName(_ node: JSONNode) -> String {
		switch node.value {
		case .object: return "object"
		case .array: return "array"
		case .string: return "string"
		case .number(let text): return text.contains(where: { ".eE".contains($0) }) ? "number" : "integer"
		case .bool: return "boolean"
		case .null: return "null"
		}
	}

	private func equal(_ a: JSONNode, _ b: JSONNode) -> Bool {
		switch (a.value, b.value) {
		case (.string(let x), .string(let y)): return x == y
		case (.number(let x), .number(let y)): return x == y
		case (.bool(let x), .bool(let y)): return x == y
		default: return false
		}
	}

	mutating func validate(_ node: JSONNode, against schema: JSONNode, path: String) {
		let schema = resolve(schema)
		if let oneOf = member(schema, "oneOf"), case .array(let options) = oneOf.value {
			let passing = options.filter { option in
				var trial = SchemaValidator(root: root)
				trial.validate(node, against: option, path: path)
				return trial.errors.isEmpty
			}
			if passing.count != 1 {
				errors.append("\(path): matches \(passing.count) of the oneOf options")
			}
			// A oneOf beside a type (an object that needs one key of two) also checks the rest.
			if member(schema, "type") == nil {
				return
			}
		}
		if let anyOf = member(schema, "anyOf"), case .array(let options) = anyOf.value {
			let passing = options.filter { option in
				var trial = SchemaValidator(root: root)
				trial.validate(node, against: option, path: path)
				return trial.errors.isEmpty
			}
			if passing.isEmpty {
				errors.append("\(path): matches none of the anyOf options")
			}
		}
		let types = strings(member(schema, "type"))
		let actual = typeName(node)
		if !types.isEmpty && !types.contains(actual) && !(actual == "integer" && types.contains("number")) {
			errors.append("\(path): \(actual) is not \(types)")
			return
		}
		if let constant = member(schema, "const"), !equal(constant, node) {
			errors.append("\(path): not the constant")
		}
		if let options = member(schema, "enum"), case .array(let values) = options.value, !values.contains(where: { equal($0, node) }) {
			errors.append("\(path): not in the enum")
		}
		if case .string(let text) = node.value {
			if let pattern = strings(member(schema, "pattern")).first, text.range(of: pattern, options: .regularExpression) == nil {
				errors.append("\(path): \"\(text)\" does not match \(pattern)")
			}
			if let minimum = member(schema, "minLength"), case .number(let count) = minimum.value, text.count < Int(count)! {
				errors.append("\(path): too short")
			}
		}
		if case .array(let items) = node.value {
			if let minimum = member(schema, "minItems"), case .number(let count) = minimum.value, items.count < Int(count)! {
				errors.append("\(path): fewer than \(count) items")
			}
			if let itemSchema = member(schema, "items") {
				for (index, item) in items.enumerated() {
					validate(item, against: itemSchema, path: "\(path)[\(index)]")
				}
			}
		}
		if case .object(let members) = node.value {
			let properties = member(schema, "properties")
			for required in strings(member(schema, "required")) where !members.contains(where: { $0.key == required }) {
				errors.append("\(path): missing \(required)")
			}
			for entry in members {
				let childPath = path.isEmpty ? entry.key : "\(path).\(entry.key)"
				if let propertySchema = properties.flatMap({ member($0, entry.key) }) {
					validate(entry.value, against: propertySchema, path: childPath)
				}
				else if let additional = member(schema, "additionalProperties") {
					if case .bool(false) = additional.value {
						errors.append("\(childPath): not allowed")
					}
					else if case .object = additional.value {
						// A map's members (`picklists`, `choosers`) each meet the one schema.
						validate(entry.value, against: additional, path: childPath)
					}
				}
			}
		}
	}

	/// The property names the schema allows for the object at a decoder key path
	/// (`screenlets[1].actions[0].events`); for oneOf, the union over the options.
	func propertyNames(at path: String, in schema: JSONNode) -> Set<String> {
		var nodes = [resolve(schema)]
		let steps = path.split(separator: ".").flatMap { step -> [String] in
			let name = step.split(separator: "[").first.map(String.init) ?? ""
			return [name] + Array(repeating: "[]", count: step.filter { $0 == "[" }.count)
		}.filter { !$0.isEmpty }
		for step in steps {
			nodes = nodes.flatMap(expand).compactMap { node in
				// A map's member (`choosers.r_projectTasks_c_projectId`) has the additional properties' schema.
				step == "[]" ? member(node, "items") : member(node, "properties").flatMap { member($0, step) } ?? member(node, "additionalProperties")
			}.map(resolve)
		}
		var names = Set<String>()
		for node in nodes.flatMap(expand) {
			if let properties = member(node, "properties"), case .object(let members) = properties.value {
				names.formUnion(members.map { $0.key })
			}
		}
		return names
	}

	private func expand(_ node: JSONNode) -> [JSONNode] {
		let node = resolve(node)
		if let oneOf = member(node, "oneOf"), case .array(let options) = oneOf.value, member(node, "properties") == nil {
			return options.flatMap(expand)
		}
		return [node]
	}
}
