import Foundation

/// A small JSON file read whole before it is parsed: `screenletgen.json`, a discovery answer.
enum JSONFile {

	/// What `parse` makes of the file at `path`; nil, with "PATH: cannot read the WHAT" or
	/// `parse`'s errors, when there is nothing.
	static func read<Value>(_ path: String, what: String, diagnostics: inout Diagnostics, parse: ([UInt8], String, inout Diagnostics) -> Value?) -> Value? {
		// Read no further than the parser's limit (one byte past it, so that it says so).
		let bytes: [UInt8]
		do {
			bytes = try FileBytes.read(path: path, limit: JSONParser.maximumSize + 1, regularOnly: false)
		}
		catch {
			diagnostics.error(at: nil, "\(path): cannot read \(what) (\(error.reason))")
			return nil
		}
		return parse(bytes, path, &diagnostics)
	}
}
