import NotificationPayload

extension DeviceRules {
  private static let summarySetting = Citation(
    "https://developer.apple.com/documentation/usernotifications/unnotificationsettings/scheduleddeliverysetting", .apple)

  /// SS1: an app in the Scheduled Summary has its passive and active notifications held.
  public static let summaryHolds = DeviceRule(
    id: "SS1",
    summary: "While the user has an app in the Scheduled Summary, its passive and active notifications wait for the next summary time, without a banner, a sound or a lit screen.",
    section: "§3.5",
    sources: [summarySetting, Citation("https://www.idownloadblog.com/2021/07/07/how-to-use-notification-summary-iphone-ipad/", .reported)])
  /// SS2: the summary is delivered at its times, ordered by relevance score.
  public static let summaryDelivers = DeviceRule(
    id: "SS2",
    summary: "At each summary time on the device's clock the held notifications are delivered together, the highest relevance score first.",
    section: "§3.5, §9",
    sources: [
      summarySetting, Citation("https://developer.apple.com/documentation/usernotifications/unnotificationcontent/relevancescore", .apple),
      Citation("https://help.batch.com/en/articles/5543431-understanding-and-managing-ios-15-time-sensitive-interruption-level", .reported),
    ])
  /// SS3: time-sensitive notifications and critical alerts are delivered at once.
  public static let summaryBreakthrough = DeviceRule(
    id: "SS3",
    summary: "A time-sensitive notification the user allows, or a critical alert, is delivered at once although its app is in the Scheduled Summary.",
    section: "§3.5",
    sources: [
      Citation("https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/timesensitive", .apple),
      Citation("https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/critical", .uncertain),
    ])
  /// AI1: Apple Intelligence summaries and prioritisation are not modelled.
  public static let appleIntelligenceNotModelled = DeviceRule(
    id: "AI1",
    summary: "With Summarize or Prioritize Notifications on (Apple Intelligence, iOS 18.1 and later) a notification may be shown as a generated summary or moved up; the rules are not published, so the trace says so and routing does not change.",
    section: "§3.5",
    sources: [
      Citation("https://developer.apple.com/documentation/usernotifications", .apple),
      Citation("https://www.courier.com/blog/developer-guide-to-ios-26-priority-notifications", .reported),
    ])

  /// The Scheduled Summary and Apple Intelligence rules, in id order.
  public static let scheduledSummary: [DeviceRule] = [
    summaryHolds, summaryDelivers, summaryBreakthrough, appleIntelligenceNotModelled,
  ]
}

extension Simulator {
  /// The user's Scheduled Summary, if it is on (rules SS1–SS3).
  public var scheduledSummary: ScheduledSummary? { device.presentationState.scheduledSummary }

  /// Whether the app is in the user's Scheduled Summary on a version that has it: what
  /// `UNNotificationSettings.scheduledDeliverySetting` reports as `.enabled`.
  public var isInScheduledSummary: Bool {
    configuration.profile.has(.scheduledSummary) && device.presentationState.scheduledSummary?.includes(configuration.app.bundleID) == true
  }

  /// The notifications the Scheduled Summary holds for its next delivery, in arrival order.
  public var heldForSummary: [String] { device.presentationState.summary.held.map(\.id) }

  /// The user turns on the Scheduled Summary with its times and apps (Settings > Notifications >
  /// Scheduled Summary), or turns it off with `nil`, which delivers what it held at once.
  public mutating func setScheduledSummary(_ summary: ScheduledSummary?) {
    if let summary {
      let apps = summary.apps.isEmpty ? "no apps" : summary.apps.joined(separator: ", ")
      record(.user("turned on the \(summary) (apps: \(apps))"))
    } else {
      record(.user("turned off the Scheduled Summary"))
    }
    device.presentationState.scheduledSummary = summary
    if summary == nil { deliverScheduledSummary() }
    finishStimulus()
  }

