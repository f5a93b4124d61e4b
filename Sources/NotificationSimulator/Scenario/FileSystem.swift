internal import CInterruptedWrites
import NotificationPayload

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
    /// Not a regular file: a FIFO, a socket or a device, named as ``EntryKind/name`` names it.
    case notRegularFile(String)
    /// Something that is not a regular file (a pipe, a device) gave more than the limit.
    case unending
    /// The path has a NUL character, which no file name can hold: the system would read the
    /// path only up to it, another file.
    case nulInPath
  }

  /// What a path is, found without opening it (following links).
  package enum EntryKind: Equatable, Sendable {
    case regular
    case directory
    case fifo
    case socket
    case characterDevice
    case blockDevice
    /// Nothing is there, or a link points nowhere.
    case missing

    /// The kind in words, for messages: "a FIFO", "a socket".
    package var name: String {
      switch self {
      case .regular: "a file"
      case .directory: "a folder"
      case .fifo: "a FIFO (named pipe)"
      case .socket: "a socket"
      case .characterDevice: "a character device"
      case .blockDevice: "a block device"
      case .missing: "nothing"
      }
    }

    init(mode: mode_t) {
      switch mode & S_IFMT {
      case S_IFDIR: self = .directory
      case S_IFIFO: self = .fifo
      case S_IFSOCK: self = .socket
      case S_IFCHR: self = .characterDevice
      case S_IFBLK: self = .blockDevice
      default: self = .regular
      }
    }
  }

  /// What is at `path`, following links; `.missing` for a path with a NUL.
  package static func entryKind(of path: String) -> EntryKind {
    guard !path.utf8Contains(where: { $0 == 0 }) else { return .missing }
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    return EntryKind(mode: info.st_mode)
  }

  /// Reads a whole file, refusing it before reading when it is larger than `limit` bytes.
  ///
  /// Only a regular file is read, unless `anyKind` is set, as it is for a path named on the
  /// command line: then a pipe or a device (`/dev/stdin`) is read once, to its end or to the
  /// limit. A FIFO is opened without waiting for a writer, so a FIFO found where a file was
  /// expected never blocks.
  package static func readFile(_ path: String, limit: Int, anyKind: Bool = false) -> Result<[UInt8], ReadError> {
    guard !path.utf8Contains(where: { $0 == 0 }) else { return .failure(.nulInPath) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      // A socket cannot be opened at all.
      if code == ENXIO, case let kind = entryKind(of: path), kind == .socket { return .failure(.notRegularFile(kind.name)) }
      return .failure(error(code))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(error(errno)) }
    let kind = EntryKind(mode: info.st_mode)
    if kind == .directory { return .failure(.isDirectory) }
    let regular = kind == .regular
    if !regular {
      guard anyKind else { return .failure(.notRegularFile(kind.name)) }
      // Reads from here on wait for data, as a pipe's reader expects.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    let size = regular ? Int(info.st_size) : 0
    if size > limit { return .failure(.tooLarge(size: size)) }
    // Read up to one byte past the limit, in case the file grows or is not a regular file.
    var bytes = [UInt8](repeating: 0, count: max(size, 0) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        if count > limit { return .failure(regular ? .tooLarge(size: count) : .unending) }
        bytes.append(contentsOf: [UInt8](repeating: 0, count: min(max(bytes.count, 1 << 16), limit + 1 - count)))
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
    if count > limit { return .failure(regular ? .tooLarge(size: count) : .unending) }
    bytes.removeSubrange(count...)
    return .success(bytes)
  }

  /// What a path is, if anything.
  package enum PathKind: Equatable {
    case file
    case directory
    case missing
  }

  /// Whether a path is a file, a folder or missing (following links). Anything that is not a
  /// folder is a file here; ``entryKind(of:)`` tells them apart.
  package static func kind(of path: String) -> PathKind {
    switch entryKind(of: path) {
    case .missing: .missing
    case .directory: .directory
    default: .file
    }
  }

  /// The names in a folder, sorted by their UTF-8 bytes so every run lists them alike;
  /// `.` and `..` left out. A name that is not UTF-8 is listed with U+FFFD for its bad bytes;
  /// ``walk(_:followLinks:wants:)`` reports such names instead.
  package static func directoryEntries(_ path: String) -> [String]? {
    rawEntries(path)?.map { String(decoding: $0, as: UTF8.self) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The names in a folder as bytes, `.` and `..` left out, in the system's order.
  static func rawEntries(_ path: String) -> [[UInt8]]? {
    typedEntries(path)?.map(\.name)
  }

  /// The names in a folder as bytes, each with whether the folder listing says it is a regular
  /// file (not a link, not unknown), `.` and `..` left out, in the system's order.
  static func typedEntries(_ path: String) -> [(name: [UInt8], isRegular: Bool)]? {
    guard !path.utf8Contains(where: { $0 == 0 }), let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [(name: [UInt8], isRegular: Bool)] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      #if canImport(Glibc) || canImport(Musl)
        let isRegular = entry.pointee.d_type == UInt8(DT_REG)
      #else
        let isRegular = false
      #endif
      if name != [0x2E] && name != [0x2E, 0x2E] { names.append((name, isRegular)) }
    }
    return names
  }

  /// What a folder walk found besides the files it was looking for.
  package struct Walk: Sendable {
    /// The files wanted, depth first, names in byte order.
    package var files: [String] = []
    /// Paths passed over, each with why: a FIFO, socket or device with a wanted name, a link
    /// that points nowhere, a link to a folder already searched.
    package var skipped: [(path: String, reason: String)] = []
    /// Names that are not UTF-8 (the bytes that are not shown as `\xHH`), which cannot be
    /// named in a report and are not read.
    package var unnamable: [String] = []
  }

  /// The files below `root` whose names `wants` accepts, depth first with names in byte order;
  /// dot-files and dot-folders left out. Only regular files are listed; a FIFO, a socket or a
  /// device with a wanted name is skipped with a note, never opened.
  ///
  /// The walk stays inside `root`, as `find`, `git` and ripgrep do: a link whose target is
  /// outside it is not followed but skipped with a note naming the target (a file link only
  /// when its name is wanted), unless `followLinks` is set. A link to a folder or a file inside
  /// `root` is followed; each real folder (its device and inode) is searched once, so a link to
  /// `.` or a loop of links ends, and each real file is listed once, under the first path found.
  package static func walk(_ root: String, followLinks: Bool = false, wants: (String) -> Bool) -> Walk {
    var walk = Walk()
    var visited: Set<FolderIdentity> = []
    // The root as the system resolves it, for telling inside from outside; nil when it cannot.
    let realRoot = realPath(root)
    // Files reached through a link: their identities and where they are in `walk.files`.
    var linkedFiles: [(index: Int, id: FolderIdentity)] = []
    func identity(_ path: String) -> FolderIdentity? {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      return FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
    /// Whether the link at `path` may be followed: a note and `false` when it leads outside.
    func mayFollow(_ path: String, note: Bool) -> Bool {
      guard !followLinks else { return true }
      let target = realPath(path)
      if let target, let realRoot, target == realRoot || target.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") { return true }
      if note {
        let shown = target ?? linkText(path) ?? "?"
        walk.skipped.append((path, "a link to \(shown), outside \(root); links are followed only inside the named folder (--follow-links follows them)"))
      }
      return false
    }
    func visit(_ folder: String, isLink: Bool) {
      guard let id = identity(folder), visited.insert(id).inserted else {
        walk.skipped.append((folder, isLink ? "a link to a folder already searched" : "a folder already searched through a link"))
        return
      }
      var names: [(String, [UInt8], Bool)] = []
      let entries = typedEntries(folder) ?? []
      names.reserveCapacity(entries.count)
      for (raw, isRegular) in entries where raw.first != 0x2E {
        // ASCII is UTF-8 as it is, and the most common name.
        let ascii = raw.allSatisfy { $0 < 0x80 }
        guard let name = ascii ? String(decoding: raw, as: UTF8.self) : utf8(raw) else {
          walk.unnamable.append(join(folder, displayName(raw)))
          continue
        }
        names.append((name, raw, isRegular))
      }
      // In byte order. The names are sorted by their first 16 bytes, which tell most apart
      // at once, as two numbers; only names that share them are compared in full. Sorting the
      // names themselves by `precedes` cost 1,400 instructions a name in a folder of 1,000 (and
      // more in a larger one); sorting the numbers, a fraction of that.
      let keys = names.indices.map { SortKey(names[$0].1, place: $0) }
      let order = keys.sorted { $0.precedes($1, names[$0.place].1, names[$1.place].1) }
      // What `join(folder, name)` puts before a name (a name has no "/").
      let prefix = folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
      for key in order {
        let (name, _, isRegular) = names[key.place]
        let child = prefix + name
        // A regular file (not a link) as the listing says needs no stat of its own.
        if isRegular {
          if wants(name) { walk.files.append(child) }
          continue
        }
        let link = FileSystem.isLink(child)
        switch entryKind(of: child) {
        case .directory:
          if !link || mayFollow(child, note: true) { visit(child, isLink: link) }
        case .regular:
          guard wants(name), !link || mayFollow(child, note: true) else { continue }
          if link, let id = identity(child) { linkedFiles.append((walk.files.count, id)) }
          walk.files.append(child)
        case .missing: if wants(name) { walk.skipped.append((child, "a link that points nowhere")) }
        case let other:
          guard wants(name), !link || mayFollow(child, note: true) else { continue }
          walk.skipped.append((child, "not a regular file but \(other.name)"))
        }
      }
    }
    visit(root, isLink: false)
    if !linkedFiles.isEmpty {
      // Each real file once: a file reached through a link is left out when it is listed
      // under another path too (the file itself, or an earlier link to it).
      let linkIndices = Set(linkedFiles.map(\.index))
      var seen: Set<FolderIdentity> = []
      for (index, file) in walk.files.enumerated() where !linkIndices.contains(index) {
        if let id = identity(file) { seen.insert(id) }
      }
      var dropped: Set<Int> = []
      for (index, id) in linkedFiles where !seen.insert(id).inserted {
        dropped.insert(index)
        walk.skipped.append((walk.files[index], "a link to \(realPath(walk.files[index]) ?? "?"), a file already listed"))
      }
      walk.files = walk.files.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }
    return walk
  }

  /// Whether `path` is a symbolic link (not following it).
  static func isLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// The absolute path with every link resolved (`realpath`), or `nil` when it cannot be.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// What a link holds (`readlink`), or `nil`.
  static func linkText(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(path, &buffer, buffer.count)
    guard count >= 0 else { return nil }
    return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// A folder as ``walk(_:followLinks:wants:)`` tells folders apart: its device and inode.
  struct FolderIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// The first 16 bytes of a name as two big-endian numbers (zeros past its end), which order
  /// names as their bytes do up to there: a name that is a prefix of another has zeros where
  /// the other has bytes, and a name has no zero byte. `place` is its place in the listing.
  struct SortKey {
    var high: UInt64 = 0
    var low: UInt64 = 0
    var place: Int

    init(_ name: [UInt8], place: Int) {
      self.place = place
      for index in 0..<min(name.count, 16) {
        let byte = UInt64(name[index])
        if index < 8 { high |= byte << UInt64(56 - 8 * index) } else { low |= byte << UInt64(120 - 8 * index) }
      }
    }

    /// Whether the name `name`, whose key this is, comes before `otherName`, whose key is
    /// `other`, in byte order: by the keys, and in full only when they are the same.
    func precedes(_ other: SortKey, _ name: [UInt8], _ otherName: [UInt8]) -> Bool {
      if high != other.high { return high < other.high }
      if low != other.low { return low < other.low }
      return FileSystem.precedes(name, otherName)
    }
  }

  /// Whether `a` comes before `b` in byte order (`lexicographicallyPrecedes`), compared with `memcmp`.
  static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    let common = min(a.count, b.count)
    let order = a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common) }
    }
    return order != 0 ? order < 0 : a.count < b.count
  }

  /// The bytes as a string, or `nil` when they are not UTF-8.
  static func utf8(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)
  }

  /// Whether anything (a link included) is at the path given as bytes.
  package static func exists(_ path: [UInt8]) -> Bool {
    guard !path.contains(0) else { return false }
    var info = stat()
    return (path + [0]).withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
    }
  }

  /// A name that is not UTF-8, with its ASCII as it is and every other byte as `\xHH`.
  package static func displayName(_ bytes: [UInt8]) -> String {
    var out = ""
    for byte in bytes {
      if byte >= 0x20 && byte < 0x7F {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      }
    }
    return out
  }

  static func error(_ code: Int32) -> ReadError {
    switch code {
    case ENOENT, ENOTDIR: return .notFound
    case EISDIR: return .isDirectory
    default: return .unreadable(String(cString: strerror(code)))
    }
  }

  /// Why a file was not written.
  package enum WriteError: Error, Equatable {
    /// ``createFile(_:_:)`` found a file at the path.
    case exists
    /// The system's text for what failed.
    case failed(String)
  }

  /// Replaces the file at `path` with `bytes`; `false` when it cannot be written. See
  /// ``replaceFile(_:_:)``.
  package static func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    if case .success = replaceFile(path, bytes) { return true }
    return false
  }

  /// Replaces the file at `path` (or creates it) with `bytes`, atomically: the bytes go to a
  /// new file in the same folder, which is flushed and then renamed over the target. A reader
  /// sees the old file or the new one, never a part; of several writers, one wins whole; a
  /// failed write (a full disk) leaves the old file as it was. A link is replaced at its
  /// target; the file keeps its permissions. The temporary file is removed when the process is
  /// interrupted (``installInterruptHandler()``), and is locked while it is written, so
  /// ``removeStaleTemporaries(in:)`` tells it from one an interrupted run left.
  package static func replaceFile(_ path: String, _ bytes: [UInt8]) -> Result<Void, WriteError> {
    guard !path.utf8Contains(where: { $0 == 0 }) else { return .failure(.failed("the path has a NUL character")) }
    let target = resolvedLink(path)
    var info = stat()
    let mode: mode_t? = stat(target, &info) == 0 ? info.st_mode & 0o7777 : nil
    switch writeTemporary(beside: target, bytes, mode: mode) {
    case .failure(let error): return .failure(error)
    case .success(let temporary):
      // The lock is held until the file has its name, so no other run takes it for a stale one.
      defer { temporary.finish() }
      guard rename(temporary.path, target) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(temporary.path)
        return .failure(.failed(reason))
      }
      notifsim_write_step()
      return .success(())
    }
  }

  /// Creates the file at `path` with `bytes` unless something is there already (``WriteError/exists``),
  /// atomically: the bytes are written to a new file in the same folder, which is then linked to
  /// `path`, an exclusive create like `O_EXCL`, so of two writers one gets `exists` and a reader
  /// never sees a part. Where the file system has no hard links, the file is created with
  /// `O_CREAT | O_EXCL` and written in place.
  package static func createFile(_ path: String, _ bytes: [UInt8]) -> Result<Void, WriteError> {
    guard !path.utf8Contains(where: { $0 == 0 }) else { return .failure(.failed("the path has a NUL character")) }
    switch writeTemporary(beside: path, bytes, mode: nil) {
    case .failure(let error): return .failure(error)
    case .success(let temporary):
      defer {
        unlink(temporary.path)
        temporary.finish()
      }
      if link(temporary.path, path) == 0 {
        notifsim_write_step()
        return .success(())
      }
      let code = errno
      if code == EEXIST { return .failure(.exists) }
      guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EXDEV else {
        return .failure(.failed(String(cString: strerror(code))))
      }
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      guard descriptor >= 0 else {
        return .failure(errno == EEXIST ? .exists : .failed(String(cString: strerror(errno))))
      }
      // Written in place: the file is this run's until it is whole, removed if interrupted.
      let slot = notifsim_temporary_register(path, displayPath(path))
      defer {
        close(descriptor)
        notifsim_temporary_unregister(slot)
      }
      if let reason = writeAll(descriptor, bytes) {
        unlink(path)
        return .failure(.failed(reason))
      }
      return .success(())
    }
  }

  /// The path a link at `path` points to, followed to its end; `path` itself otherwise.
  static func resolvedLink(_ path: String) -> String {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// A temporary file written whole and flushed, not yet given its name: open and locked
  /// (`flock`) until ``finish()``, and in the table the interrupt handler empties.
  struct Temporary {
    var path: String
    var descriptor: Int32
    var slot: Int32

    /// Unlocks and closes the file, and takes it out of the handler's table. Call after it is
    /// renamed or removed.
    func finish() {
      close(descriptor)
      notifsim_temporary_unregister(slot)
      notifsim_write_step()
    }
  }

  /// The name of a temporary file for `base` (the target's file name): `.NAME.notifsim-RANDOM`,
  /// RANDOM in lowercase base 36.
  static func temporaryName(for base: String, suffix: UInt64) -> String {
    ".\(base).notifsim-\(String(suffix, radix: 36))"
  }

  /// Writes `bytes` to a new file beside `path` (`.NAME.notifsim-RANDOM` in its folder),
  /// flushed to disk, with `mode` or the default permissions. The file is put in the interrupt
  /// handler's table before it is created and locked as soon as it is; it stays open and locked.
  static func writeTemporary(beside path: String, _ bytes: [UInt8], mode: mode_t?) -> Result<Temporary, WriteError> {
    let folder = directory(of: path)
    let base = path.split(separator: "/").last.map(String.init) ?? path
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100 {
      let temporary = join(folder, temporaryName(for: base, suffix: generator.next()))
      notifsim_write_step()
      let slot = notifsim_temporary_register(temporary, displayPath(temporary))
      notifsim_write_step()
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor < 0 {
        let code = errno
        notifsim_temporary_unregister(slot)
        if code == EEXIST { continue }
        return .failure(.failed(String(cString: strerror(code))))
      }
      notifsim_temporary_created(slot)
      notifsim_write_step()
      // Locked while it is written; a run that cleans up stale files may have taken the lock
      // and removed the name between the `open` and the lock, so the name is checked again.
      _ = flock(descriptor, LOCK_EX)
      var info = stat()
      if fstat(descriptor, &info) == 0, info.st_nlink == 0 {
        close(descriptor)
        notifsim_temporary_unregister(slot)
        continue
      }
      var reason = writeAll(descriptor, bytes, steps: true)
      if reason == nil, let mode, fchmod(descriptor, mode) != 0 { reason = String(cString: strerror(errno)) }
      if reason == nil, fsync(descriptor) != 0 { reason = String(cString: strerror(errno)) }
      notifsim_write_step()
      if let reason {
        unlink(temporary)
        Temporary(path: temporary, descriptor: descriptor, slot: slot).finish()
        return .failure(.failed(reason))
      }
      return .success(Temporary(path: temporary, descriptor: descriptor, slot: slot))
    }
    return .failure(.failed("no free temporary name in \(folder)"))
  }

  /// Installs the handler that removes unfinished temporary files (of ``replaceFile(_:_:)``,
  /// ``createFile(_:_:)`` and ``registerTemporary(_:)``) on SIGINT, SIGTERM and SIGHUP, says
  /// which on standard error, and ends the process by the same signal, so its status is
  /// 128 + the signal's number. A signal the process was started ignoring stays ignored. For a
  /// command-line tool's `main`; a library leaves the process's signals alone.
  package static func installInterruptHandler() {
    _ = notifsim_interrupts_install()
  }

  /// Puts a temporary file the caller is about to create in the interrupt handler's table;
  /// the token for ``unregisterTemporary(_:)`` once the file is removed.
  package static func registerTemporary(_ path: String) -> Int32 {
    notifsim_temporary_register(path, displayPath(path))
  }

  /// Called once the registered file exists (see `notifsim_temporary_created`).
  package static func temporaryCreated(_ token: Int32) {
    notifsim_temporary_created(token)
  }

  /// A point in a write where a test may interrupt it (see `notifsim_write_step`).
  package static func writeStep() {
    notifsim_write_step()
  }

  /// Takes a file out of the interrupt handler's table.
  package static func unregisterTemporary(_ token: Int32) {
    notifsim_temporary_unregister(token)
  }

  /// A path as the interrupt handler's message names it: every control character as `\u{HEX}`,
  /// as the CLI's messages show one.
  static func displayPath(_ path: String) -> String {
    var out = ""
    for scalar in path.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `name` is a temporary file name of ``writeTemporary(beside:_:mode:)``'s making:
  /// `.`, a name, `.notifsim-`, then 1 to 13 lowercase base-36 digits.
  static func isTemporaryName(_ name: [UInt8]) -> Bool {
    let marker = Array(".notifsim-".utf8)
    guard name.count > 1 + marker.count, name[0] == UInt8(ascii: "."),
      let start = lastRange(of: marker, in: name), start > 1
    else { return false }
    let suffix = name[(start + marker.count)...]
    return (1...13).contains(suffix.count)
      && suffix.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
  }

  /// Where `needle` last starts in `bytes`.
  private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    for start in stride(from: bytes.count - needle.count, through: 0, by: -1) where bytes[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }

  /// Removes the temporary files an interrupted write left in the folder a write to `file` goes
  /// to (a process killed with
  /// SIGKILL, or a version before the interrupt handler): files named as
  /// ``writeTemporary(beside:_:mode:)`` names them (for any file) that no running write holds locked. Returns
  /// their paths, in byte order, for a note each.
  package static func removeStaleTemporaries(beside file: String) -> [String] {
    removeStaleTemporaries(in: directory(of: resolvedLink(file)))
  }

  /// ``removeStaleTemporaries(beside:)`` for a folder.
  package static func removeStaleTemporaries(in folder: String) -> [String] {
    guard let entries = typedEntries(folder) else { return [] }
    var removed: [[UInt8]] = []
    for (name, _) in entries where isTemporaryName(name) {
      let path = join(folder, String(decoding: name, as: UTF8.self))
      guard utf8(name) != nil else { continue }
      let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { continue }
      defer { close(descriptor) }
      var info = stat()
      // Only a regular file, and only when no write holds it: a running write keeps its lock
      // until the file has its name.
      guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
      if unlink(path) == 0 { removed.append(name) }
    }
    return removed.sorted(by: precedes).map { join(folder, String(decoding: $0, as: UTF8.self)) }
  }

  /// Writes every byte to `descriptor`, 64 KiB at a time; the system's text on failure.
  /// `steps` marks a write step (`notifsim_write_step`) after each part.
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8], steps: Bool = false) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, min(buffer.count - offset, 1 << 16))
      }
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      offset += written
      if steps { notifsim_write_step() }
    }
    return nil
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
    case .notRegularFile(let what):
      return Diagnostic(
        .error, "file-not-regular", "this is \(what), not a \(kind); only regular files are read",
        hint: "Name a regular file. To read from a pipe, name it on the command line, such as /dev/stdin.")
    case .unending:
      return Diagnostic(
        .error, .fileTooLarge, "it is not a regular file and gave more bytes than the limit; \(limitNote)",
        hint: "Name the \(kind) itself, not a device or a pipe.")
    case .nulInPath:
      return Diagnostic(
        .error, "path-has-nul", "the path has a NUL character (\\u{0}), which no file name can hold",
        hint: "Remove the NUL from the path; the system would read only the part before it, another file.")
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

extension FileSystem.WriteError {
  /// The reason in words.
  package var reason: String {
    switch self {
    case .exists: "the file exists"
    case .failed(let text): text
    }
  }
}
