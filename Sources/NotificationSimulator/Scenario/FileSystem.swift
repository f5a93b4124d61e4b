#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading files and folders without Foundation: the size is checked before a file is read,
/// and folder listings are sorted, so every run sees the same order.
package enum FileSystem {
  /// What went wrong reading a path.
  package enum ReadError: Error, Equatable {
    /// Nothing exists at the path.
    case notFound
    /// The path is a folder.
    case isDirectory
    /// The file is larger than the limit; its size in bytes.
    case tooLarge(size: Int)
    /// Permission denied, or another error; the system's text.
    case unreadable(String)
  }

  /// Reads a whole file, refusing it before reading when it is larger than `limit` bytes.
  package static func readFile(_ path: String, limit: Int) -> Result<[UInt8], ReadError> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(error(errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(error(errno)) }
    if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.isDirectory) }
    let size = Int(info.st_size)
    if size > limit { return .failure(.tooLarge(size: size)) }
    // Read up to one byte past the limit, in case the file grows or is not a regular file.
    var bytes = [UInt8](repeating: 0, count: max(size, 0) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        if count > limit { return .failure(.tooLarge(size: count)) }
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - count)))
      }
      let didRead = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if didRead < 0 {
        if errno == EINTR { continue }
        return .failure(error(errno))
      }
      if didRead == 0 { break }
      count += didRead
    }
    if count > limit { return .failure(.tooLarge(size: count)) }
    bytes.removeSubrange(count...)
    return .success(bytes)
  }

  /// What a path is, if anything.
  package enum PathKind: Equatable {
    case file
    case directory
    case missing
  }

  /// Whether a path is a file, a folder or missing (following links).
  package static func kind(of path: String) -> PathKind {
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
  }

  /// The names in a folder, sorted by their UTF-8 bytes so every run lists them alike;
  /// `.` and `..` left out.
  package static func directoryEntries(_ path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  static func error(_ code: Int32) -> ReadError {
    switch code {
    case ENOENT, ENOTDIR: return .notFound
    case EISDIR: return .isDirectory
    default: return .unreadable(String(cString: strerror(code)))
    }
  }

  /// Replaces the file at `path` with `bytes`; `false` when it cannot be written.
  package static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// What to say about a file that could not be read: one message per failure, shared by every
  /// command that reads files. `kind` names what the file should be ("payload file"); `glob` is
  /// the pattern a folder's files would match; `limitNote` and `tooLargeHint` explain the size limit.
  package static func problem(
    _ failure: ReadError, path: String, kind: String, glob: String, limitNote: String, tooLargeHint: String
  ) -> Diagnostic {
    switch failure {
    case .notFound:
      return Diagnostic(.error, "file-not-found", "no such file", hint: "Check the path; it is read relative to the current folder.")
    case .isDirectory:
      return Diagnostic(
        .error, "file-is-directory", "this is a folder, not a \(kind)", hint: "Name the files inside it, for example '\(path)/\(glob)'.")
    case .tooLarge(let size):
      return Diagnostic(.error, .fileTooLarge, "the file is \(size) bytes; \(limitNote)", hint: tooLargeHint)
    case .unreadable(let reason):
      return Diagnostic(.error, "file-unreadable", "cannot read the file: \(reason)", hint: "Check the file's permissions.")
    }
  }

  /// The folder part of a path (`.` when there is none).
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// `relative` read from `directory`, unless it is absolute.
  package static func join(_ directory: String, _ relative: String) -> String {
    if relative.hasPrefix("/") || directory == "." { return relative }
    return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}
