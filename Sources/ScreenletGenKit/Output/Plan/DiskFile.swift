import Foundation

/// What a generated path holds on disk, read in as few system calls as a file allows (open,
/// fstat, one read, close). Its folders are checked beforehand (`FolderCheck`); the file
/// itself is opened without following a link, and without blocking on a FIFO.
enum DiskFile {

	enum Contents {
		case missing
		case file([UInt8])
	}

	static func read(_ path: String) throws(OutputFolder.Failure) -> Contents {
		let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
		guard descriptor >= 0 else {
			switch errno {
			case ENOENT:
				return .missing
			case ELOOP:
				throw OutputFolder.Failure(message: "\(path) is a symbolic link; screenletgen writes and removes only through real folders below the output folder. Replace the link with a folder, or give its target as -o")
			default:
				throw OutputFolder.Failure(message: "cannot read \(path): \(String(cString: strerror(errno)))")
			}
		}
		defer { close(descriptor) }
		var status = stat()
		guard fstat(descriptor, &status) == 0 else {
			throw OutputFolder.Failure(message: "cannot examine \(path): \(String(cString: strerror(errno)))")
		}
		guard (status.st_mode & S_IFMT) == S_IFREG else {
			throw OutputFolder.Failure(message: "\(path) exists and is not a regular file; move it away")
		}
		do {
			return .file(try FileBytes.read(descriptor, expectedSize: Int(status.st_size)))
		}
		catch {
			throw OutputFolder.Failure(message: "cannot read \(path): \(error.reason)")
		}
	}
}
