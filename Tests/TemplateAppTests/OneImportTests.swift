// This file imports NotificationSimulatorTesting and Swift Testing only: what it names must
// come through that one import (issue 38 item 7).
import NotificationSimulatorTesting
import Testing

@Suite struct OneImportTests {
  @Test func `AppState, a push from JSON by every route, and the linter's findings, through one import`() throws {
    let tester = AppTester(state: AppState.background)
    tester.exhaustivity = .off
    for route in DeliveryRoute.allCases {
      tester.push(json: #"{"aps":{"alert":"Hi"}}"#, id: "json-\(route)", route: route, simctlBundle: "com.example.app")
    }
    // A payload built from JSON text, as the linter reads it, pushed by a route too.
    let linted: PayloadLintResult = PayloadLinter.lint(#"{"aps":{"alert":"Hi","badge":"3"}}"#)
    let payload: Payload = try #require(linted.payload)
    tester.push(payload, id: "built", route: .simulator)
    let pushes = tester.trace.rendered.split(separator: "\n").filter { $0.contains("push  ") }
      .map { String($0.dropFirst("+0.000s  ".count)) }
    #expect(pushes == [
      "push       json-apns alert (A)", "push       json-simulator alert (A)",
      "push       json-sandboxToSimulator alert (A)", "push       built alert (A)",
    ])
    let findings: [Diagnostic] = linted.diagnostics
    let codes: [DiagnosticCode] = findings.map(\.code)
    #expect(codes.map(\.rawValue) == ["value-wrong-type"])
    #expect(findings.map(\.message) == ["`badge` is the string \"3\", not a number"])
  }
}
