/// A place in a file: the line and column a value starts at, and its byte offset.
///
/// Lines and columns count from 1. Columns count UTF-8 bytes, as `swiftc` and `clang` do, so
/// an editor jumps to the same place a compiler diagnostic would. This is the position
/// `xcrun simctl push` cannot give when it rejects a payload file.
///
/// Every parsed value carries one, so it is kept in 12 bytes rather than 24: the readers refuse
/// files long before 4 GiB, and a larger number is stored as `UInt32.max`.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  private var storedLine: UInt32
  private var storedColumn: UInt32
  private var storedOffset: UInt32

  /// The line, counting from 1.
  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = UInt32(clamping: newValue) }
  }
  /// The column in UTF-8 bytes, counting from 1.
  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = UInt32(clamping: newValue) }
  }
  /// The byte offset from the start of the file, counting from 0.
  public var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = UInt32(clamping: newValue) }
  }

  /// Creates a location from its line, column and byte offset.
  public init(line: Int, column: Int, offset: Int) {
    storedLine = UInt32(clamping: line)
    storedColumn = UInt32(clamping: column)
    storedOffset = UInt32(clamping: offset)
  }

  /// A position from numbers already known to fit in 32 bits (the JSON reader refuses longer
  /// input), without the range checks of the public initializer.
  init(fitting line: Int, column: Int, offset: Int) {
    storedLine = UInt32(truncatingIfNeeded: line)
    storedColumn = UInt32(truncatingIfNeeded: column)
    storedOffset = UInt32(truncatingIfNeeded: offset)
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
