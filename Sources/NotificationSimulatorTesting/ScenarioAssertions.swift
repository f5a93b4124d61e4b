public import NotificationSimulator
import Testing
import XCTest

/// Runs a scenario file, or every scenario file in a folder, inside the current test, and
/// fails the test once for each problem: every expectation block that does not hold, a step the
/// simulator refuses, and every error in a file.
///
/// Each failure says what went wrong and shows expected and actual side by side. Under Swift
/// Testing it is reported at the scenario file's own line and column, so Xcode and the test
/// log point into the JSON; under XCTest, which takes only static file names, it is reported at
/// the calling line with the scenario's `file:line:column` at the start of the message.
///
///     @Test func `the bundled scenarios hold`() {
///       assertScenarios("../../Scenarios")
///     }
///
/// - Parameters:
///   - path: A scenario file or a folder. A relative path is read from the folder of the test
///     file that calls this function, so the call works whatever the current directory is.
///   - fileID: The calling file, where XCTest reports failures.
///   - filePath: The calling file's path, from which a relative `path` is read.
///   - line: The calling line, where XCTest reports failures.
///   - column: The calling column.
/// - Returns: The results, in file order, for further checks.
@discardableResult
public func assertScenarios(
  _ path: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> [ScenarioResult] {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  var results: [ScenarioResult] = []
  for file in scenarioFiles(at: path, from: filePath, site: site) {
    guard let scenario = loadScenario(file, site: site) else { continue }
    let result = ScenarioRunner.run(scenario)
    for failure in result.failures {
      let comparison = failure.renderedComparison
      reportScenarioProblem(
        "\(scenario.name): \(failure.message)" + (comparison.isEmpty ? "" : "\n\n" + comparison), file: file,
        position: failure.location, site: site)
    }
    results.append(result)
  }
  return results
}

/// The scenario files at `path` (absolute, or relative to the folder of the test file
/// `filePath`), in order; none, reported as a failure at `site`, when the path has none.
func scenarioFiles(at path: String, from filePath: StaticString, site: CallSite) -> [String] {
  let resolved = resolvedScenarioPath(path, from: String(describing: filePath))
  let files = ScenarioLoader.files(at: resolved)
  if files.isEmpty {
    reportFailure("no scenario files at \(resolved); check the path (relative paths start at the test file's folder)", at: site)
  }
  return files
}

/// The scenario in `file`, or `nil` when it cannot be read; each error the loader finds is
/// reported at its position in the file.
func loadScenario(_ file: String, site: CallSite) -> Scenario? {
  let loaded = ScenarioLoader.load(path: file)
  for problem in loaded.diagnostics where problem.diagnostic.severity == .error {
    reportScenarioProblem(problem.diagnostic.message + problem.diagnostic.hint.map { "\n\($0)" }.orEmpty,
      file: problem.file, position: problem.isFileLevel ? nil : problem.diagnostic.location, site: site)
  }
  return loaded.scenario
}

/// Reports a failure at a position in a scenario (or payload) file.
func reportScenarioProblem(_ message: String, file: String, position: SourcePosition?, site: CallSite) {
  if Test.current != nil, let position {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "Scenarios/" + (file.split(separator: "/").last.map(String.init) ?? file), filePath: file,
        line: max(1, position.line), column: max(1, position.column)))
  } else {
    let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
    reportFailure("\(place): \(message)", at: site)
  }
}

extension Optional where Wrapped == String {
  fileprivate var orEmpty: String { self ?? "" }
}
