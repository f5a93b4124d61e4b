import NotificationPayload
import Testing

@testable import NotificationSimulator

/// An expected event asks only for the facts it has when all its keys are known: the facts must
/// still come in the kind's fact order, and an unknown key's hint must still list every fact.
@Suite struct ExpectedEventFactsTests {
  static func load(_ expectation: String) -> ScenarioLoadResult {
    let text = #"{"scenario": 1, "name": "facts", "steps": [{"push": {"aps": {"alert": "a"}}, "id": "n1"}], "expect": ["#
      + expectation + "]}"
    return ScenarioLoader.load(bytes: Array(text.utf8), file: "facts.json") { _ in .failure(.notFound) }
  }

  static func fields(_ expectation: String) -> [String] {
    guard let step = load(expectation).scenario?.steps.last, case .expect(let block) = step.action else { return [] }
    return block.events.flatMap { $0.fields.map { "\($0.name)=\($0.value)" } }
  }

  @Test func `each kind's facts are distinct`() {
    for (kind, facts) in ScenarioLoader.Reader.expectationFields {
      #expect(Set(facts).count == facts.count, "\(kind)")
    }
  }

  @Test func `facts come in the kind's order whatever order the file has`() {
    #expect(
      Self.fields(#"{"list": true, "banner": false, "notification": "n1", "system": "displayed"}"#)
        == ["notification=n1", "banner=false", "list=true"])
    #expect(
      Self.fields(#"{"at": "0s", "action": "default", "callback": "didReceive", "notification": "n1"}"#)
        == ["notification=n1", "action=default"])
  }

  @Test func `an unknown key's hint lists every fact of the kind in order`() throws {
    let result = Self.load(#"{"system": "displayed", "notification": "n1", "zzzzzzzz": 1}"#)
    let warning = try #require(result.diagnostics.first { $0.diagnostic.code == .unknownKey })
    #expect(warning.diagnostic.message == #"unknown key "zzzzzzzz""#)
    let known = ["system", "at"] + ScenarioLoader.Reader.expectationFields[.system]!
    #expect(warning.diagnostic.hint == "Known keys here: " + known.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
    let twoKinds = Self.load(#"{"system": "displayed", "callback": "didReceive"}"#)
    #expect(twoKinds.diagnostics.contains { $0.diagnostic.message == #"an expected event has one kind; this one has "callback" and "system""# })
    let none = Self.load(#"{"notification": "n1"}"#)
    #expect(none.diagnostics.contains { $0.diagnostic.message.hasPrefix(#"an expected event needs one of "callback", "skipped""#) })
  }
}
