import Foundation
import XCTest
@testable import ScreenletGenKit

/// The template data is written out by hand (TemplateValue+Model.swift) for speed; here it is
/// held against what reflection sees in the model, so no stored property can be forgotten.
final class TemplateDataTests: XCTestCase {

	func testTemplateDataHasEveryStoredPropertyOfTheModel() throws {
		var compared = 0
		for spec in TestSupport.exampleSpecs {
			for model in Generator().generate([try TestSupport.input(spec)]).models {
				assertSame(model.templateValue, reflected(model), path: spec.lastPathComponent)
				compared += 1
			}
		}
		XCTAssertEqual(compared, TestSupport.exampleSpecs.count)
	}

	/// What a template would see if the model were reflected: stored properties as keys,
	/// arrays as lists, nil as missing, numbers as text.
	private func reflected(_ value: Any) -> TemplateValue {
		switch value {
		case let text as String: return .string(text)
		case let flag as Bool: return .bool(flag)
		case let number as Int: return .string(String(number))
		default: break
		}
		let mirror = Mirror(reflecting: value)
		switch mirror.displayStyle {
		case .optional?:
			return mirror.children.first.map { reflected($0.value) } ?? .missing
		case .collection?:
			return .list(mirror.children.map { reflected($0.value) })
		case .struct?:
			var members: [String: TemplateValue] = [:]
			for child in mirror.children {
				members[child.label!] = reflected(child.value)
			}
			return .object(TemplateObject(members))
		default:
			XCTFail("the model holds a \(type(of: value)), which templates cannot read")
			return .missing
		}
	}

	private func assertSame(_ written: TemplateValue, _ reflected: TemplateValue, path: String, file: StaticString = #filePath, line: UInt = #line) {
		switch (written, reflected) {
		case (.string(let a), .string(let b)):
			XCTAssertEqual(a, b, path, file: file, line: line)
		case (.bool(let a), .bool(let b)):
			XCTAssertEqual(a, b, path, file: file, line: line)
		case (.missing, .missing):
			break
		case (.list(let a), .list(let b)):
			XCTAssertEqual(a.count, b.count, "\(path): list length", file: file, line: line)
			for (index, (x, y)) in zip(a, b).enumerated() {
				assertSame(x, y, path: "\(path)[\(index)]", file: file, line: line)
			}
		case (.object(let a), .object(let b)):
			XCTAssertEqual(a.keys.sorted(), b.keys.sorted(), "\(path): keys (a model property is missing from TemplateValue+Model.swift?)", file: file, line: line)
			for (key, value) in b {
				if let mine = a[key] {
					assertSame(mine, value, path: "\(path).\(key)", file: file, line: line)
				}
			}
		default:
			XCTFail("\(path): template data \(written) where the model has \(reflected)", file: file, line: line)
		}
	}
}
