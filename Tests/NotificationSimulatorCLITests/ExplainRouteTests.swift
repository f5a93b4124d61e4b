import Testing

@testable import NotificationSimulatorCLI

/// `notifsim explain` for `mutable-content` payloads: the service extension runs on a push
/// through APNs and never on a simulated push (rule SE6).
@Suite struct ExplainRouteTests {
  static let mutable = #"{"aps": {"alert": {"title": "Secret", "body": "(encrypted)"}, "mutable-content": 1}}"#

  @Test func `through APNs the extension runs before the banner and before willPresent`() {
    let result = notifsim(["explain", Self.mutable, "--state", "background,active", "--interaction", "arrival"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("route: a push through APNs: the app's service extension runs first"))
    #expect(result.stdout.contains("background  arrives      serviceExtensionDidReceive → shown [banner, list]  [R14]"))
    #expect(result.stdout.contains("active      arrives      serviceExtensionDidReceive → willPresent → shown [banner, list]  [R04]"))
  }

  @Test func `a simulated push skips the extension and the legend says why`() {
    let result = notifsim(["explain", Self.mutable, "--state", "background", "--interaction", "arrival", "--route", "simulator"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("(serviceExtensionDidReceive skipped: simulated push) → shown [banner, list]"))
    #expect(result.stdout.contains("[SE6 R14]"))
    #expect(result.stdout.contains("never runs the service"))
    #expect(result.stdout.contains("  SE6 "))
  }

  @Test func `a payload that does not ask for the extension has no route line`() {
    let result = notifsim(["explain", #"{"aps": {"alert": "hi"}}"#, "--state", "background", "--interaction", "arrival"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("route:"))
  }

  @Test func `an unknown route is a usage error with a suggestion`() {
    let result = notifsim(["explain", Self.mutable, "--route", "simulater"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("simulator"))
  }
}
