#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import NotificationPayload

/// A file read forward through a window that holds only what is being read, so a scenario of
/// any size is read in the memory of its largest step.
final class ChunkedInput {
  /// Fills the buffer it is given from the start and returns how many bytes it wrote; 0 at the
  /// end, -1 with `failure` set on an error.
  private let source: (UnsafeMutableRawBufferPointer) -> Int
  private let closer: () -> Void
  /// The bytes read and not yet dropped; `start` is the current position in them.
  private(set) var buffer: [UInt8] = []
  private(set) var start = 0
  /// The file offset of `buffer[0]`.
  private var bufferOffset = 0
  /// Whether the source has no more bytes.
  private(set) var atEnd = false
  /// The system's text, when reading failed.
  private(set) var failure: String?
  /// How many bytes one read asks for.
  let chunkSize: Int

  init(chunkSize: Int, source: @escaping (UnsafeMutableRawBufferPointer) -> Int, close: @escaping () -> Void = {}) {
    self.chunkSize = max(chunkSize, 1)
    self.source = source
    self.closer = close
  }

  deinit { closer() }

  /// Reads the file at `path`; `nil` and the problem when it cannot be opened.
  static func openFile(_ path: String, chunkSize: Int = 1 << 20) -> Result<ChunkedInput, FileSystem.ReadError> {
    guard !path.utf8.contains(0) else { return .failure(.nulInPath) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(FileSystem.error(errno)) }
    var info = stat()
    if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      _ = close(descriptor)
      return .failure(.isDirectory)
    }
    let input = ChunkedInput(
      chunkSize: chunkSize,
      source: { buffer in
        while true {
          let count = read(descriptor, buffer.baseAddress, buffer.count)
          if count < 0 && errno == EINTR { continue }
          return count
        }
      },
      close: { _ = close(descriptor) })
    return .success(input)
  }

  /// Reads `bytes` as if they were a file, `chunkSize` bytes a read (small sizes test the
  /// window's edges).
  static func bytes(_ bytes: [UInt8], chunkSize: Int = 1 << 20) -> ChunkedInput {
    final class Cursor: @unchecked Sendable { var offset = 0 }
    let cursor = Cursor()
    return ChunkedInput(chunkSize: chunkSize) { buffer in
      let count = min(buffer.count, bytes.count - cursor.offset)
      if count > 0 {
        bytes.withUnsafeBytes { source in
          buffer.baseAddress!.copyMemory(from: source.baseAddress! + cursor.offset, byteCount: count)
        }
      }
      cursor.offset += count
      return count
    }
  }

  /// The file offset of the current position.
  var offset: Int { bufferOffset + start }

  /// How many bytes are buffered from the current position on.
  var available: Int { buffer.count - start }

  /// Reads until at least `count` bytes are buffered from the current position, or the file
  /// ends; returns how many are.
  @discardableResult
  func fill(_ count: Int) -> Int {
    while available < count && !atEnd { readChunk(atLeast: count - available) }
    return available
  }

  /// The byte at the current position, or `nil` at the end of the file.
  func peek() -> UInt8? {
    if start < buffer.count { return buffer[start] }
    return fill(1) > 0 ? buffer[start] : nil
  }

  /// Moves the position on by `count` buffered bytes.
  func advance(_ count: Int) { start += count }

  private func readChunk(atLeast wanted: Int) {
    // Drop what was read, once it is most of the buffer, so the window stays small.
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeSubrange(0..<start)
      bufferOffset += start
      start = 0
    }
    let old = buffer.count
    let size = max(chunkSize, wanted)
    // Grow by a zeroed array (a memset), not `repeatElement`, whose generic element-by-element
    // copy cost about 5 billion instructions a megabyte in a debug build.
    buffer.append(contentsOf: [UInt8](repeating: 0, count: size))
    let count = buffer.withUnsafeMutableBytes { raw in
      source(UnsafeMutableRawBufferPointer(rebasing: raw[old..<old + size]))
    }
    if count < 0 { failure = String(cString: strerror(errno)) }
    if count <= 0 { atEnd = true }
    buffer.removeSubrange((old + max(count, 0))...)
  }
}

