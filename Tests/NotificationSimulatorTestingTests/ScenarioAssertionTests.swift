import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import Testing
import XCTest

/// A folder of scenario files made for one test.
func scenarioFolder(_ files: [String: String]) throws -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notifsim-scenarios-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for (name, text) in files {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }
  return folder.path
}

let brokenScenario = """
  {"scenario": 1, "name": "a wrong action",
   "app": {"state": "background"}, "device": {"authorization": "authorized"},
   "steps": [{"push": {"aps": {"alert": "Hi"}}, "id": "n1"}, {"tap": "n1"}],
   "expect": [
     {"system": "displayed", "notification": "n1"},
     {"callback": "willEnterForeground"},
     {"callback": "didReceive", "action": "VIEW"},
     {"callback": "didBecomeActive"}
   ]}
  """

@Suite struct ScenarioAssertionTests {
  @Test func `the bundled scenarios hold`() {
    let results = assertScenarios("../../Scenarios")
    #expect(results.count >= 30)
    #expect(results.filter { !$0.passed }.map(\.scenario.name) == [])
  }

  @Test func `a failed expectation is reported at the scenario file's line`() throws {
    let folder = try scenarioFolder(["wrong-action.json": brokenScenario])
    withKnownIssue {
      assertScenarios(folder + "/wrong-action.json")
    } matching: { issue in
      issue.sourceLocation?.filePath == folder + "/wrong-action.json" && issue.sourceLocation?.line == 4
        && issue.comments.map(\.rawValue).joined().hasPrefix(
          "a wrong action: expectations at $.expect do not hold: 1 expected event did not happen, 1 event happened that was not expected")
    }
  }

  @Test func `an invalid scenario is reported at the problem`() throws {
    let folder = try scenarioFolder(["bad.json": "{\"scenario\": 1, \"name\": \"x\",\n \"app\": {\"state\": \"asleep\"}}"])
    withKnownIssue {
      assertScenarios(folder)
    } matching: { issue in
      issue.sourceLocation?.line == 2 && issue.sourceLocation?.column == 19
        && issue.comments.map(\.rawValue).joined().hasPrefix(#"unknown app state "asleep""#)
    }
  }

  @Test func `a path with no scenarios fails the test`() {
    withKnownIssue {
      assertScenarios("/nonexistent/scenarios")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "no scenario files at /nonexistent/scenarios; check the path (relative paths start at the test file's folder)"
    }
  }
}

final class ScenarioAssertionXCTests: XCTestCase {
  func testTheBundledScenariosHoldUnderXCTest() {
    let results = assertScenarios("../../Scenarios")
    XCTAssertGreaterThanOrEqual(results.count, 30)
    XCTAssertEqual(results.filter { !$0.passed }.map(\.scenario.name), [])
  }
}
