import Foundation

/// `.screenletgen-base/<Entity>` in the output folder: the text screenletgen last wrote for
/// each file of an entity, the common base a hand-edited file is merged from (`LineMerge`).
/// One file per entity (not a copy per generated file): records of
/// `<path>\n<byte count>\n<bytes>\n` after a header line. A path may have two records: the
/// new text and, for a file the run changed, the one before it, so that a run killed after
/// the archive was replaced but before the manifest was still finds the base the manifest
/// names.
enum BaseArchive {

	static let folder = ".screenletgen-base"
	static let header = "screenletgen base v1: what screenletgen last wrote, to merge hand edits; do not edit\n"

	static func path(for entity: String) -> String {
		return folder + "/" + entity
	}

	/// Each file's texts by path, from an archive's bytes; empty when it is damaged.
	static func parse(_ bytes: [UInt8]) -> [String: [[UInt8]]] {
		guard bytes.starts(with: Array(header.utf8)) else {
			return [:]
		}
		var texts: [String: [[UInt8]]] = [:]
		var index = header.utf8.count
		func line() -> String? {
			guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
			defer { index = end + 1 }
			return String(decoding: bytes[index..<end], as: UTF8.self)
		}
		while index < bytes.count {
			guard let path = line(), let countText = line(), let count = Int(countText), count >= 0,
					index + count < bytes.count, bytes[index + count] == UInt8(ascii: "\n") else {
				return [:]
			}
			texts[path, default: []].append(Array(bytes[index..<(index + count)]))
			index += count + 1
		}
		return texts
	}
}
