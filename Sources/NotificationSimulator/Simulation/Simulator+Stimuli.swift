extension Simulator {
  // MARK: Notifications arriving

  /// A remote notification reaches the device, as APNs (`route` `.apns`, the default), `xcrun
  /// simctl push` or an `.apns` file (`.simulator`), or the APNs sandbox to a Simulator
  /// (`.sandboxToSimulator`) delivers it.
  ///
  /// `id` becomes `request.identifier` (APNs uses `apns-collapse-id`); a notification with the
  /// same identifier is replaced. A simulated push does not run the service extension (rule SE6);
  /// the sandbox route needs an iOS 16 or later profile (rule SE7).
  ///
  /// The notification is already past APNs: no headers, no token, no answer. To send it as a
  /// provider does, with APNs's answer, storage for an offline device and token checks, use
  /// ``sendThroughAPNs(_:)``.
  public mutating func push(_ payload: Payload, id: String, route: DeliveryRoute = .apns) throws(SimulationError) {
    try push(payload, id: id, route: route, simctlBundle: nil)
  }

  /// A remote notification sent by `route`, with `simctlBundle` as `xcrun simctl push`'s bundle
  /// argument (`nil`: none given, the payload's `Simulator Target Bundle` names the app).
  ///
  /// With ``DeviceConfiguration/xcode`` set, the Xcode tools' rules apply (rules XR1–XR4): a
  /// simulated push that names no app, names another app, or needs a later Xcode does not
  /// arrive, and the trace says why (`simulatedPushRejected`).
  public mutating func push(
    _ payload: Payload, id: String, route: DeliveryRoute, simctlBundle: String?
  ) throws(SimulationError) {
    guard !id.isEmpty else {
      throw SimulationError(.invalidPayload, "can't push: the notification identifier is empty. Pass a non-empty id.")
    }
    device.notificationPositions.prefetch(id)
    // The tools' own limits first: an Xcode too old for the route answers before the runtime.
    if device.configuration.xcode != nil, let refusal = xcodeRouteRefusal(payload, route: route, bundle: simctlBundle) {
      record(.system(.simulatedPushRejected(id, reason: refusal.reason)), rule: refusal.rule.id)
      finishStimulus()
      return
    }
    if route == .sandboxToSimulator, !configuration.profile.has(.simulatorRemoteNotifications) {
      throw SimulationError(.unsupported,
        "can't push '\(id)' through the APNs sandbox to a Simulator: Simulator receives real pushes only from iOS 16 (Xcode 14), and this device runs \(configuration.profile). Use route .apns, or an iOS 16 or later profile.")
    }
    let kind = NotificationKind(payload.kind)
    record(.pushArrived(id: id, kind: kind))
    arrive(id: id, kind: kind, payload: payload, localRequest: nil, route: route)
    finishStimulus()
  }

  /// A remote notification given as JSON text reaches the device by `route`.
  public mutating func push(json: String, id: String, route: DeliveryRoute = .apns) throws(SimulationError) {
    switch Self.payload(json: json) {
    case .success(let payload): try push(payload, id: id, route: route)
    case .failure(let why):
      throw SimulationError(.invalidPayload, "can't push '\(id)': the payload is not a notification: \(why).")
    }
  }

  /// The notification payload in JSON text, or why it is not one: the parser's first finding, or
  /// that the top level has no `aps` object.
  package static func payload(json: String) -> Result<Payload, PayloadTextError> {
    let parsed = JSONParser.parse(json)
    guard let object = parsed.value?.object, let payload = Payload(json: object) else {
      return .failure(PayloadTextError(reason: parsed.diagnostics.first?.message ?? "the top level has no \"aps\" object"))
    }
    return .success(payload)
  }

  // MARK: The user acting on notifications

  /// The user taps the notification's body: `UNNotificationDefaultActionIdentifier`.
  public mutating func tap(_ id: String) throws(SimulationError) {
    let record = try displayed(id, verb: "tap notification '\(id)'")
    let rule = try decide(.tap, record.kind, what: "tap notification '\(id)'")
    let response = NotificationResponse(notificationID: id, actionIdentifier: NotificationResponse.defaultActionIdentifier)
    self.record(.user("tapped \(id)"))
    setStatus(id, .removed("tapped"), ifPending: false)
    var context = context(rule, .tap, kind: record.kind, notificationID: id, response: response)
    run(rule.steps, &context)
    finishStimulus()
  }

  /// The user picks custom action `actionID` on notification `id`: a
  /// `UNNotificationResponse` with that `actionIdentifier`. The notification comes first, as in
  /// the scenario step `{"action": {"notification": ..., "id": ...}}`. Use
  /// ``reply(on:action:text:)`` for text-input actions.
  public mutating func performAction(on id: String, action actionID: String) throws(SimulationError) {
    try act(actionID, on: id, text: nil)
  }

  /// The user types `text` into text-input action `actionID` on notification `id` and sends it
  /// (`UNTextInputNotificationResponse`).
  public mutating func reply(on id: String, action actionID: String, text: String) throws(SimulationError) {
    try act(actionID, on: id, text: text)
  }

  /// The old spelling of ``performAction(on:action:)``, action first.
  @available(*, deprecated, renamed: "performAction(on:action:)")
  public mutating func performAction(_ actionID: String, on id: String) throws(SimulationError) {
    try performAction(on: id, action: actionID)
  }

  /// The old spelling of ``reply(on:action:text:)``.
  @available(*, deprecated, renamed: "reply(on:action:text:)")
  public mutating func reply(text: String, action actionID: String, on id: String) throws(SimulationError) {
    try reply(on: id, action: actionID, text: text)
  }

  private mutating func act(_ actionID: String, on id: String, text: String?) throws(SimulationError) {
    func what() -> String {
      text == nil ? "perform action '\(actionID)' on '\(id)'" : "reply to '\(id)' with action '\(actionID)'"
    }
    let record = try displayed(id, verb: what())
    guard let name = record.categoryIdentifier else {
      throw SimulationError(.categoryNotRegistered,
        "can't \(what()): the notification has no category, so iOS shows no actions. Set aps.category (or categoryIdentifier) to a registered category.")
    }
    guard let category = category(named: name) else {
      let known = device.categories.map { "'\($0.identifier)'" }.joined(separator: ", ")
      throw SimulationError(.categoryNotRegistered,
        "can't \(what()): its category '\(name)' is not registered, so iOS shows it without actions. Registered categories: [\(known)]. Register '\(name)' with setNotificationCategories(_:).")
    }
    let action: NotificationAction
    if let shown = extensions.contentExtensionActions[id] {
      guard let found = shown.first(where: { $0.identifier == actionID }) else { throw refusedAction(what(), id, shown) }
      action = found
    } else {
      guard let found = category.action(actionID) else {
        let known = category.actions.map { "'\($0.identifier)'" }.joined(separator: ", ")
        throw SimulationError(.unknownAction,
          "can't \(what()): category '\(name)' has no action '\(actionID)'. Its actions: [\(known)].")
      }
      action = found
    }
    if text != nil, action.textInput == nil {
      throw SimulationError(.textInputMismatch,
        "can't \(what()): action '\(actionID)' has no text input, so it can't carry a reply. Give it a TextInput, or call performAction(on:action:).")
    }
    if text == nil, action.textInput != nil {
      throw SimulationError(.textInputMismatch,
        "can't \(what()): action '\(actionID)' takes text input. Call reply(on:action:text:) instead.")
    }
    let needsUnlock = action.options.contains(.authenticationRequired) || action.options.contains(.foreground)
    let interaction: Interaction =
      device.isLocked && needsUnlock ? .authenticationRequiredActionWhileLocked
      : text != nil ? .textInputAction
      : action.options.contains(.foreground) ? .foregroundAction : .backgroundAction
    let rule = try decide(interaction, record.kind, what: what())
    let response = NotificationResponse(notificationID: id, actionIdentifier: actionID, userText: text)
    self.record(.user(text.map { "replied to \(id) with \(actionID) text=" + JSONWriter.quoted($0) } ?? "chose \(actionID) on \(id)"))
    let extensionResponse = NotificationResponse(notificationID: id, actionIdentifier: actionID, userText: text)
    if let (extensionName, option) = contentExtensionResponse(category: name, response: extensionResponse, record: record) {
      self.record(.system(.contentExtensionResponse(id, extension: extensionName, action: actionID, option: option)),
        rule: DeviceRules.contentExtensionAction.id)
      switch option {
      case .doNotDismiss:
        finishStimulus()
        return
      case .dismiss:
        self.record(.system(.contentExtensionDismissed(id, extension: extensionName, option: option)),
          rule: DeviceRules.contentExtensionAction.id)
        setStatus(id, .removed("action \(actionID), handled by content extension \(extensionName)"), ifPending: false)
        finishStimulus()
        return
      case .dismissAndForwardAction:
        self.record(.system(.contentExtensionDismissed(id, extension: extensionName, option: option)),
          rule: DeviceRules.contentExtensionAction.id)
      }
    }
    setStatus(id, .removed("action \(actionID)"), ifPending: false)
    var context = context(rule, interaction, kind: record.kind, notificationID: id, response: response, action: action)
    run(rule.steps, &context)
    finishStimulus()
  }

  /// The user dismisses the notification explicitly (the "x", or a swipe-and-clear on one entry).
  public mutating func dismiss(_ id: String) throws(SimulationError) {
    let record = try displayed(id, verb: "dismiss notification '\(id)'")
    let custom = categoryOptions(of: record).contains(.customDismissAction)
    let interaction: Interaction = custom ? .dismissWithCustomDismissAction : .dismissWithoutCustomDismissAction
    try userRemoves(record, interaction, verb: "dismiss notification '\(id)'", note: "dismissed \(id)")
  }

  /// The user taps "Clear" in Notification Center for the notification.
  public mutating func clear(_ id: String) throws(SimulationError) {
    let record = try displayed(id, verb: "clear notification '\(id)'")
    guard record.presentation?.list == true else {
      throw SimulationError(.notDisplayed,
        "can't clear notification '\(id)': it is not in Notification Center (presentation \(record.presentation ?? Presentation())); only notifications shown with .list can be cleared.")
    }
    try userRemoves(record, .clearInNotificationCenter, verb: "clear notification '\(id)'", note: "cleared \(id)")
  }

  /// The user swipes the banner away (or ignores it until it goes).
  public mutating func flick(_ id: String) throws(SimulationError) {
    let record = try displayed(id, verb: "swipe away the banner of '\(id)'")
    guard var presentation = record.presentation, presentation.banner else {
      throw SimulationError(.notDisplayed,
        "can't swipe away the banner of '\(id)': it has no banner (presentation \(record.presentation ?? Presentation())).")
    }
    let rule = try decide(.bannerSwipedAway, record.kind, what: "swipe away the banner of '\(id)'")
    self.record(.user("swiped away the banner of \(id)"))
    presentation.banner = false
    setStatus(id, presentation.list ? .displayed(presentation) : .removed("banner swiped away"), ifPending: false)
    var context = context(rule, .bannerSwipedAway, kind: record.kind, notificationID: id)
    run(rule.steps, &context)
    finishStimulus()
  }

  private mutating func userRemoves(
    _ record: DeliveredNotification, _ interaction: Interaction, verb: String, note: String
  ) throws(SimulationError) {
    let rule = try decide(interaction, record.kind, what: verb)
    let response = NotificationResponse(notificationID: record.id, actionIdentifier: NotificationResponse.dismissActionIdentifier)
    self.record(.user(note))
    setStatus(record.id, .removed(note), ifPending: false)
    var context = context(rule, interaction, kind: record.kind, notificationID: record.id, response: response)
    run(rule.steps, &context)
    finishStimulus()
  }

  func categoryOptions(of record: DeliveredNotification) -> CategoryOptions {
    category(named: record.categoryIdentifier)?.options ?? []
  }

  /// The registered category with identifier `name`, if there is one.
  func category(named name: String?) -> NotificationCategory? {
    guard let name else { return nil }
    return device.categories.first { $0.identifier == name }
  }

  /// The notification, if the user can see it; otherwise an error saying what became of it.
  func displayed(_ id: String, verb: @autoclosure () -> String) throws(SimulationError) -> DeliveredNotification {
    guard let record = notification(id) else {
      throw SimulationError(.unknownNotification,
        "can't \(verb()): no notification with that identifier reached the device. Push or schedule it first.")
    }
    switch record.status {
    case .displayed(let presentation) where presentation.isVisible:
      return record
    case .displayed:
      throw SimulationError(.notDisplayed, "can't \(verb()): it is no longer on screen.")
    case .pending:
      throw SimulationError(.notDisplayed,
        "can't \(verb()): it is not displayed yet; rule \(record.ruleID) is waiting for a completion handler or the background budget. Advance the clock first.")
    case .notShown(let reason):
      throw SimulationError(.notDisplayed,
        "can't \(verb()): it was never displayed; rule \(record.ruleID) did not show it because \(reason).")
    case .dropped(let reason):
      throw SimulationError(.notDisplayed,
        "can't \(verb()): it was never displayed; rule \(record.ruleID) dropped it because \(reason.explanation).")
    case .removed(let reason):
      throw SimulationError(.notDisplayed, "can't \(verb()): it is no longer displayed (\(reason)).")
    }
  }
}

/// Why JSON text is not a notification payload, in words for a message.
package struct PayloadTextError: Error, Sendable, CustomStringConvertible {
  /// The reason.
  package let reason: String
  package var description: String { reason }
}
