public import NotificationPayload

extension Simulator {
  // MARK: Tokens that change (rule AP12) and the provider's tokens (rule AP13)

  /// APNs issues the app a new device token: the old one stops being active at once (a request
  /// to it answers `410 Unregistered` with this time, rule AP8), and iOS passes the new one to
  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` without the app calling
  /// `registerForRemoteNotifications()` (rule AP12).
  ///
  /// Models the token change of Apple's "Registering your app with APNs"
  /// (https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns):
  /// APNs "can issue a new device token for a variety of reasons", which is why an app registers
  /// at every launch, and UIKit may call
  /// [`application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`](https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:))
  /// in such rare cases. When iOS calls it is not documented for a running app; the simulator
  /// calls it at once while the app is in the foreground or the background, and otherwise the
  /// next time the app runs. With quirk ``Quirks/newDeviceTokenWaitsForRegistration`` the app
  /// learns the new token only when it next registers.
  ///
  /// A notification APNs stored for the old token is discarded (`token-changed`). The provider
  /// keeps the old token until the app gives it the new one, so ``APNsTarget/current`` still
  /// addresses the old token until then.
  ///
  /// Throws when the app has no token to replace: it has not registered since it was installed
  /// (or the simulation started with `appRegistered: false`), or it was deleted.
  public mutating func issueNewDeviceToken() throws(SimulationError) {
    try requireInstalled("issue the app a new device token")
    let current = device.apns.tokens.current
    let hasActiveToken = current.map { $0.install == device.apns.tokens.install && $0.unregisteredAt == nil } ?? false
    guard hasActiveToken || device.apns.owesNewToken else {
      throw SimulationError(
        .notApplicable,
        "can't issue a new device token: the app has no token to replace, because it has not registered since it was installed. Add a register step (registerForRemoteNotifications()) before it.")
    }
    record(.user("APNs issues the app a new device token"))
    if !device.apns.owesNewToken {
      device.apns.tokens.retireAll(at: configuration.calendar.unixMilliseconds(at: now))
      device.apns.owesNewToken = true
    }
    if let stored = device.apns.stored {
      device.apns.stored = nil
      record(.apns(.discarded(stored.id, reason: "token-changed")), rule: DeviceRules.apnsUnregistered.id)
    }
    finishStimulus()
  }

  /// The provider sends `push` through APNs if it has a device token to send it to (rule AP13).
  ///
  /// Models a provider that follows "Handling notification responses from APNs"
  /// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns):
  ///
  /// - with no token for the app (it never registered since it was installed), nothing is sent:
  ///   the trace has an `apns` `notSent` event with reason `no-device-token`, and the run goes on;
  /// - after APNs answers `410` for a token, the provider discards it (an `apns`
  ///   `tokenDiscarded` event with the answer and its timestamp) and sends nothing more to it: a
  ///   later push to it is `notSent` with reason `token-discarded`;
  /// - otherwise the request goes to APNs, as ``sendThroughAPNs(_:)`` sends it.
  ///
  /// - Returns: APNs's answer, or `nil` when the provider did not send the request.
  /// - Throws: as ``sendThroughAPNs(_:)``, for a request that cannot be written at all (an empty
  ///   identifier, or `previous` when the app had only one token).
  @discardableResult
  public mutating func sendFromProvider(_ push: APNsPush) throws(SimulationError) -> APNsResponse? {
    let id = push.identifier
    let hex: String?
    switch push.target {
    case .current: hex = device.apns.tokens.current?.token.hexString
    case .previous: hex = device.apns.tokens.previous?.token.hexString
    case .token(let text): hex = text.lowercased()
    }
    if !id.isEmpty {
      if push.target == .current && hex == nil {
        record(.apns(.notSent(id, reason: "no-device-token")), rule: DeviceRules.apnsProviderTokens.id)
        finishStimulus()
        return nil
      }
      if let hex, device.apns.discardedTokens.contains(hex) {
        record(.apns(.notSent(id, reason: "token-discarded")), rule: DeviceRules.apnsProviderTokens.id)
        finishStimulus()
        return nil
      }
    }
    // The hex of a current or previous token is written once, here.
    let response = try sendThroughAPNs(push, issuedHex: push.target == .current || push.target == .previous ? hex : nil)
    if response.status == 410, let hex, !device.apns.discardedTokens.contains(hex) {
      device.apns.discardedTokens.append(hex)
      record(.apns(.tokenDiscarded(hex, after: response)), rule: DeviceRules.apnsProviderTokens.id)
    }
    return response
  }

  /// Passes `token` to the app: the trace's callback, the app delegate and the app process, the
  /// one path for a token the app asked for and one the system gives on its own (cited by
  /// `rule`).
  mutating func passDeviceToken(_ token: DeviceToken, rule: String? = nil) {
    device.apns.owesNewToken = false
    device.deviceToken = token
    record(.callback(.didRegisterForRemoteNotifications, [.deviceToken(token)]), rule: rule)
    callAppDelegate { $0.didRegisterForRemoteNotifications(deviceToken: token, context: &$1) }
    callProcess(registration: AppCall(callback: .didRegisterForRemoteNotifications, state: process.state, now: now, deviceToken: token))
  }

  /// Passes the new token the system owes the app once the app runs in the foreground or the
  /// background (rule AP12; never with quirk newDeviceTokenWaitsForRegistration). Runs at the
  /// end of every stimulus.
  mutating func passOwedDeviceToken() {
    guard device.apns.owesNewToken, !configuration.quirks.newDeviceTokenWaitsForRegistration, device.apns.isAppInstalled,
      process.state.isForeground || process.state == .background
    else { return }
    passDeviceToken(issueDeviceToken(), rule: DeviceRules.apnsNewToken.id)
  }
}
