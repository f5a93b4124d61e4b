import NotificationPayload

extension Simulator {
  /// What notification `id` shows once it is displayed as `presentation` (rules SH1–SH4):
  /// its thread, its summary argument where iOS uses one, its attachments, the action buttons
  /// it offers, the sound that plays and whether it lights the screen.
  func shownContent(_ id: String, _ presentation: Presentation, critical: Bool) -> ShownContent {
    guard let position = notificationPosition(id) else { return ShownContent() }
    var shown: ShownContent
    // Read through the record's fields: making the whole record, or the content, costs more.
    if !notifications.hasDeliveredContent(at: position), let payload = notifications.payload(at: position) {
      // A push shown as it came: its thread and sound read from `aps`, rather than building its
      // whole content (`NotificationContent(payload:)`, `userInfo` included) for them. Such
      // content has no attachments and is no communication notification.
      shown = ShownContent(
        threadIdentifier: payload.aps.threadID ?? "", attachments: [],
        actions: (actions(shownFor: id) ?? []).map(\.identifier))
      if presentation.sound { shown.soundName = Self.soundName(contentSound(at: position), critical: critical) }
    } else {
      let content = notifications[position].content
      shown = ShownContent(
        threadIdentifier: content.threadIdentifier, attachments: content.attachments.map(\.identifier),
        actions: (actions(shownFor: id) ?? []).map(\.identifier))
      if presentation.sound { shown.soundName = Self.soundName(content, critical: critical) }
      // content.updating(from:) made it a communication notification, shown with its sender (rule CN1).
      if let intent = content.communication {
        shown.communication = true
        shown.sender = intent.sender
      }
    }
    // summary-arg / summaryArgument: read by the group summary from iOS 12 to 14 (rule SH2).
    if profile.has(.groupSummaryArgument) {
      shown.summaryArgument = Self.summaryArgument(of: notifications[position]) ?? ""
    }
    // A banner on a locked device is a Lock Screen alert, which wakes the screen (rule SH4).
    shown.lightsScreen = isLocked && presentation.banner
    return shown
  }

  /// The sound notification `id` plays (rule SH3): its named sound, the default sound, or for a
  /// critical alert without a file of its own the default critical sound.
  func soundName(_ id: String, critical: Bool) -> String {
    guard let position = notificationPosition(id) else { return ShownContent.noSound }
    return Self.soundName(contentSound(at: position), critical: critical)
  }

  /// `content.sound` of the record at `position`, read from the payload in place when the
  /// content is the push's own.
  func contentSound(at position: Int) -> String? {
    if !notifications.hasDeliveredContent(at: position), let payload = notifications.payload(at: position) {
      return payload.aps.sound.map { $0.name ?? "default" }
    }
    return notifications[position].content.sound
  }

  static func soundName(_ content: NotificationContent, critical: Bool) -> String {
    soundName(content.sound, critical: critical)
  }

  /// The sound played for a content's `sound` (`nil` when it names none: the default plays).
  static func soundName(_ sound: String?, critical: Bool) -> String {
    let name = sound ?? "default"
    return critical && name == "default" ? ShownContent.defaultCriticalSound : name
  }

  /// The summary argument the content carries: `summary-arg` of the alert dictionary (or of
  /// `aps`), or a local request's `summaryArgument`.
  static func summaryArgument(of record: DeliveredNotification) -> String? {
    if let request = record.localRequest { return request.summaryArgument }
    guard let aps = record.payload?.aps.json.object else { return nil }
    return aps["alert"]?.object?["summary-arg"]?.string ?? aps["summary-arg"]?.string
  }
}
