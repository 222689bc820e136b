/// A position in a spec file: 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
	public var file: String
	public var line: Int
	public var column: Int

	public init(file: String, line: Int, column: Int) {
		self.file = file
		self.line = line
		self.column = column
	}

	public var description: String {
		return "\(file):\(line):\(column)"
	}
}
