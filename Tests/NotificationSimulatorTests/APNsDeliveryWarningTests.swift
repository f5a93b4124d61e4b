import NotificationPayload
import NotificationSimulator
import Testing

/// The warnings a push through APNs leaves in the trace (rule AP11) are the gateway's, whatever
/// the push: the simulator asks the gateway for them only when the push can be a background one,
/// and this checks that no push that draws one is passed over.
@Suite struct APNsDeliveryWarningTests {
  /// Push types, each with a topic APNs accepts for it (`nil`: no `apns-push-type` header).
  static let pushTypes: [(type: String?, topic: String)] = [
    (nil, "com.example.app"), ("alert", "com.example.app"), ("background", "com.example.app"),
    ("voip", "com.example.app.voip"), ("complication", "com.example.app.complication"),
    ("fileprovider", "com.example.app.pushkit.fileprovider"), ("location", "com.example.app.location-query"),
    ("liveactivity", "com.example.app.push-type.liveactivity"), ("pushtotalk", "com.example.app.voip-ptt"),
    ("widgets", "com.example.app.push-type.widgets"),
  ]

  /// Payloads of every kind, and two whose `aps` was set apart from their `userInfo` (the body
  /// APNs reads is the `userInfo`).
  static var payloads: [(name: String, payload: Payload)] {
    var alertReadAsBackground = Payloads.alert
    alertReadAsBackground.aps = Payloads.background.aps
    var backgroundReadAsAlert = Payloads.background
    backgroundReadAsAlert.aps = Payloads.alert.aps
    return [
      ("alert", Payloads.alert), ("alertWithWake", Payloads.alertWithWake), ("background", Payloads.background),
      ("mutable", Payloads.mutable), ("empty aps", Payload(aps: APS())),
      ("badge only", Payload(aps: APS(badge: 3))), ("sound only", Payload(aps: APS(sound: Sound(name: "default")))),
      ("alert body, background aps", alertReadAsBackground), ("background body, alert aps", backgroundReadAsAlert),
    ]
  }

  static let priorities: [String?] = [nil, "10", "5", "1"]

  @Test func `every push's APNs warnings in the trace are the gateway's findings for its request`() throws {
    var warned: Set<String> = []
    var accepted = 0
    for (pushType, topic) in Self.pushTypes {
      for (name, payload) in Self.payloads {
        for priority in Self.priorities {
          var fields = [APNsHeaders.Field(name: "apns-topic", value: topic)]
          if let pushType { fields.append(.init(name: "apns-push-type", value: pushType)) }
          if let priority { fields.append(.init(name: "apns-priority", value: priority)) }
          var simulator = try Simulator.prepared(.suspended)
          let start = simulator.trace.events.count
          let response = try simulator.sendThroughAPNs(APNsPush(payload, id: "w1", headers: fields))
          guard response.isSuccess else { continue }
          accepted += 1
          let request = APNsRequest(
            headers: fields.map { ($0.name, $0.value) }, body: Array(JSONWriter.compact(JSONValue(.object(payload.userInfo))).utf8))
          let expected = APNsGateway.diagnostics(for: request)
            .filter { $0.severity == .warning && [.apnsBackgroundPriority, .apnsPushTypeMismatch].contains($0.code) }
            .map { "\($0.code.rawValue) \($0.message) [\(DeviceRules.apnsBackground.id)]" }
          let traced = simulator.trace.events[start...].compactMap { event -> String? in
            guard case .diagnostic(let code, let message) = event.kind, code.hasPrefix("apns-") else { return nil }
            return "\(code) \(message) [\(event.ruleID ?? "")]"
          }
          #expect(traced == expected, "push type \(pushType ?? "none"), payload \(name), priority \(priority ?? "none")")
          for line in traced { warned.insert(String(line.prefix { $0 != " " })) }
        }
      }
    }
    // The cases above draw both warnings, so a push passed over that should warn fails the test.
    #expect(warned == ["apns-background-priority", "apns-push-type-mismatch"])
    #expect(accepted > 200)
  }
}
