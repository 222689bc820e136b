import Foundation
import XCTest
@testable import ScreenletGenKit

/// Breaking how `Templates/Model.swift.mustache` reads any attribute type, optional or not,
/// changes a runtime scenario's transcript: no accessor can return nil, zero or a wrong value
/// unnoticed (an optional `Date` read as always nil once passed every test).
///
/// The break points come from one override of the template, built once per example: each
/// accessor's value goes through `ScreenletgenMutant.value(_:_:_:)` with its label (its type,
/// `?` when optional, ` override` for an NSObject member with a default, `headless ` for an
/// OpenAPI spec's, ` dotted` for a key read inside an object, `priority.key`), which gives a
/// wrong value when the program runs with `SCREENLETGEN_MUTANT=<label>/<mutation>`:
/// `nil` (an optional never read), `zero`, `off` (near but wrong), `double` (an Int64 through a
/// Double), and for dates `seconds` (milliseconds read as seconds), `whole-seconds`,
/// `whole-ms` (the fraction of a millisecond lost) and `after-1970` (a date before 1970 read as
/// absent). Each must change the transcript of an example whose model has that label: first
/// its "every attribute" scenarios, then all of them. CI runs the first few (the optional
/// `Date`); `make slow` runs every one.
final class AttributeMutantRuntimeTests: XCTestCase {

	/// The examples whose scenarios read every attribute with its value, online and from the
	/// cache ("every attribute" in the scenario's title).
	static let examples = ["bookmark", "bookmark-folder", "edge-cases", "tasks", "ticket", "todo-editor"]

	/// Labels that only examples without runtime scenarios of every attribute have
	/// (Examples/incident.json and visit.json): their decoding is the same template line as the
	/// Mobile SDK's `Int?`, which is checked. (`headless Int64?`, a relationship's many-to-one
	/// id, is read in tasks' scenario.)
	static let unobserved: Set<String> = ["headless Int?"]

	/// Every type a spec's attribute may have, optional and not, as a Mobile SDK spec reads it.
	static let mobileSDKLabels: Set<String> = Set(["String", "Int", "Int64", "Double", "Bool", "Date"].flatMap { [$0, $0 + "?"] })

	static let variable = "SCREENLETGEN_MUTANT"

	/// The mutations of a label's values, in the order they are tried.
	static func mutations(_ label: String) -> [String] {
		let optional = label.contains("?") && !label.hasSuffix(" override")
		let headless = label.hasPrefix("headless ")
		let type = label.replacingOccurrences(of: "headless ", with: "").components(separatedBy: CharacterSet(charactersIn: "? ")).first!
		var mutations = optional ? ["nil"] : []
		if type == "Date" {
			// A headless date is ISO text, to the millisecond.
			mutations += (headless ? [] : ["whole-ms"]) + ["after-1970", "seconds", "whole-seconds"]
		}
		mutations += ["zero", "off"]
		if type == "Int64" && !headless {
			// A headless entry's id is the portal's, never past 2^53.
			mutations.append("double")
		}
		return mutations
	}

	/// `Model.swift` with each accessor's `return` passing its value through the mutant, and
	/// the mutant's code after the class.
	static func templates() throws -> TemplateLibrary {
		let builtIn = try XCTUnwrap(TemplateLibrary.builtInSources["Model.swift"])
		let label = "{{#headless}}headless {{/headless}}{{swiftType}}{{#isOptional}}?{{/isOptional}}{{#overrideDefault}} override{{/overrideDefault}}"
		var inAttributes = false
		var wrapped = 0
		var lines: [String] = []
		for line in builtIn.components(separatedBy: "\n") {
			if line.hasPrefix("{{#entity.attributes}}") {
				inAttributes = true
			}
			else if line.hasPrefix("{{/entity.attributes}}") {
				inAttributes = false
			}
			if inAttributes, let range = line.range(of: "return "), line[..<range.lowerBound].allSatisfy({ $0 == "\t" }) {
				lines.append(String(line[..<range.upperBound]) + "ScreenletgenMutant.value(\(line[range.upperBound...]), \"\(label)\", {{keyLiteral}})")
				wrapped += 1
			}
			else {
				lines.append(line)
			}
		}
		XCTAssertGreaterThanOrEqual(wrapped, 4, "the template's accessors are not where the mutant looks for them")
		let folder = try TestSupport.temporaryDirectory()
		try Data((lines.joined(separator: "\n") + mutantSource).utf8).write(to: folder.appendingPathComponent("Model.swift.mustache"))
		return try TemplateLibrary(overrides: folder.path)
	}

