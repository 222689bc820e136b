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

	/// Each file's texts by path; empty when there is no archive or it is damaged.
	static func read(entity: String, root: String) -> [String: [[UInt8]]] {
		let relative = path(for: entity)
		guard let bytes = try? OutputFolder.readFile(relative, under: root),
				bytes.starts(with: Array(header.utf8)) else {
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

	/// Writes an entity's archive to a temporary file as its files are rendered, one at a
	/// time, through a buffer of at most `bufferSize` bytes (a larger file goes straight
	/// through); `finish` returns that file, to be renamed into place with the run's files.
	final class Writer {
		static let bufferSize = 256 * 1024
		private let descriptor: Int32
		let temporary: String
		private var buffer: [UInt8] = []

		init(entity: String, root: String) throws(OutputWriter.Failure) {
			do throws(TemporaryFile.Failure) {
				(descriptor, temporary) = try TemporaryFile.create(for: root + "/" + BaseArchive.path(for: entity))
			}
			catch {
				throw OutputWriter.Failure(message: error.message)
			}
			buffer.reserveCapacity(Writer.bufferSize)
			buffer += header.utf8
		}

		func append(path: String, text: String) throws(OutputWriter.Failure) {
			buffer += "\(path)\n\(text.utf8.count)\n".utf8
			if buffer.count + text.utf8.count + 1 > Writer.bufferSize {
				try flush()
			}
			if text.utf8.count + 1 > Writer.bufferSize {
				try OutputWriter.writeAll(descriptor, text, to: temporary)
			}
			else {
				buffer += text.utf8
			}
			buffer.append(UInt8(ascii: "\n"))
		}

		private func flush() throws(OutputWriter.Failure) {
			defer { buffer.removeAll(keepingCapacity: true) }
			try buffer.withUnsafeBufferPointer { bytes throws(OutputWriter.Failure) in try OutputWriter.writeAll(descriptor, bytes, to: temporary) }
		}

		func finish() throws(OutputWriter.Failure) -> String {
			do {
				try flush()
			}
			catch {
				abandon()
				throw error
			}
			guard close(descriptor) == 0 else {
				unlink(temporary)
				throw OutputWriter.Failure(message: "cannot write \(temporary): \(String(cString: strerror(errno)))")
			}
			return temporary
		}

		func abandon() {
			close(descriptor)
			unlink(temporary)
		}
	}
}
