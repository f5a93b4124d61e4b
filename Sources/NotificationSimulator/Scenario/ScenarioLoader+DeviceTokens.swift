extension ScenarioLoader.Reader {
  // MARK: - Token changes (rule AP12)

  /// Reports an `issueNewDeviceToken` step the app cannot have reached with a token: one before
  /// any `register` step when the scenario starts with `appRegistered: false`, or after
  /// `uninstallApp` with no `register` since. APNs changes only a token it issued
  /// (https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns),
  /// so such a step would stop the run; it is an error at its position, with the fix.
  mutating func checkTokenChanges(_ steps: [ScenarioStep], device: DeviceConfiguration) {
    var hasToken = device.appRegisteredBeforeStart
    for step in steps {
      switch step.action {
      case .register: hasToken = true
      case .apnsLink(.uninstallApp): hasToken = false
      case .apnsLink(.issueNewDeviceToken) where !hasToken:
        log.error(
          .invalidStep,
          "issueNewDeviceToken changes the app's device token, but the app has none yet: it has not registered since it was installed",
          hint: #"Add {"register": {}} before this step (the app must be running), or start with "device": {"appRegistered": true}."#,
          path: step.path, at: step.location)
      default: break
      }
    }
  }
}