	static let mutantSource = #"""

		// MARK: The break test's mutant (AttributeMutantRuntimeTests): SCREENLETGEN_MUTANT="<label>/<mutation>"

		fileprivate enum ScreenletgenMutant {
			static let selected: (label: String, mutation: String)? = {
				guard let text = ProcessInfo.processInfo.environment["SCREENLETGEN_MUTANT"], let slash = text.lastIndex(of: "/") else {
					return nil
				}
				return (String(text[..<slash]), String(text[text.index(after: slash)...]))
			}()

			static func mutation(_ label: String, _ key: String) -> String? {
				guard let selected = selected, selected.label == (key.contains(".") ? label + " dotted" : label) else {
					return nil
				}
				return selected.mutation
			}

			static func value<T: ScreenletgenMutable>(_ value: T, _ label: String, _ key: String) -> T {
				guard let mutation = mutation(label, key) else {
					return value
				}
				return mutation == "zero" ? T.zero : value.mutated(mutation) ?? T.zero
			}

			static func value<T: ScreenletgenMutable>(_ value: T?, _ label: String, _ key: String) -> T? {
				guard let mutation = mutation(label, key) else {
					return value
				}
				switch mutation {
				case "nil": return nil
				case "zero": return T.zero
				default: return value.flatMap { $0.mutated(mutation) }
				}
			}
		}

		fileprivate protocol ScreenletgenMutable {
			static var zero: Self { get }
			/// The wrong value read instead of this one; nil, read as absent.
			func mutated(_ mutation: String) -> Self?
		}

		extension String: ScreenletgenMutable {
			fileprivate static var zero: String { return "" }
			fileprivate func mutated(_ mutation: String) -> String? { return mutation == "off" ? String(dropFirst()) : self }
		}

		extension Int: ScreenletgenMutable {
			fileprivate static var zero: Int { return 0 }
			fileprivate func mutated(_ mutation: String) -> Int? { return mutation == "off" ? self &+ 1 : self }
		}

		extension Int64: ScreenletgenMutable {
			fileprivate static var zero: Int64 { return 0 }
			fileprivate func mutated(_ mutation: String) -> Int64? {
				switch mutation {
				case "off": return self &+ 1
				case "double": return Int64(exactly: Double(self).rounded()) ?? 0
				default: return self
				}
			}
		}

		extension Double: ScreenletgenMutable {
			fileprivate static var zero: Double { return 0 }
			fileprivate func mutated(_ mutation: String) -> Double? { return mutation == "off" ? self + 0.5 : self }
		}

		extension Bool: ScreenletgenMutable {
			fileprivate static var zero: Bool { return false }
			fileprivate func mutated(_ mutation: String) -> Bool? { return mutation == "off" ? !self : self }
		}

		extension Date: ScreenletgenMutable {
			fileprivate static var zero: Date { return Date(timeIntervalSince1970: 0) }
			fileprivate func mutated(_ mutation: String) -> Date? {
				let seconds = timeIntervalSince1970
				switch mutation {
				case "off": return addingTimeInterval(1)
				case "seconds": return Date(timeIntervalSince1970: seconds * 1000)
				case "whole-seconds": return Date(timeIntervalSince1970: seconds.rounded(.towardZero))
				case "whole-ms": return Date(timeIntervalSince1970: (seconds * 1000).rounded(.towardZero) / 1000)
				case "after-1970": return seconds < 0 ? nil : self
				default: return self
				}
			}
		}

