extension Simulator {
  /// The system presents a notification itself (background, or no delegate by quirk), as the
  /// content and the authorization allow (behaviour reference §6.3, §9).
  mutating func presentBySystem(_ id: String, rule: String) {
    // Read in place: the record itself is not needed, only what it shows.
    guard let position = notificationPosition(id) else { return }
    let (hasAlert, hasSound, badge) = device.notifications.presentationFacts(at: position)
    var presentation = Presentation()
    var reason = ""
    switch device.authorizationStatus {
    case .notDetermined, .denied:
      reason = "notifications are \(device.authorizationStatus) for the app, so iOS delivers it without showing it"
    case .provisional:
      presentation.list = hasAlert
      reason = "provisional authorization delivers quietly to Notification Center only"
    case .authorized, .ephemeral:
      presentation.banner = device.authorizedOptions.contains(.alert) && hasAlert
      presentation.list = presentation.banner
      presentation.sound = device.authorizedOptions.contains(.sound) && hasSound
      presentation.badge = device.authorizedOptions.contains(.badge) && badge != nil
      reason =
        !device.authorizedOptions.contains(.alert)
        ? "the app is not authorized for alerts" : "it has no alert text, and a badge or sound alone is not displayed"
    }
    // Read once for the policy, the shown content and Notification Center, rather than by each.
    let payload = device.notifications.payload(at: position)
    let critical = applyPresentationPolicy(id, at: position, payload: payload, &presentation)
    finishPresentation(
      id, at: position, payload: payload, badge: badge, presentation, reasonIfHidden: reason, rule: rule, critical: critical)
  }

  /// The system presents a foreground notification as `willPresent` answered (§3.1, §3.2).
  mutating func presentInForeground(_ id: String, options requested: PresentationOptions, context: RouteContext) {
    guard let position = notificationPosition(id) else { return }
    let record = device.notifications[position]
    var options = requested
    if !configuration.profile.hasBannerAndList, !options.intersection([.banner, .list]).isEmpty {
      diagnose("presentation-option-unavailable",
        ".banner and .list need iOS 14; \(configuration.profile) ignores them. Use .alert before iOS 14.", rule: context.ruleID)
      options.subtract([.banner, .list])
    } else if configuration.profile.hasBannerAndList, options.contains(.alert) {
      diagnose("presentation-option-deprecated",
        ".alert is deprecated since iOS 14 and acts as [.banner, .list]; use those instead.", rule: context.ruleID)
    }
    var presentation = Presentation(
      banner: options.contains(.banner) || options.contains(.alert),
      list: options.contains(.list) || options.contains(.alert),
      sound: options.contains(.sound) && record.hasSound,
      badge: options.contains(.badge) && record.badge != nil)
    var reason =
      context.willPresentTimedOut
      ? "the app was \(context.stateAtStart) and willPresent's completion handler was not called in time, which counts as []"
      : "the app was \(context.stateAtStart) and willPresent answered \(requested)"
    switch device.authorizationStatus {
    case .notDetermined, .denied:
      if !presentation.isEmpty { reason = "notifications are \(device.authorizationStatus) for the app" }
      presentation = Presentation(badge: false)
    case .provisional:
      // Quietly: listed only, no banner, sound or badge (rule PV1).
      presentation.banner = false
      presentation.sound = false
      presentation.badge = false
    case .authorized, .ephemeral:
      if !device.authorizedOptions.contains(.alert) { presentation.banner = false; presentation.list = false }
      if !device.authorizedOptions.contains(.sound) { presentation.sound = false }
    }
    if presentation.badge && !device.authorizedOptions.contains(.badge) { presentation.badge = false }
    finishPresentation(
      record.id, at: position, payload: record.payload, badge: record.badge, presentation, reasonIfHidden: reason,
      rule: context.ruleID)
  }