/// Reads a scenario file's top-level object one member at a time and its `steps` array one
/// step at a time, with the positions, paths and messages of a read of the whole file
/// (``JSONParser``): each value is parsed by ``JSONParser/parseFragment(_:at:depth:path:options:)``
/// where it stands, and the separators between them are checked here as the parser checks them.
struct ScenarioFileScanner {
  /// What the next read found.
  enum Event {
    /// A top-level member. A `steps` array is given as an empty array at its position; its
    /// elements follow as ``step(_:_:)`` events.
    case member(JSONObject.Member)
    /// The element at this index of the `steps` array.
    case step(Int, JSONValue)
    /// The file's value is not an object: the whole value.
    case root(JSONValue)
    /// The end of the file.
    case end
    /// A syntax error (the last of ``diagnostics``), a value over the size limit, or a read error.
    case stop
  }

  private enum State: Equatable {
    case start
    case member
    case steps(next: Int)
    case afterRoot
    case done
  }

  let input: ChunkedInput
  /// The largest top-level value or step read whole.
  let valueLimit: Int
  /// What the parser reports: repeated keys, then the error that stopped the read.
  private(set) var diagnostics: [Diagnostic] = []
  /// The system's text when the file could not be read to its end.
  var readFailure: String? { input.failure }
  private var state = State.start
  private var line = 1
  /// The file offset where the current line starts.
  private var lineStart = 0
  private var firstKeys: [String: SourcePosition] = [:]
  private var stepsStreamed = false
  /// Where the `steps` key being streamed is. Whether it repeats a key is checked once its array
  /// is closed, as a read of the whole file checks a key after its value: a file that stops
  /// inside the array reports no repeat in either read.
  private var streamedStepsKey = SourcePosition.start
  /// The location of the top-level object.
  private(set) var rootLocation = SourcePosition.start

  init(_ input: ChunkedInput, valueLimit: Int) {
    self.input = input
    self.valueLimit = valueLimit
  }

  private var position: SourcePosition {
    SourcePosition(line: line, column: input.offset - lineStart + 1, offset: input.offset)
  }

  private mutating func skipWhitespace() {
    while let byte = input.peek() {
      switch byte {
      case 0x20, 0x09, 0x0D: input.advance(1)
      case 0x0A:
        input.advance(1)
        line += 1
        lineStart = input.offset
      default: return
      }
    }
  }

  private func describeNext() -> String {
    let count = input.fill(4)
    return input.buffer.withUnsafeBufferPointer { buffer in
      JSONParser.describeByte(UnsafeBufferPointer(rebasing: buffer[input.start..<input.start + count]), at: 0)
    }
  }

  private mutating func stop(
    _ code: DiagnosticCode, _ message: String, hint: String, path: [JSONPath.Component], at location: SourcePosition? = nil
  ) -> Event {
    diagnostics.append(Diagnostic(.error, code, message, hint: hint, path: JSONPath(path), at: location ?? position))
    state = .done
    return .stop
  }

  /// Reads the value at the current position, widening the window until the value is whole.
  private mutating func value(depth: Int, path: [JSONPath.Component]) -> JSONValue? {
    var window = min(64 << 10, valueLimit)
    while true {
      let available = input.fill(window)
      let at = position
      let fragment = input.buffer.withUnsafeBufferPointer { buffer in
        JSONParser.parseFragment(
          UnsafeBufferPointer(rebasing: buffer[input.start..<input.start + available]), at: at, depth: depth, path: path)
      }
      // The window may have cut the value short: a number at its very end, or an error near
      // it (the parser looks at most a dozen bytes ahead). Read more and parse again.
      let maybeCut = fragment.value == nil ? fragment.end + 16 >= available : fragment.end >= available
      if maybeCut && !input.atEnd {
        if available >= valueLimit {
          diagnostics.append(
            Diagnostic(
              .error, .fileTooLarge,
              "this value is larger than \(valueLimit) bytes; a streamed scenario reads each top-level value and each step whole, up to \(valueLimit) bytes",
              hint: "Split the step into smaller ones, or move a large payload into its own file.", path: JSONPath(path), at: at))
          state = .done
          return nil
        }
        window = min(max(window * 2, available + 1), valueLimit)
        continue
      }
      diagnostics += fragment.diagnostics
      guard let value = fragment.value else {
        state = .done
        return nil
      }
      input.advance(fragment.end)
      line = fragment.line
      lineStart = at.offset + fragment.lineStart
      return value
    }
  }

