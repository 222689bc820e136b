// Derives the catalog of service classes that screenletgen embeds: every service class of the
// liferay-mobile-sdk checkout given (ios/Source/Service/v62, v7, v71, v72, v73) and, when a
// liferay-screens checkout is given too, Liferay Screens' own service classes
// (ios/Framework/Core/Services/v62 and v70: `LRScreenscommentService_v70`…, which the
// LiferayScreens framework ships and calls itself). For each: every method's JSON web service
// path, its parameters' names and types, and what it returns, read from the classes' .m files
// (the Mobile SDK builder writes one method per command; Screens' classes are the builder's
// output too, in the same format), and from each class's header whether Swift imports the
// method as `throws` (a `void` method without CONVERT_ERROR_TO_THROWS is not).
//
//     swift run screenletgen-catalog PATH/TO/liferay-mobile-sdk SDK_REVISION [PATH/TO/liferay-screens SCREENS_REVISION] \
//         > Sources/ScreenletGenKit/Catalog/SDKCatalogText.swift
//
// The output is Swift source (a string literal in SDKCatalog's line format, see SDKCatalog.swift).
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let root = arguments.first, arguments.count != 3, arguments.count <= 4 else {
	FileHandle.standardError.write(Data("usage: screenletgen-catalog PATH/TO/liferay-mobile-sdk [SDK_REVISION [PATH/TO/liferay-screens SCREENS_REVISION]]\n".utf8))
	exit(2)
}
let revision = arguments.count > 1 ? arguments[1] : "unknown revision"
let screens = arguments.count == 4 ? (root: arguments[2], revision: arguments[3]) : nil
let generations = ["v62", "v7", "v71", "v72", "v73"]

/// The catalog's one-letter type codes (SDKCatalog.swift reads them back).
func code(_ objcType: String) -> String? {
	switch objcType.replacingOccurrences(of: " ", with: "") {
	case "longlong": return "J"
	case "int": return "I"
	case "double": return "D"
	case "BOOL": return "Z"
	case "NSString*": return "S"
	case "LRJSONObjectWrapper*": return "W"
	case "NSArray*": return "A"
	case "NSDictionary*": return "M"
	case "LRUploadData*": return "F"
	case "NSData*": return "B"
	case "NSNumber*": return "N"
	case "void": return "V"
	default: return nil
	}
}

func matches(_ pattern: String, _ text: String, options: NSRegularExpression.Options = []) -> [[String]] {
	let regex = try! NSRegularExpression(pattern: pattern, options: options)
	return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
		(0..<match.numberOfRanges).map { index in
			Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
		}
	}
}

var wrappers: [String] = []
/// Each class's text: its path prefix line, then its methods; or `= Earlier`.
var classTexts: [(name: String, text: String)] = []
/// Each class's text, to write a class that repeats an earlier one as `= Earlier`.
var firstWithText: [String: String] = [:]
var problems: [String] = []

/// The names of a folder's entries, sorted; exits when it cannot be read.
func contents(of folder: URL) -> [String] {
	guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
		FileHandle.standardError.write(Data("no \(folder.path)\n".utf8))
		exit(1)
	}
	return names.sorted()
}

/// The header's declarations beside a .m file: each `- (type)selector…` as the .m writes it, and
/// whether the header marks it CONVERT_ERROR_TO_THROWS (`swift_error(nonnull_error)`).
func headerDeclarations(of url: URL) -> [String: Bool]? {
	guard let text = try? String(contentsOf: url.deletingPathExtension().appendingPathExtension("h"), encoding: .utf8) else {
		return nil
	}
	var declarations: [String: Bool] = [:]
	for line in matches(#"^(- \(.*?\).*?)( CONVERT_ERROR_TO_THROWS)?;$"#, text, options: [.anchorsMatchLines]) {
		declarations[line[1]] = !line[2].isEmpty
	}
	return declarations
}

