import Foundation

/// A small JSON file read whole before it is parsed: `screenletgen.json`, a discovery answer.
enum JSONFile {

	/// What `parse` makes of the file at `path`; nil, with "PATH: cannot read the WHAT" or
	/// `parse`'s errors, when there is nothing.
	static func read<Value>(_ path: String, what: String, diagnostics: inout Diagnostics, parse: ([UInt8], String, inout Diagnostics) -> Value?) -> Value? {
		guard let data = FileManager.default.contents(atPath: path) else {
			diagnostics.error(at: nil, "\(path): cannot read \(what)")
			return nil
		}
		return parse([UInt8](data), path, &diagnostics)
	}
}
