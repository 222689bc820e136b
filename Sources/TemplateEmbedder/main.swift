import Foundation

// Usage: TemplateEmbedder TEMPLATES_DIR OUTPUT.swift
// Writes every file under TEMPLATES_DIR as an entry of `EmbeddedTemplates.sources`,
// keyed by its path relative to TEMPLATES_DIR, so the binary needs no resource bundle.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
	FileHandle.standardError.write(Data("usage: TemplateEmbedder TEMPLATES_DIR OUTPUT.swift\n".utf8))
	exit(64)
}

let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

func swiftStringLiteral(_ text: String) -> String {
	var literal = "\""
	for scalar in text.unicodeScalars {
		switch scalar {
		case "\\": literal += "\\\\"
		case "\"": literal += "\\\""
		case "\n": literal += "\\n"
		case "\r": literal += "\\r"
		case "\t": literal += "\\t"
		default:
			if scalar.value < 0x20 || scalar.value == 0x7F {
				literal += "\\u{\(String(scalar.value, radix: 16))}"
			}
			else {
				literal.unicodeScalars.append(scalar)
			}
		}
	}
	return literal + "\""
}

var entries: [(String, String)] = []
let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
while let url = enumerator?.nextObject() as? URL {
	guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
	let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
	if relative.hasPrefix(".") || relative.contains("/.") { continue }
	guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
		FileHandle.standardError.write(Data("TemplateEmbedder: \(url.path) is not UTF-8 text\n".utf8))
		exit(1)
	}
	entries.append((relative, text))
}
entries.sort { $0.0 < $1.0 }

var source = "// Generated at build time by TemplateEmbedder from Templates/. Do not edit.\n\n"
source += "enum EmbeddedTemplates {\n\tstatic let sources: [String: String] = [\n"
for (name, text) in entries {
	source += "\t\t\(swiftStringLiteral(name)): \(swiftStringLiteral(text)),\n"
}
source += entries.isEmpty ? "\t\t:\n" : ""
source += "\t]\n}\n"

let data = Data(source.utf8)
if (try? Data(contentsOf: output)) != data {
	do {
		try data.write(to: output, options: .atomic)
	}
	catch {
		FileHandle.standardError.write(Data("TemplateEmbedder: cannot write \(output.path): \(error)\n".utf8))
		exit(1)
	}
}