  /// Reads on to the next member, step or the end.
  mutating func next() -> Event {
    if let failure = input.failure, state != .done {
      diagnostics.append(
        Diagnostic(.error, "file-unreadable", "cannot read the file: \(failure)", hint: "Check the file's permissions.", at: position))
      state = .done
      return .stop
    }
    switch state {
    case .done:
      return diagnostics.contains { $0.severity == .error } ? .stop : .end
    case .start:
      return readStart()
    case .member:
      return readMember()
    case .steps(let index):
      return readStep(index)
    case .afterRoot:
      skipWhitespace()
      if input.peek() != nil {
        return stop(
          .jsonSyntax, "unexpected \(describeNext()) after the end of the JSON value",
          hint: "A JSON file holds exactly one value; remove what follows it, or wrap several values in an array.", path: [])
      }
      state = .done
      return next()
    }
  }

  private mutating func readStart() -> Event {
    input.fill(4)
    let head = Array(input.buffer[input.start..<input.start + min(4, input.available)])
    if let encoding = JSONParser.encodingWithoutMark(head) {
      return stop(
        .invalidUTF8, "the file looks like \(encoding) without a byte order mark (its first characters are ASCII with NUL bytes between), not UTF-8",
        hint: "Save the file as UTF-8; APNs and simctl read UTF-8 JSON only.", path: [])
    }
    if head.count >= 2 && ((head[0] == 0xFE && head[1] == 0xFF) || (head[0] == 0xFF && head[1] == 0xFE)) {
      return stop(
        .invalidUTF8, "the file is UTF-16 (it starts with a UTF-16 byte order mark), not UTF-8",
        hint: "Save the file as UTF-8; APNs and simctl read UTF-8 JSON only.", path: [])
    }
    if head.count >= 3 && head[0] == 0xEF && head[1] == 0xBB && head[2] == 0xBF {
      input.advance(3)
      lineStart = 3
    }
    skipWhitespace()
    guard let first = input.peek() else {
      return stop(
        .emptyFile, "the file is empty; a JSON value was expected",
        hint: ScenarioLoader.emptyScenarioHint, path: [])
    }
    guard first == UInt8(ascii: "{") else {
      guard let root = value(depth: 0, path: []) else { return .stop }
      state = .afterRoot
      if case .stop = next() { return .stop }
      return .root(root)
    }
    rootLocation = position
    input.advance(1)
    skipWhitespace()
    if input.peek() == UInt8(ascii: "}") {
      input.advance(1)
      state = .afterRoot
      return next()
    }
    state = .member
    return next()
  }

  private mutating func readMember() -> Event {
    skipWhitespace()
    guard let byte = input.peek() else {
      return stop(.jsonSyntax, "the object is not closed: expected a key or '}', found end of file", hint: "Add the missing '}'.", path: [])
    }
    guard byte == UInt8(ascii: "\"") else {
      if byte == UInt8(ascii: "'") {
        return stop(
          .jsonSyntax, "object keys must be in double quotes, found a single quote", hint: "Replace the single quotes with double quotes.",
          path: [])
      }
      if byte == UInt8(ascii: "/") {
        return stop(.jsonSyntax, "comments are not allowed in JSON", hint: "Remove the comment, or move the note into a custom key.", path: [])
      }
      return stop(
        .jsonSyntax, "expected a key in double quotes, found \(describeNext())", hint: "Object keys are strings: write \"key\": value.",
        path: [])
    }
    let keyLocation = position
    guard let key = value(depth: 1, path: [])?.string else { return .stop }
    skipWhitespace()
    guard input.peek() == UInt8(ascii: ":") else {
      return stop(
        .jsonSyntax, "expected ':' after the key \(JSONWriter.quoted(key)), found \(describeNext())", hint: "Write \"key\": value.",
        path: [])
    }
    input.advance(1)
    skipWhitespace()
    if key == "steps" && !stepsStreamed && input.peek() == UInt8(ascii: "[") {
      stepsStreamed = true
      let member = JSONObject.Member(key: key, keyLocation: keyLocation, value: JSONValue(.array([]), at: position))
      input.advance(1)
      skipWhitespace()
      if input.peek() == UInt8(ascii: "]") {
        input.advance(1)
        checkRepeat(key, at: keyLocation)
        if case .stop = afterMember(key) { return .stop }
      } else {
        streamedStepsKey = keyLocation
        state = .steps(next: 0)
      }
      return .member(member)
    }
    guard let value = value(depth: 1, path: [.key(key)]) else { return .stop }
    checkRepeat(key, at: keyLocation)
    if case .stop = afterMember(key) { return .stop }
    return .member(JSONObject.Member(key: key, keyLocation: keyLocation, value: value))
  }

