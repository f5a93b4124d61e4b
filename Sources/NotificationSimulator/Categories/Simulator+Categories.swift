extension Simulator {
  // MARK: Categories (§4.4)

  /// The app calls `setNotificationCategories(_:)`, which replaces every registered category.
  public mutating func setNotificationCategories(_ newCategories: [NotificationCategory]) throws(SimulationError) {
    guard process.state.isRunning else {
      throw SimulationError(.appNotRunning, "can't set notification categories: the app is \(process.state). Launch it first.")
    }
    record(.user("app sets notification categories"))
    device.categories = withoutUnavailableCategoryOptions(newCategories)
    record(.system(.categoriesSet(newCategories.map(\.identifier))))
    // UNNotificationAction.identifier: the identifiers of all the app's actions must be unique.
    var seen: [String] = []
    for category in newCategories {
      let repeated = category.repeatedActionIdentifiers
      for identifier in repeated {
        diagnose("duplicate-action-identifier",
          "action identifier '\(identifier)' is used twice in category '\(category.identifier)'; "
            + "the app cannot tell which action the user chose. Give each action its own identifier.")
      }
      var own: [String] = []
      for action in category.actions where !own.contains(action.identifier) {
        own.append(action.identifier)
        if seen.contains(action.identifier) {
          diagnose("duplicate-action-identifier",
            "action identifier '\(action.identifier)' is used in more than one category; identifiers must be unique across categories.")
        }
      }
      seen += own
    }
    finishStimulus()
  }
}
