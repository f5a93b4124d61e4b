import NotificationPayload

extension Simulator {
  /// What notification `id` shows once it is displayed as `presentation` (rules SH1–SH4):
  /// its thread, its summary argument where iOS uses one, its attachments, the action buttons
  /// it offers, the sound that plays and whether it lights the screen.
  /// `position` and `payload` are the record's, already looked up.
  func shownContent(
    _ id: String, at position: Int, payload: Payload?, _ presentation: Presentation, critical: Bool
  ) -> ShownContent {
    // Each field is worked out on its own and the value is made once at the end: a value made
    // early and then changed field by field was copied whole on its way out.
    let threadIdentifier: String
    var attachments: [String] = []
    var soundName = ShownContent.noSound
    var communication = false
    var sender = ""
    // Read through the record's fields: making the whole record, or the content, costs more.
    if !device.notifications.hasDeliveredContent(at: position), let payload {
      // A push shown as it came: its thread and sound read from `aps`, rather than building its
      // whole content (`NotificationContent(payload:)`, `userInfo` included) for them. Such
      // content has no attachments and is no communication notification.
      threadIdentifier = payload.aps.threadID ?? ""
      if presentation.sound { soundName = Self.soundName(contentSound(at: position, payload: payload), critical: critical) }
    } else {
      let content = device.notifications[position].content
      threadIdentifier = content.threadIdentifier
      attachments = content.attachments.map(\.identifier)
      if presentation.sound { soundName = Self.soundName(content, critical: critical) }
      // content.updating(from:) made it a communication notification, shown with its sender (rule CN1).
      if let intent = content.communication {
        communication = true
        sender = intent.sender
      }
    }
    // summary-arg / summaryArgument: read by the group summary from iOS 12 to 14 (rule SH2).
    let summaryArgument =
      configuration.profile.has(.groupSummaryArgument) ? Self.summaryArgument(of: device.notifications[position]) ?? "" : ""
    return ShownContent(
      threadIdentifier: threadIdentifier, summaryArgument: summaryArgument, attachments: attachments,
      actions: shownActions(id, at: position), soundName: soundName,
      // A banner on a locked device is a Lock Screen alert, which wakes the screen (rule SH4).
      lightsScreen: device.isLocked && presentation.banner, communication: communication, sender: sender)
  }

  /// The identifiers of the actions notification `id`, at `position`, shows: those of
  /// ``actions(shownFor:)``, read without looking the record up again or copying it out.
  func shownActions(_ id: String, at position: Int) -> [String] {
    // Most runs install no content extension: skip hashing the identifier for an empty table.
    if !extensions.contentExtensionActions.isEmpty, let set = extensions.contentExtensionActions[id] { return set.map(\.identifier) }
    if device.categories.isEmpty { return [] }
    return category(named: device.notifications.categoryIdentifier(at: position))?.actions.map(\.identifier) ?? []
  }

  /// `content.sound` of the record at `position`, whose `payload` the caller has read: from the
  /// payload in place when the content is the push's own.
  func contentSound(at position: Int, payload: Payload?) -> String? {
    if !device.notifications.hasDeliveredContent(at: position), let payload {
      return payload.aps.sound.map { $0.name ?? "default" }
    }
    return device.notifications[position].content.sound
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
    return record.payload?.aps.summaryArgument
  }
}