/// Reads one class's .m file into `classTexts` (nothing for a class with no command).
func readClass(_ url: URL) {
	let className = String(url.deletingPathExtension().lastPathComponent)
	guard let text = try? String(contentsOf: url, encoding: .utf8) else {
		problems.append("\(className): unreadable")
		return
	}
	guard let header = headerDeclarations(of: url) else {
		problems.append("\(className): no header beside \(url.lastPathComponent)")
		return
	}
	if classTexts.contains(where: { $0.name == className }) {
		problems.append("\(className): a second class of that name, \(url.path)")
		return
	}
	var methods: [(path: String, line: String)] = []
	for block in matches(#"^- \((.*?)\)(.*?) \{\n(.*?)^\}"#, text, options: [.anchorsMatchLines, .dotMatchesLineSeparators]) {
		let (returned, signature, body) = (block[1], block[2], block[3])
		guard let path = matches(#"_command = @\{@"([^"]+)""#, body).first?[1] else {
			continue
		}
		guard var returnCode = code(returned) else {
			problems.append("\(className) \(path): return type \(returned)")
			continue
		}
		// Swift imports a method with an `error:` parameter as `throws` when it returns an object
		// (nil: failed) or a BOOL (NO: failed); a `void` one only with the header's
		// CONVERT_ERROR_TO_THROWS, else with its `error: NSErrorPointer` parameter (`v`).
		guard let convertsError = header["- (\(returned))\(signature)"] else {
			problems.append("\(className) \(path): not declared in the header")
			continue
		}
		if returnCode == "V" && !convertsError {
			returnCode = "v"
		}
		var parameters: [String] = []
		// The JSON names, in the signature's order: the dictionary's keys and the
		// wrappers' names (an Objective-C name may differ from its key, as `auto`).
		let keys = matches(#"@"([A-Za-z0-9_]+)": "#, body).map { $0[1] } + matches(#"name:@"([A-Za-z0-9_]+)""#, body).map { $0[1] }
		let wrapperClasses = Dictionary(matches(#"name:@"([A-Za-z0-9_]+)" className:@"([^"]+)""#, body).map { ($0[1], $0[2]) }, uniquingKeysWith: { a, _ in a })
		var failed = false
		let signatureParameters = matches(#"\w+:\(([^)]*)\)(\w+)"#, signature).filter { $0[2] != "error" }
		let unmatchedKeys = keys.filter { key in !signatureParameters.contains { $0[2] == key } }
		let unmatchedNames = signatureParameters.map { $0[2] }.filter { !keys.contains($0) }
		for parameter in signatureParameters {
			let objcName = parameter[2]
			// A key the Objective-C method renames (`auto`, `automatic:`) is written `key=name`.
			var name = objcName
			if let index = unmatchedNames.firstIndex(of: objcName), unmatchedKeys.count == unmatchedNames.count {
				name = "\(unmatchedKeys[index])=\(objcName)"
			}
			guard var type = code(parameter[1]) else {
				problems.append("\(className) \(path): parameter \(objcName) of type \(parameter[1])")
				failed = true
				break
			}
			if type == "W", let wrapper = wrapperClasses[String(name.split(separator: "=")[0])] {
				if !wrappers.contains(wrapper) {
					wrappers.append(wrapper)
				}
				type += String(wrappers.firstIndex(of: wrapper)!)
			}
			parameters.append("\(name):\(type)")
		}
		if !failed {
			methods.append((path, ([returnCode] + parameters).joined(separator: " ")))
		}
	}
	guard let first = methods.first else {
		return
	}
	// Most classes' paths share `/portlet.service/`: written once on the class line.
	let prefix = first.path.split(separator: "/").dropLast().joined(separator: "/")
	let body = methods.map { method -> String in
		let name = method.path.hasPrefix("/\(prefix)/") ? String(method.path.dropFirst(prefix.count + 2)) : method.path
		return "m \(name) \(method.line)"
	}.joined(separator: "\n")
	let classText = "/\(prefix)\n" + body
	if let earlier = firstWithText[classText] {
		classTexts.append((className, "= \(earlier)"))
	}
	else {
		firstWithText[classText] = className
		classTexts.append((className, classText))
	}
}

// The Mobile SDK's classes: ios/Source/Service/<generation>/<service>/<Class>.m.
for generation in generations {
	let folder = URL(fileURLWithPath: root).appendingPathComponent("ios/Source/Service/\(generation)")
	for service in contents(of: folder) {
		let serviceFolder = folder.appendingPathComponent(service)
		for file in ((try? FileManager.default.contentsOfDirectory(atPath: serviceFolder.path)) ?? []).filter({ $0.hasSuffix(".m") }).sorted() {
			readClass(serviceFolder.appendingPathComponent(file))
		}
	}
}
let sdkClassCount = classTexts.count

// Screens' own classes: ios/Framework/Core/Services/<generation>/<Class>.m, after the SDK's (so
// that the SDK's wrappers keep their numbers).
var screensClassNames: [String] = []
if let screens = screens {
	let folder = URL(fileURLWithPath: screens.root).appendingPathComponent("ios/Framework/Core/Services")
	let screensGenerations = contents(of: folder).filter { $0.hasPrefix("v") }
	if screensGenerations.isEmpty {
		FileHandle.standardError.write(Data("no generation folder (v62, v70…) in \(folder.path)\n".utf8))
		exit(1)
	}
	for generation in screensGenerations {
		for file in contents(of: folder.appendingPathComponent(generation)) where file.hasSuffix(".m") {
			readClass(folder.appendingPathComponent(generation).appendingPathComponent(file))
		}
	}
	screensClassNames = classTexts.dropFirst(sdkClassCount).map { $0.name }
	FileHandle.standardError.write(Data("liferay-screens: \(screensClassNames.count) classes in \(screensGenerations.joined(separator: ", "))\n".utf8))
}

for problem in problems {
	FileHandle.standardError.write(Data("left out: \(problem)\n".utf8))
}
/// A Swift literal of catalog text (class and Java names: no quotes or backslashes to escape).
func literal(_ text: String) -> String {
	return "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
}

print("""
// The Mobile SDK catalog: generated by `swift run screenletgen-catalog PATH/TO/liferay-mobile-sdk\(screens == nil ? "" : " SDK_REVISION PATH/TO/liferay-screens SCREENS_REVISION")`
// (Sources/screenletgen-catalog) from liferay-mobile-sdk \(revision), ios/Source/Service\(screens.map { ",\n// and liferay-screens \($0.revision), ios/Framework/Core/Services" } ?? "");
// do not edit. The format is described in SDKCatalog.swift.

extension SDKCatalog {
	static let wrappers: [String] = [
\(wrappers.map { "\t\t" + literal($0) + "," }.joined(separator: "\n"))
	]

	static let classTexts: [String: String] = [
\(classTexts.map { "\t\t" + literal($0.name) + ": " + literal($0.text) + "," }.joined(separator: "\n"))
	]

	/// Liferay Screens' own classes among them (the LiferayScreens framework ships them).
	static let screensClassNames: Set<String> = [\(screensClassNames.isEmpty ? "" : "\n" + screensClassNames.map { "\t\t" + literal($0) + "," }.joined(separator: "\n") + "\n\t")]
}
""")
