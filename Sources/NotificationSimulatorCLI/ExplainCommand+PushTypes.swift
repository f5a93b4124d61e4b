import NotificationPayload
import NotificationSimulator

extension ExplainCommand {
  /// Whether `explain` shows the routing table for `pushType`: only the push types that
  /// ``APNsPushTypeRule/table`` says `UNUserNotificationCenter` receives reach the app delegate.
  static func routesThroughUserNotifications(_ pushType: APNsPushType?) -> Bool {
    guard let pushType else { return true }
    return pushType.receiver == .userNotifications
  }

  /// For a push type that does not reach UserNotifications: what the request needs (its row of
  /// ``APNsPushTypeRule/table``) and what the device does (its device rules), instead of the
  /// routing table.
  static func writePushTypeExplanation(
    source: String, pushType: APNsPushType, profile: Profile, to stdout: inout some OutputSink
  ) {
    guard let rule = APNsPushTypeRule.rule(for: pushType) else { return }
    var lines = ["\(Escape.text(source)): \(pushType) push on \(profile)"]
    lines.append(
      "not a UserNotifications push: no willPresent, didReceive or app delegate callback in any app state; "
        + "\(rule.receiver) receives it")
    var request: [String] = []
    if let suffix = rule.topicSuffix {
      request.append("apns-topic " + (suffix.isEmpty ? "<bundle ID>" : "<bundle ID>\(suffix)"))
    } else {
      request.append("apns-topic from the push certificate")
    }
    request.append("body up to \(rule.maximumPayloadSize) bytes")
    if let priorities = rule.priorities {
      request.append("apns-priority " + priorities.map(\.description).joined(separator: " or "))
    }
    if rule.tokenAuthenticationOnly { request.append("token-based connections only") }
    if let introduced = rule.introducedIn { request.append("iOS \(introduced) and later") }
    if !rule.unavailablePlatforms.isEmpty {
      request.append("not on " + rule.unavailablePlatforms.map(\.description).joined(separator: ", "))
    }
    lines.append("request: " + request.joined(separator: "; "))
    for deviceRule in DeviceRules.rules(forPushType: pushType) { lines.append("[\(deviceRule.id)] \(deviceRule.summary)") }
    lines.append("source: \(rule.source)")
    for line in lines { stdout.write(line + "\n") }
  }
}