  /// The user turns Apple Intelligence's Summarize and Prioritize Notifications on or off; the
  /// simulator only annotates the trace (rule AI1).
  public mutating func setAppleIntelligence(_ settings: AppleIntelligenceNotifications?) {
    record(.user("Apple Intelligence notifications: " + (settings.map { $0.isOn ? $0.description + " on" : "off" } ?? "off")))
    device.presentationState.appleIntelligence = settings
    finishStimulus()
  }

  /// Holds notification `id` for the summary, or lets it through when it is time-sensitive or
  /// critical; returns whether it was held (rules SS1, SS3).
  mutating func applyScheduledSummary(
    _ summary: ScheduledSummary, to id: String, level: InterruptionLevel, _ presentation: inout Presentation
  ) -> Bool {
    let delivered = notification(id)
    let relevance =
      configuration.profile.has(.relevanceScore) ? delivered?.payload?.aps.relevanceScore ?? delivered?.localRequest?.relevanceScore ?? 0 : 0
    switch level {
    case .timeSensitive, .critical:
      record(.system(.summary(id, outcome: .brokeThrough,
        detail: level == .critical ? "a critical alert is delivered at once" : "time-sensitive notifications are delivered at once")),
        rule: DeviceRules.summaryBreakthrough.id)
      return false
    case .passive, .active:
      let communication = communicationIntent(id)
      if let communication, device.presentationState.directMessages {
        record(.system(.summary(id, outcome: .brokeThrough,
          detail: "a communication notification from \(JSONWriter.quoted(communication.sender)), and Direct Messages is on")),
          rule: DeviceRules.communicationSummary.id)
        return false
      }
      presentation.banner = false
      presentation.sound = false
      let next = nextSummaryInstant(summary)
      if device.presentationState.summary.hold(id, relevance: relevance), let next {
        device.presentationState.summary.nextDelivery = next
        clock.schedule(.scheduledSummary, at: next)
      }
      let when = next.map { " at " + configuration.calendar.localTime(at: $0).description } ?? ""
      let why = communication == nil ? "" : "a communication notification, but Direct Messages is off; "
      record(.system(.summary(id, outcome: .held, detail: why + "kept for the next summary\(when), without a banner or a sound")),
        rule: communication == nil ? DeviceRules.summaryHolds.id : DeviceRules.communicationSummary.id)
      return true
    }
  }

  /// The first summary time after now on the device's clock.
  func nextSummaryInstant(_ summary: ScheduledSummary) -> SimulatedInstant? {
    summary.times.compactMap { time in
      configuration.calendar.nextMatch(
        after: now, DateMatch(hour: time.hour, minute: time.minute, second: 0),
        skippedTimeFiresAfterGap: configuration.quirks.calendarSkippedTimeFiresAfterGap, repeatedTimeFiresFirst: configuration.quirks.calendarRepeatedTimeFiresFirst)
    }.min()
  }

  /// Delivers the held notifications, the highest relevance score first (rule SS2).
  mutating func deliverScheduledSummary() {
    let ids = device.presentationState.summary.deliver()
    guard !ids.isEmpty else { return }
    record(.system(.summaryDelivered(ids)), rule: DeviceRules.summaryDelivers.id)
  }

  /// Says, for a notification the system presents, that Apple Intelligence may summarise or
  /// reorder it and that the simulator does not model it (rule AI1).
  mutating func noteAppleIntelligence(_ id: String) {
    guard let settings = device.presentationState.appleIntelligence, settings.isOn, configuration.profile.has(.appleIntelligenceNotifications) else {
      return
    }
    diagnose("apple-intelligence-not-modelled",
      "\(id) may be \([settings.summaries ? "summarized" : nil, settings.prioritize ? "moved up as a priority" : nil].compactMap { $0 }.joined(separator: " or ")) by Apple Intelligence (\(settings) on); its decisions are not published, so the simulator does not model them and presents \(id) as without it.",
      rule: DeviceRules.appleIntelligenceNotModelled.id)
  }
}
