import Foundation
import Testing

import NotificationSimulator
@testable import NotificationSimulatorCLI

/// The folder walk stays inside the folder it was given, as find, git and ripgrep do: a link
/// out of it is skipped with a note naming its target, `--follow-links` follows it, and a link
/// inside it to inside it is followed with each real file read once.
@Suite struct LinkBoundaryTests {
  /// `name` in `folder` as a link holding `target`.
  func link(_ folder: TemporaryFolder, _ name: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(name).path, withDestinationPath: target)
  }

  /// The path the system resolves `url` to (`/tmp` may itself be a link).
  func real(_ url: URL) -> String {
    url.resolvingSymlinksInPath().path
  }

  @Test func `a link to the root folder is skipped with a note, by run and by lint`() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("s"), withIntermediateDirectories: true)
    try folder.write("s/a.json", coldLaunch)
    try link(folder, "s/root", to: "/")
    let note = "note: skipped s/root: a link to /, outside s; links are followed only inside the named folder (--follow-links follows them)\n"
    let run = notifsim(["run", "--quiet", "s"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout == "scenarios: 1 passed, 0 failed\n")
    #expect(run.stderr == note)
    let lint = notifsim(["lint", "s"], in: folder.url)
    #expect(lint.stderr == note + "note: skipped 1 scenario file (top-level \"scenario\" key); check those with notifsim run\n")
    #expect(lint.stdout == "checked 0 files: 0 errors, 0 warnings\n")
  }

  @Test func `links out of the folder are skipped by default and followed with --follow-links`() throws {
    let folder = try TemporaryFolder()
    for sub in ["s/sub", "outside"] {
      try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    try folder.write("s/a.json", coldLaunch)
    try folder.write("outside/b.json", coldLaunch)
    try folder.write("outside/c.json", coldLaunch)
    try folder.write("outside/p.json", #"{"aps": {"alert": "Hi"}}"#)
    try link(folder, "s/sub/out", to: "../../outside")
    try link(folder, "s/c.json", to: "../outside/c.json")
    try link(folder, "s/p.json", to: "../outside/p.json")
    // A link with a name no walk reads is passed over without a note.
    try link(folder, "s/notes.txt", to: "../outside/b.json")
    let outside = real(folder.url.appendingPathComponent("outside"))
    let tail = ", outside s; links are followed only inside the named folder (--follow-links follows them)\n"
    let run = notifsim(["run", "--quiet", "s"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stdout == "scenarios: 1 passed, 0 failed\n")
    #expect(
      run.stderr
        == "note: skipped s/c.json: a link to \(outside)/c.json" + tail
        + "note: skipped s/p.json: a link to \(outside)/p.json" + tail
        + "note: skipped s/sub/out: a link to \(outside)" + tail)
    let followed = notifsim(["run", "--quiet", "--follow-links", "s"], in: folder.url)
    #expect(followed.status == 0)
    #expect(followed.stdout == "scenarios: 3 passed, 0 failed\n")
    // Each real file once: the links to c.json and p.json are the files found through sub/out.
    #expect(
      followed.stderr
        == "note: skipped s/c.json: a link to \(outside)/c.json, a file already listed\n"
        + "note: skipped s/p.json: a link to \(outside)/p.json, a file already listed\n"
        + "note: skipped 1 JSON file without a top-level \"scenario\" key: s/sub/out/p.json; --exclude GLOB leaves them out silently\n")
    let lint = notifsim(["lint", "s"], in: folder.url)
    #expect(lint.stdout == "checked 0 files: 0 errors, 0 warnings\n")
    #expect(lint.stderr.hasPrefix("note: skipped s/c.json: a link to \(outside)/c.json" + tail))
    let lintFollowed = notifsim(["lint", "--follow-links", "s"], in: folder.url)
    #expect(lintFollowed.stdout == "checked 1 file: 0 errors, 0 warnings\n")
  }

  @Test func `a link inside to inside is followed, and each real file runs once`() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("s/sub"), withIntermediateDirectories: true)
    try folder.write("s/sub/a.json", coldLaunch)
    try link(folder, "s/b.json", to: "sub/a.json")
    try link(folder, "s/c.json", to: "sub/a.json")
    try link(folder, "s/d.json", to: "sub/../sub/a.json")
    let walk = FileSystem.walk(folder.url.appendingPathComponent("s").path) { $0.hasSuffix(".json") }
    let root = folder.url.appendingPathComponent("s").path
    let target = real(folder.url.appendingPathComponent("s/sub/a.json"))
    #expect(walk.files == [root + "/sub/a.json"])
    #expect(walk.skipped.map(\.path) == [root + "/b.json", root + "/c.json", root + "/d.json"])
    #expect(walk.skipped.map(\.reason) == Array(repeating: "a link to \(target), a file already listed", count: 3))
    let run = notifsim(["run", "--quiet", "s"], in: folder.url)
    #expect(run.stdout == "scenarios: 1 passed, 0 failed\n")
  }
}