  /// Records what the system shows of notification `id`, at `position` in the records, with its
  /// `payload` (both looked up once by the caller: the position does not move while a
  /// notification is presented).
  private mutating func finishPresentation(
    _ id: String, at position: Int, payload: Payload?, badge value: Int?, _ authorized: Presentation,
    reasonIfHidden authorizedReason: String, rule routingRule: String, critical: Bool = false
  ) {
    // The app's switches in Settings take away what they name (rules NS1, NS2).
    let (presentation, settingsReason, settingsRule) = applyNotificationSwitches(authorized)
    let reasonIfHidden = settingsReason ?? authorizedReason
    let rule = settingsRule ?? routingRule
    if presentation.isVisible {
      setStatus(at: position, .displayed(presentation), ifPending: true)
      let shown = shownContent(id, at: position, payload: payload, presentation, critical: critical)
      self.record(.system(.displayed(id, presentation, shown: shown)), rule: rule)
    } else {
      setStatus(at: position, .notShown(reasonIfHidden), ifPending: true)
      self.record(.system(.notShown(id, reason: reasonIfHidden)), rule: rule)
      if presentation.sound {
        self.record(
          .system(.soundPlayed(id, name: Self.soundName(contentSound(at: position, payload: payload), critical: critical))),
          rule: rule)
      }
    }
    keepInNotificationCenter(id, at: position, payload: payload, listed: presentation.list)
    if let value {
      if presentation.badge {
        setBadge(value, rule: rule)
      } else if !device.authorizedOptions.contains(.badge) {
        self.record(.system(.badgeIgnored(id, reason: "the app is not authorized for badges")), rule: rule)
      } else if device.authorizationStatus == .provisional {
        self.record(.system(.badgeIgnored(id, reason: "provisional authorization delivers quietly, without a badge")),
          rule: DeviceRules.provisionalDelivery.id)
      } else if authorized.badge {
        let reason =
          device.settings.notifications.allowNotifications
          ? "Badges is off for the app in Settings" : "notifications are turned off for the app in Settings"
        self.record(.system(.badgeIgnored(id, reason: reason)), rule: rule)
      }
    }
  }

  // MARK: Background pushes (§5); the budget is in Device/BackgroundWakes

  mutating func markBackgroundDelivered(_ id: String) {
    // Reads the kind in place: copying the record (and its payload) on every arrival is measurable.
    guard let position = notificationPosition(id), device.notifications.kind(at: position) == .background,
      device.held?.notificationID != id
    else { return }
    setStatus(id, .notShown("background pushes are never displayed"), ifPending: true)
  }

  // MARK: Local notifications (§9)

  /// Routes the arrival of notification `id`: a remote one with its `payload`, sent by `route`,
  /// or a local one with its `localRequest`.
  // Inlined into its two callers: 77 instructions a push fewer (`notifsim-bench profile full`).
  // Takes the parts, not a `DeliveredNotification`: making one cost a copy and two
  // destructions a push (148 instructions, `notifsim-bench profile full`).
  @inline(__always)
  mutating func arrive(
    id: String, kind: NotificationKind, payload: Payload?, localRequest: LocalNotificationRequest?,
    route: DeliveryRoute = .apns
  ) {
    let key = RoutingKey(process.state, kind, .arrival, routingProfile)
    guard let position = configuration.table.position(for: key) else {
      diagnose("internal-routing", "no single rule for \(key)")
      return
    }
    let ruleID = configuration.table.rules[position].id
    addNotification(id: id, kind: kind, route: route, payload: payload, localRequest: localRequest, ruleID: ruleID)
    if configuration.table.onlyPresents(at: position) {
      // What running the one step does, without making a route context and a step list for it:
      // most arrivals (an alert to an app in the background) take this path.
      presentBySystem(id, rule: ruleID)
    } else {
      var context = context(ruleID: ruleID, .arrival, kind: kind, notificationID: id)
      run(configuration.table.rules[position].steps, &context)
    }
    if kind == .background { markBackgroundDelivered(id) }
  }
}
