/// A place in a file: the line and column a value starts at, and its byte offset.
///
/// Lines and columns count from 1. Columns count UTF-8 bytes, as `swiftc` and `clang` do, so
/// an editor jumps to the same place a compiler diagnostic would. This is the position
/// `xcrun simctl push` cannot give when it rejects a payload file.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, counting from 1.
  public var line: Int
  /// The column in UTF-8 bytes, counting from 1.
  public var column: Int
  /// The byte offset from the start of the file, counting from 0.
  public var offset: Int

  /// Creates a location from its line, column and byte offset.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The start of a file.
  public static let start = SourcePosition(line: 1, column: 1, offset: 0)

  /// `LINE:COLUMN`, as compiler diagnostics print it.
  public var description: String { "\(line):\(column)" }

  /// Orders positions by byte offset: earlier in the file comes first.
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    lhs.offset < rhs.offset
  }
}
