import Testing

@testable import NotificationSimulatorCLI

/// `notifsim lint` and `notifsim explain` with push types beyond alert and background (widgets,
/// controls, mdm): Apple's example payloads pass, documented mistakes are findings.
@Suite struct PushTypeCLITests {
  static let contentChanged = #"{"aps":{"content-changed":true}}"#

  @Test func `explain a widgets push: the request it needs and the device rules, no routing table`() {
    let result = notifsim(["explain", Self.contentChanged, "--push-type", "widgets"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "<inline>: widgets push on iOS 26")
    #expect(
      lines.dropFirst().first
        == "not a UserNotifications push: no willPresent, didReceive or app delegate callback in any app state; WidgetKit receives it")
    #expect(
      lines.dropFirst(2).first
        == "request: apns-topic <bundle ID>.push-type.widgets; body up to 4096 bytes; token-based connections only; iOS 26.0 and later")
    #expect(lines.map { String($0.prefix(6)) }.filter { $0.hasPrefix("[") } == ["[AP14]", "[WG1] ", "[WG2] ", "[WG3] "])
    #expect(lines.last == "source: https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications")
    #expect(!result.stdout.contains("willPresent →"))
  }

  @Test func `explain an mdm push accepts the PushMagic body`() {
    let result = notifsim(["explain", #"{"mdm":"996ac527-9993-4a0a-8528-60b2b3c2f52b"}"#, "--push-type", "mdm"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("request: apns-topic from the push certificate; body up to 4096 bytes; not on watchOS\n"))
    #expect(result.stdout.contains("in any app state; the MDM client receives it\n"))
    #expect(result.stdout.contains("\n[AP14] The device hands a push APNs accepted to what its apns-push-type names: "))
  }

  @Test func `explain a controls push without content-changed stops at the lint error`() {
    let result = notifsim(["explain", #"{"aps":{}}"#, "--push-type", "controls"])
    #expect(result.status == 1)
    #expect(
      result.stdout.hasPrefix(
        "<inline>:1:8: error: a controls push needs `content-changed` in `aps`; without it nothing reloads [push-type-missing-key]"))
  }

  @Test func `an unknown push type is a usage error with a suggestion`() {
    let result = notifsim(["explain", Self.contentChanged, "--push-type", "widget"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: unknown push type 'widget'; did you mean 'widgets'?; use one of: alert, background,"))
  }

  @Test func `explain with alert keeps the routing table`() {
    let result = notifsim(["explain", #"{"aps":{"alert":"hi"}}"#, "--push-type", "alert", "--state", "active", "--interaction", "arrival"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("active  arrives      willPresent → shown [banner, list]  [R01]"))
  }
}
