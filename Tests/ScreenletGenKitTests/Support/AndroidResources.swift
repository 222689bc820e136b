import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The resource names of an Android module's `res/` folders, and the `R` class javac checks
/// `R.x.y` against: what `../shared/tools/android/gen_r.py` makes, at the level of names.
/// No resource is linked (no aapt): values are arbitrary but unique, and `@string/…`
/// references inside XML are not resolved. The fields are not final, as in a library
/// module's `R` (AGP), so `case R.id.x:` is rejected as it is there.
struct AndroidResources: Equatable {

	/// Resource type (`id`, `layout`, `string`, `attr`, …) → names, as Java fields.
	var names: [String: Set<String>] = [:]
	/// `declare-styleable` name → its attributes in order (an `android:` one keeps its prefix).
	var styleables: [String: [String]] = [:]

	/// What Liferay Screens for Android 5.1.0 contributes that a screenlet's Java or layouts
	/// name, with where it is declared (liferay/liferay-screens@5.1.0-android,
	/// android/library/src/main/res/). An app's `R` holds every name of its libraries; the
	/// real check (`gen_r.py`) gives all of Screens' and AndroidX's, these stubs only these:
	/// a name missing here is rejected until it is added, with its source.
	static let screensLibrary: AndroidResources = {
		var library = AndroidResources()
		// values/attrs.xml: the attributes every screenlet's styleable reuses.
		for attr in ["themeName", "anonymousApiUserName", "anonymousApiPassword", "autoLoad", "folderId", "locale",
				"basicAuthMethod", "loginMode", "credentialsStorage", "cachePolicy", "imageScaleType",
				"placeholderScaleType", "companyId", "groupId", "layoutId", "recordSetId", "userId", "firstPageSize",
				"pageSize", "labelFields", "structureId", "classPK", "className", "editable", "obcClassName",
				"entryId", "portletItemName"] {
			library.add("attr", attr)
		}
		// The ids BaseListScreenletView.onFinishInflate looks up (liferay_recycler_list, liferay_progress),
		// BaseListAdapter.ViewHolder's (liferay_list_title, layout/list_item_default.xml) and the list
		// layouts' root (liferay_list_screenlet, layout/asset_list_default.xml).
		for id in ["liferay_list_screenlet", "liferay_recycler_list", "liferay_progress", "liferay_list_title"] {
			library.add("id", id)
		}
		// BaseListScreenletView.getItemLayoutId / getItemProgressLayoutId's defaults.
		for layout in ["list_item_default", "list_item_progress_default"] {
			library.add("layout", layout)
		}
		// values/styles.xml: a screenlet layout's root style and a list row's.
		for style in ["default_screenlet", "default_list_item"] {
			library.add("style", style)
		}
		// values/list_default_strings.xml: what BaseListScreenletView logs a failed page with.
		library.add("string", "loading_list_error")
		return library
	}()

	/// `values/` elements and the type of the names they declare (`gen_r.py`'s VALUE_TAGS).
	private static let valueTags: [String: String] = [
		"string": "string", "color": "color", "dimen": "dimen", "bool": "bool", "integer": "integer",
		"style": "style", "attr": "attr", "plurals": "plurals", "string-array": "array",
		"integer-array": "array", "array": "array", "fraction": "fraction", "id": "id", "drawable": "drawable",
	]
	/// Folders whose files are resources named after the file.
	private static let fileTypes: Set<String> = ["layout", "drawable", "mipmap", "menu", "xml", "raw", "anim",
		"animator", "color", "font", "navigation", "transition", "interpolator"]

	static func fieldName(_ name: String) -> String {
		return String(name.map { ".-:".contains($0) ? "_" : $0 })
	}

	mutating func add(_ type: String, _ name: String) {
		names[type, default: []].insert(AndroidResources.fieldName(name))
	}

	/// `other`'s names added to these (a library's to a module's).
	func merging(_ other: AndroidResources) -> AndroidResources {
		var merged = self
		for (type, set) in other.names {
			merged.names[type, default: []].formUnion(set)
		}
		for (name, attributes) in other.styleables where merged.styleables[name] == nil {
			merged.styleables[name] = attributes
		}
		return merged
	}

