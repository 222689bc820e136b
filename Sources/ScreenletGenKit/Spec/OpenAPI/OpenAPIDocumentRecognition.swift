/// Telling an OpenAPI document from a spec. Both are JSON objects with an `openapi` key: a
/// spec's names its document (a path), a document's is its OpenAPI version ("3.0.1"), beside
/// its `paths`. README advises saving the document beside the spec, where a config's
/// `"specs": ["Specs/*.json"]` matches it too.
public enum OpenAPIDocumentRecognition {

	/// A document's `openapi` member, nil for a root that is not an OpenAPI document.
	static func versionMember(ofRoot root: JSONNode) -> JSONNode.Member? {
		guard case .object(let members) = root.value, members.contains(where: { $0.key == "paths" }),
			let openAPI = members.first(where: { $0.key == "openapi" }),
			case .string(let version) = openAPI.value.value, isVersion(version)
		else {
			return nil
		}
		return openAPI
	}

	/// "3.0.1", "3.1": digits and dots, starting with a digit.
	private static func isVersion(_ text: String) -> Bool {
		guard let first = text.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else {
			return false
		}
		return text.utf8.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".") }
	}
}
