extension Simulator {
  // MARK: The Xcode route (§10, rules XR1–XR4)

  /// Why the Xcode tools would not deliver a push by `route` to this app, or `nil` when they
  /// would. `bundle` is `simctl push`'s bundle argument; without it the payload's
  /// `Simulator Target Bundle` names the app (rule XR2). Only ``DeliveryRoute/simulator`` and
  /// ``DeliveryRoute/sandboxToSimulator`` have conditions; an unknown Xcode (`device.xcode`
  /// `nil`) is a current one.
  public func xcodeRouteRefusal(_ payload: Payload, route: DeliveryRoute, bundle: String?) -> (reason: String, rule: DeviceRule)? {
    switch route {
    case .apns:
      return nil
    case .sandboxToSimulator:
      if let xcode = device.configuration.xcode, xcode < .sandboxToSimulator {
        return ("Simulator receives pushes from the APNs sandbox only from Xcode 14; this device's Xcode is \(xcode)",
          DeviceRules.sandboxNeedsXcode14)
      }
      return nil
    case .simulator:
      if let xcode = device.configuration.xcode, xcode < .firstSimulatedPush {
        return ("Simulator receives simulated pushes only from Xcode 11.4; this device's Xcode is \(xcode), whose simctl has no push command",
          DeviceRules.simulatedPushesSince)
      }
      guard let target = bundle ?? payload.simulatorTargetBundle else {
        return (Self.missingBundleMessage, DeviceRules.simulatorTargetBundle)
      }
      if target != configuration.app.bundleID {
        let source = bundle != nil ? "simctl's bundle argument" : "the payload's \"Simulator Target Bundle\""
        return ("\(source) names \(target), not this app (\(configuration.app.bundleID)), so the push goes to that app",
          DeviceRules.simulatorTargetBundle)
      }
      return nil
    }
  }

  /// What the simulator says when a simulated push names no app: the project's wording of
  /// simctl's refusal (rule XR2), not Apple's text.
  public static let missingBundleMessage =
    "simctl push needs the app: give the bundle identifier as its argument or put a top-level \"Simulator Target Bundle\" in the payload"

  /// Whether the fetch handler for notification `id` is replaced by
  /// `application(_:performFetchWithCompletionHandler:)`: a simulated push on Xcode 12 (rule XR3).
  func callsPerformFetchInstead(_ id: String?) -> Bool {
    guard let xcode = device.configuration.xcode, xcode.major == XcodeVersion.performFetchBug.major, let id,
      let position = notificationPosition(id)
    else { return false }
    return device.notifications.route(at: position) == .simulator
  }
}