		"""#

	/// The labels of a generated model's accessors, each checked to go through the mutant.
	static func labels(_ files: [GeneratedFile], _ example: String) -> Set<String> {
		guard let model = files.first(where: { $0.contents.contains("ScreenletgenMutant.value(") }) else {
			XCTFail("\(example): no model reads through the mutant")
			return []
		}
		let pattern = try! NSRegularExpression(pattern: #"ScreenletgenMutant\.value\(.*, "([^"]*)", ("(?:[^"\\]|\\.)*")\)$"#, options: [.anchorsMatchLines])
		let text = model.contents
		let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
		let accessors = text.components(separatedBy: "\n").filter { $0.hasPrefix("\t") && $0.contains("open var ") }.count
		XCTAssertEqual(matches.count, accessors, "\(example): an accessor does not read through the mutant:\n\(text)")
		return Set(matches.map { match in
			let label = String(text[Range(match.range(at: 1), in: text)!])
			return text[Range(match.range(at: 2), in: text)!].contains(".") ? label + " dotted" : label
		})
	}

	/// Transcripts as `Runtime/Expected/<example>.txt` has them, by scenario.
	static func recorded(_ example: String) throws -> [String: [String]] {
		let text = try String(contentsOf: RuntimeProgram.runtimeDirectory.appendingPathComponent("Expected/\(example).txt"), encoding: .utf8)
		var scenarios: [String: [String]] = [:]
		for block in text.components(separatedBy: "\n\n") {
			let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
			if let title = lines.first, title.hasPrefix("== ") {
				scenarios[String(title.dropFirst(3))] = Array(lines.dropFirst())
			}
		}
		return scenarios
	}

	func testBreakingTheDecodingOfAnyAttributeTypeChangesATranscript() throws {
		let started = Date()
		let templates = try AttributeMutantRuntimeTests.templates()
		// Every example's labels (generated only, not built): those of the examples with
		// scenarios cover every other example's, and every type, optional and not.
		var labels: [String: Set<String>] = [:]
		for spec in TestSupport.exampleSpecs {
			let example = spec.deletingPathExtension().lastPathComponent
			labels[example] = AttributeMutantRuntimeTests.labels(try TestSupport.generate(spec, templates: templates), example)
		}
		let observed = AttributeMutantRuntimeTests.examples.reduce(into: Set<String>()) { $0.formUnion(labels[$1] ?? []) }
		let everyLabel = labels.values.reduce(into: Set<String>()) { $0.formUnion($1) }
		XCTAssertEqual(everyLabel.subtracting(observed), AttributeMutantRuntimeTests.unobserved, "labels no example with scenarios has")
		XCTAssertEqual(AttributeMutantRuntimeTests.mobileSDKLabels.subtracting(observed), [], "types no Mobile SDK example with scenarios has")
		XCTAssertTrue(observed.contains { $0.hasPrefix("headless Date") } && observed.contains { $0.hasSuffix(" dotted") }, "\(observed)")

		// The issue's case first: an optional Date (a Mobile SDK one: milliseconds).
		let mutants = (["Date?"] + observed.subtracting(["Date?"]).sorted())
			.flatMap { label in AttributeMutantRuntimeTests.mutations(label).map { (label: label, mutation: $0) } }
		let count = LoopSize.count("SCREENLETGEN_MUTANT_COUNT", sample: 3, slow: Int.max)
		var checked: Set<String> = []
		var caught: [String] = []
		for mutant in mutants.prefix(count) {
			let environment = [AttributeMutantRuntimeTests.variable: "\(mutant.label)/\(mutant.mutation)"]
			var noticed: String?
			for example in AttributeMutantRuntimeTests.examples where labels[example]?.contains(mutant.label) == true {
				let program = try RuntimeProgram.build(example: example, templates: templates, variant: "mutants")
				let recorded = try AttributeMutantRuntimeTests.recorded(example)
				let valueScenarios = try program.scenarios.filter { $0.contains("every attribute") }
				XCTAssertFalse(valueScenarios.isEmpty, "\(example) has no scenario that reads every attribute")
				if checked.insert(example).inserted {
					// Unbroken, the mutant's program behaves as recorded.
					for scenario in valueScenarios {
						XCTAssertEqual(try program.run(scenario), recorded[scenario], "\(example) / \(scenario) through the mutant, unbroken")
					}
				}
				noticed = try valueScenarios.first { try program.run($0, environment: environment) != recorded[$0] }.map { "\(example) / \($0)" }
				if noticed == nil {
					noticed = try program.runAll(environment: environment).first { recorded[$0.scenario] != $0.lines }.map { "\(example) / \($0.scenario)" }
				}
				if noticed != nil {
					break
				}
			}
			if let noticed = noticed {
				caught.append("\(mutant.label)/\(mutant.mutation): \(noticed)")
			}
			else {
				XCTFail("\(mutant.label) read as \(mutant.mutation): no scenario's transcript changes")
			}
		}
		print("AttributeMutantRuntimeTests: \(caught.count) of \(mutants.count) mutants caught (\(count >= mutants.count ? "all" : "sampled")), "
			+ "\(checked.count) programs, \(String(format: "%.1f", Date().timeIntervalSince(started))) s\n" + caught.joined(separator: "\n"))
	}
}
