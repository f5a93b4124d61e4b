public import NotificationPayload

extension DeviceRules {
  private static let tokenGuide =
    "https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns"
  private static let certificateGuide =
    "https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns"
  private static let responses =
    "https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns"
  private static let sending =
    "https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns"
  private static let archivedGuide =
    "https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/CommunicatingwithAPNs.html"

  /// PA1: a token-based request needs a token.
  public static let providerTokenRequired = DeviceRule(
    id: "PA1",
    summary: "On a token-based connection every request carries authorization: bearer <token>; without one APNs answers 403 MissingProviderToken.",
    section: "§8.2, §8.3", sources: [Citation(tokenGuide, .apple), Citation(responses, .apple)])
  /// PA2: the token's form, algorithm, team and key.
  public static let providerTokenValid = DeviceRule(
    id: "PA2",
    summary: "The token is a JSON Web Token signed with ES256, whose header names the key (kid) and whose claims name the team (iss) and the time it was made (iat); a token APNs cannot read, signed otherwise, or for a key or team it does not know gets 403 InvalidProviderToken.",
    section: "§8.2, §8.3", sources: [Citation(tokenGuide, .apple), Citation(archivedGuide, .apple), Citation(responses, .apple)])
  /// PA3: a token older than one hour is refused.
  public static let providerTokenAge = DeviceRule(
    id: "PA3",
    summary: "APNs refuses a token whose iat is more than one hour old with 403 ExpiredProviderToken; a provider makes a new token at least once an hour.",
    section: "§8.2", sources: [Citation(tokenGuide, .apple), Citation(responses, .apple)])
  /// PA4: a new token at most every 20 minutes.
  public static let providerTokenRefreshRate = DeviceRule(
    id: "PA4",
    summary: "A new token less than 20 minutes after the previous one on the same connection gets 429 TooManyProviderTokenUpdates, and the connection refuses requests until those 20 minutes are over.",
    section: "§8.2", sources: [Citation(tokenGuide, .apple),
      Citation("https://developer.apple.com/forums/thread/675879", .reported)])
  /// PA5: a certificate is for one server.
  public static let providerCertificate = DeviceRule(
    id: "PA5",
    summary: "A client certificate works only with the server it was made for (development or production), otherwise 403 BadCertificateEnvironment; a revoked one gets 403 BadCertificate; it covers only its own topics.",
    section: "§8.2, §8.3", sources: [Citation(certificateGuide, .apple), Citation(responses, .apple)])

  /// PA6: a key restricted to one environment.
  public static let providerKeyEnvironment = DeviceRule(
    id: "PA6",
    summary: "A team-scoped key can be restricted to Sandbox or to Production (since February 2025); a token signed with it on the other server gets 403 BadEnvironmentKeyIdInToken. APNs has also been seen sending the spelling BadEnvironmentKeyInToken; scenarios may expect either, the simulator answers the documented one.",
    section: "§8.2, §8.3", sources: [Citation(tokenGuide, .apple), Citation(responses, .apple),
      Citation("https://github.com/swift-server-community/APNSwift/pull/229", .reported)])
  /// PA7: a topic-specific key signs only its topics.
  public static let providerKeyTopics = DeviceRule(
    id: "PA7",
    summary: "A topic-specific key covers only the topics chosen for it, in one environment; the simulator answers 400 TopicDisallowed for another topic, as Apple does not document the reason.",
    section: "§8.2, §8.3", sources: [Citation(tokenGuide, .apple), Citation(responses, .uncertain)])

  /// PA8: push types APNs takes only over a token-based connection.
  ///
  /// The types are the rows of ``APNsPushTypeRule/table`` whose `tokenAuthenticationOnly` is set,
  /// each from its Apple page: `location` ("Creating a location push service extension" and the
  /// push-type table of "Sending notification requests to APNs"), `fileprovider`, `liveactivity`,
  /// `widgets` and `controls` (each page sends its pushes over a token-based connection).
  public static let providerTokenOnlyPushTypes = DeviceRule(
    id: "PA8",
    summary: "APNs takes "
      + APNsPushTypeRule.table.filter(\.tokenAuthenticationOnly).map(\.pushType.rawValue).joined(separator: ", ")
      + " pushes only over a token-based connection; over a certificate the simulator answers 400 TopicDisallowed, as Apple does not document the reason.",
    section: "§8.2, §8.3",
    sources: [Citation(sending, .apple),
      Citation("https://developer.apple.com/documentation/corelocation/creating-a-location-push-service-extension", .apple),
      Citation("https://developer.apple.com/documentation/fileprovider/using-push-notifications-to-signal-changes", .apple),
      Citation("https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications", .apple),
      Citation(tokenGuide, .apple), Citation(responses, .uncertain)])

  /// The provider authentication rules, in id order.
  static let provider: [DeviceRule] = [
    providerTokenRequired, providerTokenValid, providerTokenAge, providerTokenRefreshRate, providerCertificate,
    providerKeyEnvironment, providerKeyTopics, providerTokenOnlyPushTypes,
  ]

  /// The rule behind a refusal of ``ProviderConnection/authenticate(authorization:now:)``.
  public static func providerRule(for reason: APNsReason) -> DeviceRule? {
    switch reason {
    case .missingProviderToken: providerTokenRequired
    case .invalidProviderToken: providerTokenValid
    case .expiredProviderToken: providerTokenAge
    case .tooManyProviderTokenUpdates: providerTokenRefreshRate
    case .badCertificate, .badCertificateEnvironment: providerCertificate
    case .badEnvironmentKeyIDInToken: providerKeyEnvironment
    case .topicDisallowed: providerKeyTopics
    default: nil
    }
  }
}