	/// The names declared in `res` folders (each a module's `res/`).
	static func read(_ resFolders: [URL]) -> AndroidResources {
		var resources = AndroidResources()
		let files = FileManager.default
		for res in resFolders {
			for sub in ((try? files.contentsOfDirectory(atPath: res.path)) ?? []).sorted() {
				let folder = res.appendingPathComponent(sub)
				let base = String(sub.split(separator: "-").first ?? "")
				for name in ((try? files.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
					let file = folder.appendingPathComponent(name)
					if base == "values" {
						resources.readValues(file)
					} else if fileTypes.contains(base) {
						resources.add(base, String(name.split(separator: ".").first ?? ""))
						if name.hasSuffix(".xml"), let text = try? String(contentsOf: file, encoding: .utf8) {
							for id in newIds(in: text) {
								resources.add("id", id)
							}
						}
					}
				}
			}
		}
		return resources
	}

	/// The `@+id/…` names an XML file declares.
	static func newIds(in text: String) -> [String] {
		let expression = try! NSRegularExpression(pattern: "@\\+id/([A-Za-z0-9_.]+)")
		return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
			String(text[Range($0.range(at: 1), in: text)!])
		}
	}

	private mutating func readValues(_ file: URL) {
		guard let data = try? Data(contentsOf: file) else {
			return
		}
		let reader = ValuesReader()
		let parser = XMLParser(data: data)
		parser.delegate = reader
		guard parser.parse() else {
			return
		}
		for (type, name) in reader.declared {
			add(type, name)
		}
		for (name, attributes) in reader.styleables {
			var known = styleables[AndroidResources.fieldName(name), default: []]
			for attribute in attributes where !known.contains(attribute) {
				known.append(attribute)
			}
			styleables[AndroidResources.fieldName(name)] = known
		}
	}

	/// The names one `values/` file declares: its top-level elements, a styleable's attributes and
	/// the enum and flag values of an attribute (ids, as aapt makes them).
	private final class ValuesReader: NSObject, XMLParserDelegate {
		var declared: [(String, String)] = []
		var styleables: [(String, [String])] = []
		private var path: [String] = []

		func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
			defer { path.append(element) }
			let name = attributes["name"]
			switch path.count {
			case 1:
				if element == "item", let type = attributes["type"], let name = name {
					declared.append((type, name))
				} else if element == "declare-styleable", let name = name {
					styleables.append((name, []))
				} else if let type = AndroidResources.valueTags[element], let name = name {
					declared.append((type, name))
				}
			case 2:
				if path.last == "declare-styleable", element == "attr", let name = name, !styleables.isEmpty {
					if !styleables[styleables.count - 1].1.contains(name) {
						styleables[styleables.count - 1].1.append(name)
					}
					if !name.hasPrefix("android:") {
						declared.append(("attr", name))
					}
				} else if path.last == "attr", element == "enum" || element == "flag", let name = name {
					declared.append(("id", name))
				}
			case 3:
				if path[1] == "declare-styleable", element == "enum" || element == "flag", let name = name {
					declared.append(("id", name))
				}
			default:
				break
			}
		}

		func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
			path.removeLast()
		}
	}

	/// `R.java` for `package`: a class per type, and the styleables' arrays and index constants
	/// (`R.styleable.Name` and `R.styleable.Name_attr`).
	func javaSource(package: String) -> String {
		var lines = ["/* Generated by screenletgen's tests (AndroidResources): names only, not aapt output. */",
			"package \(package);", "", "@SuppressWarnings(\"unused\")", "public final class R {"]
		var attributeValues: [String: Int] = [:]
		for (typeIndex, type) in names.keys.sorted().enumerated() {
			lines.append("\tpublic static final class \(type) {")
			for (index, name) in names[type, default: []].sorted().enumerated() {
				let value = 0x7f00_0000 | ((typeIndex + 1) << 16) | index
				if type == "attr" {
					attributeValues[name] = value
				}
				lines.append("\t\tpublic static int \(name) = 0x\(String(value, radix: 16));")
			}
			lines.append("\t}")
		}
		if !styleables.isEmpty {
			lines.append("\tpublic static final class styleable {")
			for name in styleables.keys.sorted() {
				let attributes = styleables[name, default: []]
				let values = attributes.enumerated().map { index, attribute in
					attribute.hasPrefix("android:") ? "0x0101\(String(format: "%04x", index))"
						: "0x\(String(attributeValues[AndroidResources.fieldName(attribute)] ?? 0x7f00_0000, radix: 16))"
				}
				lines.append("\t\tpublic static int[] \(name) = { \(values.joined(separator: ", ")) };")
				for (index, attribute) in attributes.enumerated() {
					lines.append("\t\tpublic static int \(name)_\(AndroidResources.fieldName(attribute)) = \(index);")
				}
			}
			lines.append("\t}")
		}
		lines.append("}")
		return lines.joined(separator: "\n") + "\n"
	}
}
