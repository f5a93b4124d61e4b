/// A service extension run waiting for its content handler.
struct ExtensionRun: Sendable {
  var request: ServiceExtensionRequest
  /// What the extension will pass to the content handler; `nil` when it fails instead.
  var content: NotificationContent?
  var failure: ServiceExtensionFailure?
}

extension Simulator {
  /// Whether iOS would show an alert for the app at all: the service extension runs only then (rule SE1).
  var mayShowAlerts: Bool {
    switch device.authorizationStatus {
    case .notDetermined, .denied: false
    case .provisional, .ephemeral: true
    case .authorized: device.authorizedOptions.contains(.alert)
    }
  }

  /// Calls the extension's `didReceive(_:withContentHandler:)` and starts its handler.
  mutating func callServiceExtension(_ handler: PendingHandler, record: DeliveredNotification) {
    let request = ServiceExtensionRequest(identifier: record.id, content: record.content)
    var context = ServiceExtensionContext(now: now)
    let answer: ServiceExtensionAnswer
    if var code = extensions.serviceExtension {
      answer = code.didReceive(request, context: &context)
      extensions.serviceExtension = code
    } else {
      var script = configuration.app.answers.serviceExtensionScript
      script.timing = configuration.behavior.serviceExtension(record)
      answer = script.didReceive(request, context: &context)
    }
    for report in context.reports { diagnose("service-extension", "\(record.id): \(report)", rule: handler.ruleID) }
    for error in context.refusedAttachments {
      diagnose("attachment-refused",
        "\(record.id): UNNotificationAttachment(identifier:url:options:) threw for \(error); the extension goes on without it.",
        rule: DeviceRules.attachmentLimits.id)
    }
    switch answer {
    case .contentHandler(let content, let timing):
      extensions.extensionRuns[handler.id] = ExtensionRun(request: request, content: content)
      startHandler(handler, timing: timing)
    case .fails(let failure, let delay):
      extensions.extensionRuns[handler.id] = ExtensionRun(request: request, failure: failure)
      startHandler(handler, timing: .never)
      clock.schedule(.extensionFailure(handler: handler.id), after: delay)
    }
  }

  /// Uses the content the extension passed to its handler, unless it has no alert text (rule SE2).
  mutating func useExtensionContent(_ returned: NotificationContent, for id: String, rule: String) {
    guard let position = notificationPosition(id) else { return }
    var content = returned
    // The system checks attachments once the extension finishes (UNNotificationAttachment);
    // one it refuses is left out (rule AT2).
    content.attachments = returned.attachments.filter { attachment in
      guard let error = attachmentError(attachment) else { return true }
      diagnose("attachment-refused", "\(id): \(error); iOS leaves it out.", rule: DeviceRules.attachmentValidation.id)
      return false
    }
    // userInfo holds property-list values only (rule LN9): a key holding anything else is left out.
    for value in returned.userInfoValues.notPropertyList {
      guard case .key(let key)? = value.path.first, content.userInfo[key] != nil else { continue }
      diagnose("userinfo-not-property-list",
        "\(id): the service extension's \(Self.notPropertyListProblem(value)) The simulator leaves out userInfo key \(JSONWriter.quoted(key)).",
        rule: DeviceRules.userInfoPropertyList.id)
      content.userInfo.members.removeAll { $0.key == key }
      content.userInfoValues = content.userInfoValues.removing(topLevelKey: key)
    }
    guard content.hasAlertText else {
      record(.system(.originalContentShown(id, reason: "the extension's content has no title, subtitle or body")),
        rule: DeviceRules.serviceExtensionNeedsAlertText.id)
      return
    }
    // The system checks content.updating(from:) as it takes the content (rules CN1, CN2).
    if checkCommunication(&content, for: id) && configuration.quirks.failedCommunicationUpdateShowsOriginal {
      record(.system(.originalContentShown(id, reason: "updating(from:) failed (quirk failedCommunicationUpdateShowsOriginal)")),
        rule: DeviceRules.communicationFailed.id)
      return
    }
    // Valid files move into the attachment data store (rule AT3).
    content.attachments = storeAttachments(content.attachments, of: id)
    let original = device.notifications[position].originalContent
    let changes = content.changes(from: original)
    guard !changes.isEmpty else { return }
    device.notifications[position].deliveredContent = content
    record(.system(.contentChanged(id, content, changes: changes)), rule: DeviceRules.serviceExtensionRuns.id)
  }

