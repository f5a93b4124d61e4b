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
  /// routing table. The same facts in every format `explain` writes.
  struct PushTypeExplanation {
    var source: String
    var pushType: APNsPushType
    var profile: Profile
    /// Who receives the push instead of UserNotifications.
    var receiver: String
    /// What the request needs, one item each.
    var request: [String]
    /// The device rules for the push type: id and summary.
    var deviceRules: [(id: String, summary: String)]
    /// Where the request's rules come from.
    var ruleSource: String

    /// The sentence under the title.
    var notUserNotifications: String {
      "not a UserNotifications push: no willPresent, didReceive or app delegate callback in any app state; \(receiver) receives it"
    }

    init?(source: String, pushType: APNsPushType, profile: Profile) {
      guard let rule = APNsPushTypeRule.rule(for: pushType) else { return nil }
      self.source = source
      self.pushType = pushType
      self.profile = profile
      receiver = "\(rule.receiver)"
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
      self.request = request
      deviceRules = DeviceRules.rules(forPushType: pushType).map { ($0.id, $0.summary) }
      ruleSource = rule.source
    }
  }

  /// Writes ``PushTypeExplanation`` in `format`: text lines, a Markdown page, or a
  /// self-contained HTML page.
  static func writePushTypeExplanation(
    source: String, pushType: APNsPushType, profile: Profile, format: Options.Format, to stdout: inout some OutputSink
  ) {
    guard let explanation = PushTypeExplanation(source: source, pushType: pushType, profile: profile) else { return }
    switch format {
    case .text:
      var lines = ["\(Escape.text(source)): \(pushType) push on \(profile)", explanation.notUserNotifications]
      lines.append("request: " + explanation.request.joined(separator: "; "))
      for rule in explanation.deviceRules { lines.append("[\(rule.id)] \(rule.summary)") }
      lines.append("source: \(explanation.ruleSource)")
      for line in lines { stdout.write(line + "\n") }
    case .markdown:
      stdout.write("# \(Escape.markdownCode(source)): \(pushType) push on \(profile)\n\n")
      stdout.write(Escape.markdown(explanation.notUserNotifications) + "\n\n**Request:**\n\n")
      for item in explanation.request { stdout.write("- \(Escape.markdown(item))\n") }
      if !explanation.deviceRules.isEmpty {
        stdout.write("\n**On the device:**\n\n")
        for rule in explanation.deviceRules { stdout.write("- \(Escape.markdownCode(rule.id)): \(Escape.markdown(rule.summary))\n") }
      }
      stdout.write("\nSource: \(Escape.markdown(explanation.ruleSource))\n")
    case .html:
      HTMLReport.writePushTypeExplain(explanation, to: &stdout)
    }
  }
}