  private mutating func checkRepeat(_ key: String, at keyLocation: SourcePosition) {
    if let first = firstKeys[key] {
      diagnostics.append(
        Diagnostic(
          .error, .jsonDuplicateKey, "the key \(JSONWriter.quoted(key)) appears twice in this object (first at \(first))",
          hint: "Remove one of them; JSON readers disagree on which one wins.", path: [.key(key)], at: keyLocation))
    } else {
      firstKeys[key] = keyLocation
    }
  }

  /// The separator after a top-level member: `,` or `}`.
  private mutating func afterMember(_ key: String) -> Event? {
    skipWhitespace()
    guard let byte = input.peek() else {
      return stop(.jsonSyntax, "the object is not closed: expected ',' or '}', found end of file", hint: "Add the missing '}'.", path: [])
    }
    switch byte {
    case UInt8(ascii: ","):
      let comma = position
      input.advance(1)
      skipWhitespace()
      if input.peek() == UInt8(ascii: "}") {
        return stop(
          .jsonTrailingComma, "trailing comma after the last member of an object", hint: "Remove this comma; JSON allows no comma before '}'.",
          path: [], at: comma)
      }
      state = .member
    case UInt8(ascii: "}"):
      input.advance(1)
      state = .afterRoot
    default:
      return stop(
        .jsonSyntax, "expected ',' or '}' after the value of \(JSONWriter.quoted(key)), found \(describeNext())",
        hint: "Separate members with a comma, or close the object with '}'.", path: [])
    }
    return nil
  }

  private mutating func readStep(_ index: Int) -> Event {
    skipWhitespace()
    guard let element = value(depth: 2, path: [.key("steps"), .index(index)]) else { return .stop }
    skipWhitespace()
    guard let byte = input.peek() else {
      return stop(
        .jsonSyntax, "the array is not closed: expected ',' or ']', found end of file", hint: "Add the missing ']'.", path: [.key("steps")])
    }
    switch byte {
    case UInt8(ascii: ","):
      let comma = position
      input.advance(1)
      skipWhitespace()
      if input.peek() == UInt8(ascii: "]") {
        return stop(
          .jsonTrailingComma, "trailing comma after the last element of an array", hint: "Remove this comma; JSON allows no comma before ']'.",
          path: [.key("steps")], at: comma)
      }
      state = .steps(next: index + 1)
    case UInt8(ascii: "]"):
      input.advance(1)
      checkRepeat("steps", at: streamedStepsKey)
      if case .stop = afterMember("steps") { return .stop }
    default:
      return stop(
        .jsonSyntax, "expected ',' or ']' after an array element, found \(describeNext())",
        hint: "Separate elements with a comma, or close the array with ']'.", path: [.key("steps")])
    }
    return .step(index, element)
  }
}

extension FileSystem {
  /// The size of the file at `path`, or why it cannot be read.
  package static func size(of path: String) -> Result<Int, ReadError> {
    guard !path.utf8.contains(0) else { return .failure(.nulInPath) }
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(error(errno)) }
    switch EntryKind(mode: info.st_mode) {
    case .directory: return .failure(.isDirectory)
    case .regular: return .success(Int(info.st_size))
    case let other: return .failure(.notRegularFile(other.name))
    }
  }
}
