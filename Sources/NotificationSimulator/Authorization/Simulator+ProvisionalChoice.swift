extension Simulator {
  /// The user answers the Keep / Turn Off choice that a provisionally delivered notification
  /// shows in Notification Center (iOS 12+, rules PV2–PV4), and the trace records the choice and
  /// the authorization status it leaves.
  ///
  /// Throws when the app is not provisionally authorized, or none of its notifications is in
  /// Notification Center to show the choice. Models the choice described in
  /// https://developer.apple.com/documentation/usernotifications/asking-permission-to-use-notifications
  public mutating func chooseProvisionalDelivery(_ choice: ProvisionalChoice) throws(SimulationError) {
    let verb = "choose \(choice.buttons)"
    guard device.authorizationStatus == .provisional else {
      throw SimulationError(.notApplicable,
        "can't \(verb): the Keep / Turn Off choice appears only while authorization is provisional, and it is \(device.authorizationStatus). Request [.provisional] authorization first.")
    }
    guard device.notificationCenter.count > 0 else {
      throw SimulationError(.notDisplayed,
        "can't \(verb): no notification of the app is in Notification Center to show the choice. Deliver one first.")
    }
    record(.user("chose \(choice.buttons) in a notification"))
    let rule: DeviceRule
    switch choice {
    case .keepProminently:
      device.authorizationStatus = .authorized
      rule = DeviceRules.keepProminently
    case .keepQuietly:
      rule = DeviceRules.keepQuietly
    case .turnOff:
      device.authorizationStatus = .denied
      device.authorizedOptions = []
      rule = DeviceRules.turnOff
    }
    record(.system(.provisionalChoice(choice, status: device.authorizationStatus)), rule: rule.id)
    finishStimulus()
  }
}