  /// The time is up: `serviceExtensionTimeWillExpire()` gets a last chance (rule SE3).
  mutating func serviceExtensionExpired(_ handler: PendingHandler) {
    let id = handler.notificationID ?? "-"
    let run = extensions.extensionRuns.removeValue(forKey: handler.id)
    var last: NotificationContent?
    if let run, run.failure == nil {
      if var code = extensions.serviceExtension {
        last = code.serviceExtensionTimeWillExpire(run.request)
        extensions.serviceExtension = code
      } else {
        var script = configuration.app.answers.serviceExtensionScript
        last = script.serviceExtensionTimeWillExpire(run.request)
      }
    }
    let rule = DeviceRules.serviceExtensionTimeLimit.id
    if let last {
      record(.system(.serviceExtensionLastAnswer(id)), rule: rule)
      useExtensionContent(last, for: id, rule: rule)
    } else {
      record(.system(.serviceExtensionExpired(id)), rule: rule)
    }
  }

  /// The extension process dies before answering (rule SE4): what shows is quirk
  /// ``Quirks/serviceExtensionCrashShows``.
  mutating func serviceExtensionFailed(_ handlerID: Int) {
    guard let index = handlers.index(of: handlerID), handlers.given[index].status == .waiting else { return }
    handlers.given[index].status = .expired
    let handler = handlers.given[index]
    handlers.given[index].continuation = nil
    let run = extensions.extensionRuns.removeValue(forKey: handlerID)
    let id = handler.notificationID ?? "-"
    let rule = DeviceRules.serviceExtensionCrash.id
    record(.system(.serviceExtensionFailed(id, run?.failure ?? .crash)), rule: rule)
    switch configuration.quirks.serviceExtensionCrashShows {
    case .originalContent:
      record(.system(.originalContentShown(id, reason: "the service extension \(run?.failure ?? .crash) (quirk serviceExtensionCrashShows = originalContent)")), rule: rule)
      if let continuation = handler.continuation { resume(continuation) }
    case .nothing:
      let reason = "the service extension \(run?.failure ?? .crash) (quirk serviceExtensionCrashShows = nothing)"
      setStatus(id, .notShown(reason), ifPending: true)
      record(.system(.notShown(id, reason: reason)), rule: rule)
    case .placeholder:
      var placeholder: NotificationContent?
      if let run {
        placeholder = extensions.serviceExtension.map { $0.placeholder(for: run.request) }
          ?? configuration.app.answers.serviceExtensionScript.placeholder(for: run.request)
      }
      if let placeholder, let position = notificationPosition(id) {
        let changes = placeholder.changes(from: device.notifications[position].originalContent)
        device.notifications[position].deliveredContent = placeholder
        record(.system(.contentChanged(id, placeholder, changes: changes.isEmpty ? ["placeholder"] : changes)), rule: rule)
      } else {
        diagnose("no-placeholder",
          "\(id): quirk serviceExtensionCrashShows is placeholder, but the extension has no placeholder content; the original content is shown. Give it one (placeholder(for:), or \"placeholder\" in the scenario).",
          rule: rule)
      }
      if let continuation = handler.continuation { resume(continuation) }
    }
  }
}

extension Simulator {
  /// Installs the team's own notification service extension code (a new build of the app's
  /// `UNNotificationServiceExtension`); later pushes run it.
  public mutating func installServiceExtension(_ code: any SimulatedServiceExtension) {
    extensions.serviceExtension = code
  }
}
