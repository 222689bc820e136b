import Foundation

/// Generated Swift as the runtime model compiles it on Linux, where there is no Objective-C
/// runtime: the Objective-C-only attributes go, nothing else changes.
///
/// - `@objc`, `@objc(Name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, `@IBAction`,
///   `@IBInspectable`, `@IBDesignable` and `@MainActor` (the model is one thread) are removed;
///   a line left empty by that disappears.
/// - An outlet loses `weak`: in an app the nib's view hierarchy keeps the control alive.
/// - `@objc optional` requirements become plain ones, and their calls (`.name?(`) plain calls;
///   the scenario's delegate implements every requirement.
/// - An `@objc` protocol is class-only; without the attribute it says so with `: AnyObject`
///   (`viewModel.title = …` assigns through a class-bound existential).
/// - Calls of the framework's own optional requirements (`SyncManagerDelegate`'s
///   `syncManager?(`) become plain calls too: the model gives each a default.
/// - `Locale.preferredLanguages` (the device's languages, which a headless request sends as
///   Accept-Language) becomes `RuntimeStrings.preferredLanguages`, the scenario's language, and
///   `Locale.current` (the region format a number is typed in) `RuntimeDevice.locale`.
/// - The framework's imports (and SwiftUI's, modelled in `Runtime/Framework/SwiftUI.swift`) become `import Foundation`: the model is compiled into the same
///   module as the generated files.
enum LinuxRuntimeSource {

	static let frameworkOptionalRequirements: Set<String> = ["syncManager"]

	static func rewrite(_ source: String) -> String {
		var optionalRequirements = frameworkOptionalRequirements
		var lines: [String] = []
		var objcDeclaration = false
		for line in source.components(separatedBy: "\n") {
			let trimmed = line.trimmingCharacters(in: .whitespaces)
			if ["import UIKit", "import SwiftUI", "import LiferayScreens", "@preconcurrency import LiferayScreens", "import LRMobileSDK"].contains(trimmed) {
				lines.append("import Foundation")
				continue
			}
			var rewritten = line
			if trimmed.hasPrefix("@objc") && !trimmed.contains(" ") {
				objcDeclaration = true
			}
			else if objcDeclaration && !trimmed.hasPrefix("@") {
				objcDeclaration = false
				if firstMatch(#"^(?:public )?protocol [A-Za-z0-9_]+( )\{$"#, in: trimmed) != nil {
					rewritten = rewritten.replacingOccurrences(of: " {", with: ": AnyObject {")
				}
			}
			if rewritten.contains("@IBOutlet") {
				rewritten = rewritten.replacingOccurrences(of: "weak ", with: "")
			}
			rewritten = replacing(#"@(objc\([A-Za-z0-9_]+\)|objcMembers|objc|nonobjc|IBOutlet|IBAction|IBInspectable|IBDesignable|MainActor)( |$)"#, in: rewritten, with: "")
			if let name = firstMatch(#"optional func ([A-Za-z0-9_]+)\("#, in: rewritten) {
				optionalRequirements.insert(name)
				rewritten = rewritten.replacingOccurrences(of: "optional func", with: "func")
			}
			if rewritten.trimmingCharacters(in: .whitespaces).isEmpty && !trimmed.isEmpty {
				continue
			}
			lines.append(rewritten)
		}
		var result = lines.joined(separator: "\n")
		for name in optionalRequirements {
			result = result.replacingOccurrences(of: ".\(name)?(", with: ".\(name)(")
		}
		return result.replacingOccurrences(of: "Locale.preferredLanguages", with: "RuntimeStrings.preferredLanguages")
			.replacingOccurrences(of: "Locale.current", with: "RuntimeDevice.locale")
	}

	private static func replacing(_ pattern: String, in text: String, with template: String) -> String {
		let expression = try! NSRegularExpression(pattern: pattern)
		return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
	}

	private static func firstMatch(_ pattern: String, in text: String) -> String? {
		let expression = try! NSRegularExpression(pattern: pattern)
		guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
				let range = Range(match.range(at: 1), in: text) else {
			return nil
		}
		return String(text[range])
	}
}
