/// A screenlet's English texts as an Android string resource file: the same table the iOS
/// `.strings` file has (the model decides the keys and the texts), each named
/// `<table>_<key>` as Screens' own resources are (`addbookmark_screenlet_empty_title`).
extension StringsTable {

	/// `addbookmark_screenlet_strings.xml`: a file of its own, never the app's `strings.xml`.
	var androidFileName: String {
		return AndroidStrings.resourceName(table) + "_strings.xml"
	}

	var androidContext: TemplateValue {
		var taken: Set<String> = []
		return .object([
			"entries": .list(entries.map { entry in
				var name = AndroidStrings.resourceName(table + "_" + entry.key)
				// Two keys that differ only where a resource name cannot (`a-b`, `a b`) stay apart.
				let plain = name
				var number = 2
				while !taken.insert(name).inserted {
					name = plain + "_\(number)"
					number += 1
				}
				return .object(["name": name.templateValue, "textXML": AndroidStrings.text(entry.text).templateValue])
			}),
		])
	}
}

enum AndroidStrings {

	/// Letters, digits and `_`: what a resource name may hold (`-`, spaces and the rest become `_`).
	static func resourceName(_ text: String) -> String {
		return String(text.unicodeScalars.map { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" ? Character($0) : "_" })
	}

	/// A string resource's text: Android's escapes (quotes, apostrophes, backslashes, line
	/// breaks, a leading `@` or `?` that would name a resource), then XML's (`XMLText`).
	static func text(_ text: String) -> String {
		let android = ScalarEscaping.escaped(text) { scalar in
			switch scalar {
			case "\\": return "\\\\"
			case "'": return "\\'"
			case "\"": return "\\\""
			case "\n": return "\\n"
			case "\t": return "\\t"
			default: return nil
			}
		}
		let leading = android.hasPrefix("@") || android.hasPrefix("?") ? "\\" : ""
		return XMLText.attribute(leading + android)
	}
}
