import Foundation
import NotificationSimulator
import Testing

@testable import NotificationSimulatorCLI

/// `notifsim run` over a folder prints the same bytes however many scenarios run at once, in
/// every output format: the order of the report is the files' order, never the order in which
/// the runs finish.
@Suite struct DeterminismTests {
  /// The bundled scenarios, plus a folder with a failing and an invalid file, so failure
  /// reports and diagnostics are covered as well as passing runs.
  static func arguments(_ extra: TemporaryFolder) throws -> [String] {
    try extra.write(
      "failing.json",
      #"""
      {"scenario": 1, "name": "expects a callback that does not come", "app": {"state": "active"},
       "steps": [{"push": {"aps": {"alert": "hi"}}, "id": "n1"}],
       "expect": [{"callback": "didReceive", "notification": "n1"}]}
      """#)
    try extra.write("invalid.json", #"{"scenario": 1, "name": "no steps", "steps": [{"tap": "nowhere"}]"#)
    return [packageRoot.appendingPathComponent("Scenarios").path, extra.url.path]
  }

  static func output(_ paths: [String], format: RunCommand.Format, workers: Int?) -> (Int32, String, String) {
    var stdout = StringSink()
    var stderr = StringSink()
    let options = RunCommand.Options(paths: paths, format: format, workers: workers)
    let status = RunCommand.run(options, stdout: &stdout, stderr: &stderr)
    return (status, stdout.text, stderr.text)
  }

  @Test(arguments: RunCommand.Format.allCases)
  func `one worker and many give byte-identical output`(format: RunCommand.Format) throws {
    let extra = try TemporaryFolder()
    let paths = try Self.arguments(extra)
    let files = paths.flatMap { ScenarioLoader.files(at: $0) }
    #expect(files.count > 60)

    let (status, stdout, stderr) = Self.output(paths, format: format, workers: 1)
    #expect(status == 1, "the failing and invalid files make the run fail")
    // GitHub annotations name only the files that have something to report; JUnit names the
    // scenarios and the failing files (Jenkins' schema has no file attribute).
    for file in files where format != .github && format != .junit {
      #expect(stdout.contains(file), "the \(format) output names \(file)")
    }
    if format == .github || format == .junit {
      #expect(stdout.contains("failing.json") && stdout.contains("invalid.json"))
    }
    for workers in [nil, 2, 7, files.count + 3] {
      let (otherStatus, otherStdout, otherStderr) = Self.output(paths, format: format, workers: workers)
      #expect(otherStatus == status)
      #expect(otherStdout == stdout, "\(format) output with \(workers.map(String.init) ?? "all") workers differs from one worker")
      #expect(otherStderr == stderr)
    }
  }
}
