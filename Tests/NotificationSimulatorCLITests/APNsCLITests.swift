import Foundation
import Testing

/// `notifsim` and the APNs link: the same header checks in `lint --header` and in a scenario, the
/// AP rules in `table`, APNs's events in the sequence diagrams.
@Suite struct APNsCLITests {
  @Test func `a priority of 7 gets the same words from lint --header and from a scenario`() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.json", #"{"aps": {"alert": "hi"}}"#)
    let lint = notifsim(["lint", "a.json", "--header", "apns-topic: com.example.app", "--header", "apns-priority: 7"], in: folder.url)
    #expect(lint.stdout.contains("a.json:1:1: error: APNs answers 400 BadPriority: apns-priority is 7; use 10, 5 or 1 [apns-bad-priority]"))
    try folder.write(
      "s.json",
      #"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"alert": "hi"}}, "headers": {"apns-priority": "7"}}]}"#)
    let run = notifsim(["run", "s.json"], in: folder.url)
    #expect(run.status == 1)
    #expect(run.stdout.contains("s.json:1:104: error: APNs answers 400 BadPriority: apns-priority is 7; use 10, 5 or 1 [out-of-range]"))
  }

  @Test func `table lists the APNs rules, and the diagram draws APNs's events on APNs`() {
    let table = notifsim(["table"])
    #expect(table.stdout.contains("| AP8 | A request to a token that is no longer active"))
    let markdown = notifsim(["run", "Scenarios/APNs/reorder-quirk.json", "--format", "markdown"], in: packageRoot)
    #expect(markdown.stdout.contains("    Note over APNs: m1 answered 200 apns-id=00000000-0000-4000-8000-000000000001 [AP1]\n"))
    #expect(markdown.stdout.contains("    Note over APNs: m1 reaches the device after pushes sent later [AP6]\n"))
  }
}
