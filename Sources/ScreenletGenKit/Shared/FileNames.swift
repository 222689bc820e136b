/// What a file system allows in one path component.
enum FileNames {
	/// Bytes in one file or folder name (APFS, HFS+, ext4).
	static let maximumLength = 255
}
