import Foundation

extension BaseArchive {

	/// Writes an entity's archive to a temporary file as its files are rendered, one at a
	/// time, through a buffer of at most `bufferSize` bytes (a larger file goes straight
	/// through); `finish` returns that file's name, to be renamed into place with the run's
	/// files.
	final class Writer {
		static let bufferSize = 256 * 1024
		private let descriptor: Int32
		private let name: TemporaryFile.Name
		let temporary: String
		private var buffer: [UInt8] = []

		init(entity: String, root: String) throws(OutputWriter.Failure) {
			do throws(TemporaryFile.Failure) {
				(descriptor, name, temporary) = try TemporaryFile.create(for: root + "/" + BaseArchive.path(for: entity))
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

		func finish() throws(OutputWriter.Failure) -> TemporaryFile.Name {
			do {
				try flush()
			}
			catch {
				abandon()
				throw error
			}
			guard close(descriptor) == 0 else {
				FolderCalls.unlink(temporary)
				throw OutputWriter.Failure(message: "cannot write \(temporary): \(String(cString: strerror(errno)))")
			}
			return name
		}

		func abandon() {
			close(descriptor)
			FolderCalls.unlink(temporary)
		}
	}
}
