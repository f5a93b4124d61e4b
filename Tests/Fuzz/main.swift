// `notifsim-fuzz TARGET [ARGUMENTS...]`: the fuzz harnesses, one executable for all targets.
//
// Built by `.ci/fuzz` with coverage instrumentation, AddressSanitizer and libFuzzer's
// `libclang_rt.fuzzer_no_main` linked in, it hands ARGUMENTS to libFuzzer (corpus folders,
// `-max_total_time=60`, `-dict=...`, a crash file to reproduce). SwiftPM's own
// `-sanitize=fuzzer` would link libFuzzer's `main` next to the one SwiftPM generates, so the
// driver is found at run time instead and called from here.
//
// Built plainly (`swift build`), libFuzzer is absent and the executable replays the files or
// folders it is given through the target once each, so a saved crash can be rerun anywhere.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import NotificationSimulator

/// libFuzzer's `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`.
typealias FuzzerCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
typealias FuzzerDriver =
  @convention(c) (
    UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    FuzzerCallback
  ) -> Int32

/// The target libFuzzer's callback runs; set once before the driver starts, then only read.
enum Selected {
  nonisolated(unsafe) static var target = FuzzTarget.json
}

/// Writes `text` to standard error.
func complain(_ text: String) {
  var bytes = Array(text.utf8)
  _ = write(2, &bytes, bytes.count)
}

func usage() -> Never {
  let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
  complain("USAGE: notifsim-fuzz \(names) [libFuzzer arguments, or files and folders to replay]\n")
  exit(64)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else { usage() }
Selected.target = target

if let symbol = dlsym(dlopen(nil, RTLD_NOW), "LLVMFuzzerRunDriver") {
  let driver = unsafeBitCast(symbol, to: FuzzerDriver.self)
  var cArguments: [UnsafeMutablePointer<CChar>?] =
    ([arguments[0]] + arguments.dropFirst(2)).map { strdup($0) } + [nil]
  var count = Int32(cArguments.count - 1)
  let status = cArguments.withUnsafeMutableBufferPointer { buffer in
    var vector = buffer.baseAddress
    return driver(&count, &vector) { data, size in
      Selected.target(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
      return 0
    }
  }
  exit(status)
}

// Replay: every file named, and every file in the folders named (not recursive).
var replayed = 0
for path in arguments.dropFirst(2) where !path.hasPrefix("-") {
  let files: [String]
  switch FileSystem.kind(of: path) {
  case .directory:
    files = (FileSystem.directoryEntries(path) ?? []).map { FileSystem.join(path, $0) }
      .filter { FileSystem.kind(of: $0) == .file }
  default:
    files = [path]
  }
  for file in files {
    switch FileSystem.readFile(file, limit: 1 << 24) {
    case .success(let bytes):
      target(bytes)
      replayed += 1
    case .failure(let problem):
      complain("notifsim-fuzz: cannot read \(file): \(problem)\n")
      exit(1)
    }
  }
}
print("notifsim-fuzz \(target.rawValue): replayed \(replayed) inputs without libFuzzer, no property failed")
