extension ScenarioLoader.Reader {
  // MARK: - Token changes (rule AP12)

  /// Reports an `issueNewDeviceToken` step the app cannot have reached with a token: one before
  /// any `register` step when the scenario starts with `appRegistered: false`, one after
  /// `uninstallApp` with no `register` since, and any when the app cannot register at all (no
  /// `aps-environment` entitlement, or a Simulator without remote registration). APNs changes
  /// only a token it issued
  /// (https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns),
  /// so such a step would stop the run; it is an error at its position, with the fix.
  mutating func checkTokenChanges(_ steps: [ScenarioStep], device: DeviceConfiguration, app: AppConfiguration) {
    let canRegister = app.apsEnvironment != nil && (!device.isSimulator || device.simulatorSupportsRemoteRegistration)
    var hasToken = device.appRegisteredBeforeStart && canRegister
    for step in steps {
      // Only three steps change the token; the others are passed over (no `default:` over steps).
      if case .register = step.action {
        hasToken = canRegister
      } else if case .apnsLink(.uninstallApp) = step.action {
        hasToken = false
      } else if case .apnsLink(.issueNewDeviceToken) = step.action, !hasToken {
        if canRegister {
          log.error(
            .invalidStep,
            "issueNewDeviceToken changes the app's device token, but the app has none yet: it has not registered since it was installed",
            hint: #"Add {"register": {}} before this step (the app must be running), or start with "device": {"appRegistered": true}."#,
            path: step.path, at: step.location)
        } else {
          log.error(
            .invalidStep,
            "issueNewDeviceToken changes the app's device token, but the app can never get one: its registration fails on this device",
            hint: #"Give the app "apsEnvironment": "development" (the aps-environment entitlement), and on a Simulator set "device": {"simulatorSupportsRegistration": true}."#,
            path: step.path, at: step.location)
        }
      }
    }
  }

  /// Whether `checkTokenChanges` reads the step.
  static func changesDeviceToken(_ step: ScenarioStep) -> Bool {
    if case .register = step.action { return true }
    if case .apnsLink(let link) = step.action { return link == .uninstallApp || link == .issueNewDeviceToken }
    return false
  }
}
