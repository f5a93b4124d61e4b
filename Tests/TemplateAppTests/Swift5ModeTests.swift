import Foundation
import Testing

/// A Swift 5 file that touches `UIApplication.shared` from nonisolated methods compiles against
/// the module with warnings, not errors, as it does against the SDK. In Swift 6 mode the lines
/// are warnings too: isolation violations against a `@preconcurrency` declaration are. Each
/// check is a compiler run of its own (the
/// package builds with `-warnings-as-errors`, so the file cannot be a target): `swiftc -typecheck`
/// against the module the test build made.
@Suite struct Swift5ModeTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/NonisolatedShared.swift")

  /// Typechecks the fixture in `mode`; the exit status and the diagnostics about the fixture.
  static func typecheck(mode: String) throws -> (status: Int32, diagnostics: [String])? {
    #if os(Linux)
      // The test binary sits in the build folder, beside `Modules` and the C modules' maps (every
      // C target the module depends on, found rather than listed, so a new one needs no edit here).
      let build = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
      let modules = build.appendingPathComponent("Modules")
      let moduleMaps = ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? [])
        .filter { $0.hasSuffix(".build") }.sorted()
        .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
        .filter { FileManager.default.fileExists(atPath: $0.path) }
      guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("SimulatedUserNotifications.swiftmodule").path)
      else {
        Issue.record("no SimulatedUserNotifications.swiftmodule in \(modules.path): run the tests with `swift test`")
        return nil
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      // Not the test process's current folder, which a CLI test may have changed for a moment.
      process.currentDirectoryURL = fixture.deletingLastPathComponent()
      process.arguments = [
        "swiftc", "-typecheck", "-swift-version", mode, "-I", modules.path,
      ] + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] } + [fixture.path]
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let lines = output.split(separator: "\n").map(String.init).filter { $0.hasPrefix(fixture.path + ":") }
        .map { String($0.dropFirst(fixture.path.count + 1)) }
      return (process.terminationStatus, lines)
    #else
      return nil
    #endif
  }

  static let warnings = [
      "8:30: warning: main actor-isolated property 'applicationIconBadgeNumber' can not be mutated from a nonisolated context",
      "8:23: warning: main actor-isolated class property 'shared' can not be mutated from a nonisolated context",
      "12:30: warning: call to main actor-isolated instance method 'registerForRemoteNotifications()' in a synchronous nonisolated context [#ActorIsolatedCall]",
      "12:23: warning: main actor-isolated class property 'shared' can not be referenced from a nonisolated context",
  ]

  @Test(arguments: ["5", "6"]) func `warnings, not errors`(mode: String) throws {
    guard let (status, diagnostics) = try Self.typecheck(mode: mode) else { return }
    #expect(status == 0)
    #expect(diagnostics == Self.warnings)
  }
}
