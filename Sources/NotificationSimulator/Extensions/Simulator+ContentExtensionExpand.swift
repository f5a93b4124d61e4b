extension DeviceRules {
  /// CE5: expanding a notification.
  public static let contentExtensionExpand = DeviceRule(
    id: "CE5",
    summary: "When the user expands a notification (a long press, or pulling the banner down), the content extension whose UNNotificationExtensionCategory holds the notification's categoryIdentifier exactly loads its view and gets didReceive(_:) with the notification; with no such extension (no category, or one that differs even in case) iOS shows its default expanded interface. The notification's actions show below either one.",
    section: "§7.2", sources: [
      Citation("https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension/didreceive(_:)", .apple),
      Citation("https://developer.apple.com/documentation/usernotificationsui/customizing-the-appearance-of-notifications", .apple),
    ])
}

extension Simulator {
  /// The user expands notification `id` (a long press, or pulling its banner down), as iOS
  /// offers for a notification on screen (rule CE5).
  ///
  /// The content extension whose `UNNotificationExtensionCategory` contains the notification's
  /// `categoryIdentifier` exactly (case-sensitively, rule CE1) loads its view, and its
  /// `UNNotificationContentExtension.didReceive(_:)`
  /// (https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension/didreceive(_:))
  /// gets the notification: installed code (``installContentExtension(_:)``) runs and may set
  /// `extensionContext.notificationActions` (iOS 12, rule CE4); a configured
  /// ``ContentExtension`` is traced. Without one, iOS shows its default expanded interface and
  /// the trace says why. Either way the trace ends with the interface and the actions offered.
  ///
  /// Throws when the notification is not on screen, naming those that are.
  public mutating func expand(_ id: String) throws(SimulationError) {
    let verb = "expand notification '\(id)'"
    let record: DeliveredNotification
    do {
      record = try displayed(id, verb: verb)
    } catch {
      let records = device.notifications
      let shown = records.indices.filter { records.presentation(at: $0)?.isVisible == true }.map { "'\(records.id(at: $0))'" }
      let fix =
        shown.isEmpty
        ? " No notification is on screen now: expand one that a push or schedule step displayed."
        : " On screen now: \(shown.joined(separator: ", "))."
      throw SimulationError(error.code, error.message + fix)
    }
    let category = record.categoryIdentifier ?? ""
    self.record(.user("expanded \(id)"))
    let rule = DeviceRules.contentExtensionExpand.id
    if configuration.profile.hasUserNotifications, !category.isEmpty {
      if let index = extensions.contentExtensionCode.firstIndex(where: { $0.categories.contains(category) }) {
        var code = extensions.contentExtensionCode[index]
        let name = "\(type(of: code))"
        self.record(.system(.contentExtensionDidReceive(id, extension: name, category: category)), rule: rule)
        var shown = actions(shownFor: id) ?? []
        let before = shown
        code.didReceive(record, actions: &shown)
        extensions.contentExtensionCode[index] = code
        setContentExtensionActions(shown, was: before, on: id, by: name)
        recordExpanded(id, interface: name, reason: nil)
        return
      }
      if let data = contentExtension(for: category) {
        self.record(.system(.contentExtensionDidReceive(id, extension: data.name, category: category)), rule: rule)
        recordExpanded(id, interface: data.name, reason: nil)
        return
      }
    }
    recordExpanded(id, interface: nil, reason: defaultInterfaceReason(category))
  }

  /// Why no content extension shows a notification of `category` (rules CE1, CE5).
  func defaultInterfaceReason(_ category: String) -> String {
    guard configuration.profile.hasUserNotifications else { return "content extensions need iOS 10; \(configuration.profile) has none" }
    guard !category.isEmpty else { return "it has no categoryIdentifier, so no content extension serves it" }
    let served = extensions.contentExtensionCode.map { ("\(type(of: $0))", $0.categories) } + configuration.app.contentExtensions.map { ($0.name, $0.categories) }
    for (name, categories) in served {
      if let near = categories.first(where: { $0.lowercased() == category.lowercased() }) {
        return "no UNNotificationExtensionCategory is exactly '\(category)'; \(name) serves '\(near)', and categories compare case-sensitively"
      }
    }
    return "no content extension's UNNotificationExtensionCategory contains '\(category)'"
  }

  private mutating func recordExpanded(_ id: String, interface: String?, reason: String?) {
    let offered = (actions(shownFor: id) ?? []).map(\.identifier)
    record(.system(.expanded(id, interface: interface, actions: offered, reason: reason)),
      rule: DeviceRules.contentExtensionExpand.id)
    finishStimulus()
  }
}
