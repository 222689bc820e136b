import Foundation
@testable import ScreenletGenKit

/// Swift declarations of Mobile SDK service classes, written from the catalog as the Swift
/// importer shows their Objective-C headers: `long long` → `Int64`, `int` → `Int32`, an
/// unannotated object → an implicitly unwrapped optional (`String!`, `[Any]!`,
/// `LRJSONObjectWrapper!`), a method with `error:` → `throws`, one returning `BOOL` → `throws`
/// with no value (the importer's success-flag convention), a `void` one with CONVERT_ERROR_TO_THROWS
/// (`V`) → `throws`, one without (`v`, most of 6.2's) → not `throws`, with a last parameter
/// `error: NSErrorPointer` (`_ error:` or `onTxCreation error:`, the importer's label, when it is
/// the only one), declared twice: with the stub's
/// `NSErrorPointer` for `nil` and with `inout NSError?` for `&error` (see the Foundation stub). The Swift names come from screenletgen's importer rule, so a type-check against
/// these checks types, labels and values; the names themselves are held against the headers
/// by `CatalogTests` and, through `testTheStubsWrittenFromTheCatalogAreTheHandWrittenOnes`,
/// against the hand-written stub classes.
enum CatalogStubs {

	/// The classes, as one source file of the app module. A class the hand-written `LRMobileSDK`
	/// stub has gets the methods that stub leaves out, in an extension.
	static func source(for classNames: [String]) -> String {
		let handWritten = handWrittenClasses
		// `nonisolated`: the SDK is an Objective-C module, which no default isolation reaches.
		var text = "import Foundation\nimport LRMobileSDK\n\nnonisolated open class LRUploadData: NSObject {}\n"
		for name in Set(classNames).sorted() {
			text += "\n" + (handWritten.contains(name) ? missingMethods(of: name) : declaration(of: name))
		}
		return text
	}

	/// `nonisolated extension LRBookmarksFolderService_v7 { … }`: what the hand-written stub lacks.
	static func missingMethods(of className: String) -> String {
		let stub = (try? String(contentsOfFile: StubModules.source("LRMobileSDK"), encoding: .utf8)) ?? ""
		let written = Set(stub.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
		var seen = Set<String>()
		let missing = methodLines(of: className).filter { !written.contains($0) && seen.insert($0).inserted }
		return "nonisolated extension \(className) {\n" + missing.map { "\t\($0.replacingOccurrences(of: "open func", with: "func"))\n" }.joined() + "}\n"
	}

	static var handWrittenClasses: Set<String> {
		let stub = (try? String(contentsOfFile: StubModules.source("LRMobileSDK"), encoding: .utf8)) ?? ""
		let names = stub.split(separator: "\n").compactMap { line -> String? in
			guard line.hasPrefix("open class LR"), line.contains("Service_v") else { return nil }
			return line.dropFirst("open class ".count).split(separator: ":").first.map(String.init)
		}
		return Set(names)
	}

	/// `open class LRXService_v7: LRBaseService { … }`.
	static func declaration(of className: String) -> String {
		var seen = Set<String>()
		let methods = methodLines(of: className).filter { seen.insert($0).inserted }
		return "nonisolated open class \(className): LRBaseService {\n" + methods.map { "\t\($0)\n" }.joined() + "}\n"
	}

	/// One declaration per catalog method (two for one with an `error:` parameter), in the catalog's order.
	static func methodLines(of className: String) -> [String] {
		guard let text = SDKCatalog.text(of: className) else {
			return []
		}
		return text.split(separator: "\n").dropFirst().flatMap { line -> [String] in
			let fields = line.split(separator: " ").map(String.init)
			let parameters = fields.dropFirst(3).map { field -> (name: String, code: String) in
				let parts = field.split(separator: ":", maxSplits: 1).map(String.init)
				// `json=objc`: the header's name.
				let name = parts[0].split(separator: "=").last.map(String.init) ?? parts[0]
				return (name, parts.count > 1 ? parts[1] : "")
			}
			let types: [ServiceType?] = parameters.map { $0.code == "I" ? .int : nil }
			let name = ServiceMethodNaming.swiftName(method: fields[1], params: parameters.map { $0.name }, types: types, errorParameter: fields[2] == "v")
			let arguments = zip(name.labels, parameters).map { label, parameter -> String in
				let type = swiftType(parameter.code)
				if label == parameter.name && !SwiftIdentifier.keywords.contains(parameter.name) {
					return "\(parameter.name): \(type)"
				}
				return "\(label.map(SwiftIdentifier.escapedLabel) ?? "_") \(SwiftIdentifier.escaped(parameter.name)): \(type)"
			}
			if fields[2] == "v", let label = name.labels.last {
				let error = label.map { $0 == "error" ? "error: " : "\($0) error: " } ?? "_ error: "
				return ["NSErrorPointer", "inout NSError?"].map { type in
					"open func \(name.base)(\((arguments + [error + type]).joined(separator: ", "))) { fatalError() }"
				}
			}
			let signature = "func \(name.base)(\(arguments.joined(separator: ", "))) throws"
			switch fields[2] {
			case "V", "Z": return ["open \(signature) { fatalError() }"]
			default: return ["@discardableResult open \(signature) -> \(returnType(fields[2])) { fatalError() }"]
			}
		}
	}

	static func swiftType(_ code: String) -> String {
		switch code.first {
		case "J": return "Int64"
		case "I": return "Int32"
		case "D": return "Double"
		case "Z": return "Bool"
		case "S": return "String!"
		case "W": return "LRJSONObjectWrapper!"
		case "A": return "[Any]!"
		case "M": return "[AnyHashable: Any]!"
		case "F": return "LRUploadData!"
		case "B": return "Data!"
		case "N": return "NSNumber!"
		default: return "Any!"
		}
	}

	static func returnType(_ code: String) -> String {
		switch code {
		case "A": return "[Any]"
		case "M": return "[AnyHashable: Any]"
		case "S": return "String"
		default: return "NSNumber"
		}
	}
}
