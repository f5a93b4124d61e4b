extension Simulator {
  // MARK: Registration (§6.4)

  /// The app calls `registerForRemoteNotifications()`, which does not depend on authorization.
  ///
  /// Succeeds with a deterministic 32-byte token, or fails with `NSCocoaErrorDomain` 3010 on a
  /// simulator without APNs support, or 3000 without the `aps-environment` entitlement.
  public mutating func registerForRemoteNotifications() throws(SimulationError) {
    guard process.state.isRunning else {
      throw SimulationError(.appNotRunning, "can't register for remote notifications: the app is \(process.state). Launch it first.")
    }
    record(.user("app calls registerForRemoteNotifications()"))
    if device.configuration.isSimulator && !device.configuration.simulatorSupportsRemoteRegistration {
      record(.callback(.didFailToRegisterForRemoteNotifications, [.error(.simulatorUnsupported)]))
      callAppDelegate { $0.didFailToRegisterForRemoteNotifications(error: .simulatorUnsupported, context: &$1) }
      callProcess(registration: AppCall(
        callback: .didFailToRegisterForRemoteNotifications, state: process.state, now: now, registrationError: .simulatorUnsupported))
    } else if configuration.app.apsEnvironment == nil {
      record(.callback(.didFailToRegisterForRemoteNotifications, [.error(.missingEntitlement)]))
      callAppDelegate { $0.didFailToRegisterForRemoteNotifications(error: .missingEntitlement, context: &$1) }
      callProcess(registration: AppCall(
        callback: .didFailToRegisterForRemoteNotifications, state: process.state, now: now, registrationError: .missingEntitlement))
    } else {
      passDeviceToken(issueDeviceToken())
    }
    finishStimulus()
  }
}
