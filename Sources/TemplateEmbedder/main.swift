import Foundation

// Usage: TemplateEmbedder TEMPLATES_DIR OUTPUT.swift [SOURCE.swift…]
// Writes every file under TEMPLATES_DIR as an entry of `EmbeddedTemplates.base64Sources`,
// keyed by its path relative to TEMPLATES_DIR, so the binary needs no resource bundle.
// Base64 (names are plain ASCII paths) keeps this tool free of any Swift escaping rules.
// The SOURCE files (the generator's own) are hashed into `EmbeddedTemplates.buildFingerprint`.

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
	FileHandle.standardError.write(Data("usage: TemplateEmbedder TEMPLATES_DIR OUTPUT.swift [SOURCE.swift…]\n".utf8))
	exit(64)
}

/// FNV-1a over the sources' contents, in path order (not their paths: a checkout elsewhere
/// builds the same generator).
var fingerprint: UInt64 = 0xcbf29ce484222325
for path in arguments.dropFirst(3).sorted() {
	for byte in (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data() {
		fingerprint = (fingerprint ^ UInt64(byte)) &* 0x100000001b3
	}
}

let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

var entries: [(String, Data)] = []
let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
while let url = enumerator?.nextObject() as? URL {
	guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
	let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
	if relative.hasPrefix(".") || relative.contains("/.") { continue }
	guard relative.unicodeScalars.allSatisfy({ $0.isASCII && $0 != "\"" && $0 != "\\" }),
			let data = try? Data(contentsOf: url), String(data: data, encoding: .utf8) != nil else {
		FileHandle.standardError.write(Data("TemplateEmbedder: \(url.path) must be UTF-8 text with a plain ASCII name\n".utf8))
		exit(1)
	}
	entries.append((relative, data))
}
entries.sort { $0.0 < $1.0 }

var source = "// Generated at build time by TemplateEmbedder from Templates/. Do not edit.\n\n"
source += "enum EmbeddedTemplates {\n\tstatic let base64Sources: [String: String] = [\n"
for (name, data) in entries {
	source += "\t\t\"\(name)\": \"\(data.base64EncodedString())\",\n"
}
source += entries.isEmpty ? "\t\t:\n" : ""
source += "\t]\n\n\tstatic let buildFingerprint = \"\(String(fingerprint, radix: 16))\"\n}\n"

let data = Data(source.utf8)
if (try? Data(contentsOf: output)) != data {
	// Written beside the output, then renamed over it: Foundation's atomic write leaves an empty
	// folder in /tmp on Linux each time.
	let staged = output.deletingLastPathComponent().appendingPathComponent("." + output.lastPathComponent + ".new")
	do {
		try data.write(to: staged)
		guard rename(staged.path, output.path) == 0 else {
			throw CocoaError(.fileWriteUnknown)
		}
	}
	catch {
		FileHandle.standardError.write(Data("TemplateEmbedder: cannot write \(output.path): \(error)\n".utf8))
		exit(1)
	}
}
