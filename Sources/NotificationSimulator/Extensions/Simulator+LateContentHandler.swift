extension Simulator {
  /// The service extension calls the content handler of its `didReceive(_:withContentHandler:)`
  /// for `notificationID` now, after that method returned (from a completion block, a task,
  /// another queue): the content shows now, as on iOS, rather than at the deadline.
  ///
  /// Models the content handler block of
  /// [`didReceive(_:withContentHandler:)`](https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/didreceive(_:withcontenthandler:))
  /// called late. A call after the deadline (once `serviceExtensionTimeWillExpire()` had its
  /// chance) is a `completion-called-late` diagnostic and changes nothing; a second call is
  /// `completion-called-twice`. Rule SE3 sets the deadline.
  public mutating func serviceExtensionCalledContentHandler(for notificationID: String, with content: NotificationContent) {
    guard
      let index = handlers.given.lastIndex(where: {
        $0.inExtension && $0.callback == .serviceExtensionDidReceive && $0.notificationID == notificationID
      })
    else {
      diagnose("completion-unknown",
        "the service extension called a content handler for \(notificationID), a push it was never handed; iOS ignores it.")
      return
    }
    let id = handlers.given[index].id
    if handlers.given[index].status == .waiting { extensions.extensionRuns[id]?.content = content }
    complete(id)
  }

  /// App code did something whose timing the simulator does not own (a call from a thread it
  /// does not run): a `unowned-work` diagnostic with `message`, which says what to do instead.
  public mutating func diagnoseUnownedWork(_ message: String) {
    diagnose("unowned-work", message)
  }
}

extension Simulator {
  /// The notification service extension calls `UNUserNotificationCenter` (its own process, so
  /// whether the app runs does not matter): `setBadgeCount(_:withCompletionHandler:)` sets the
  /// badge as iOS does for an extension; other calls take effect as the app's would.
  ///
  /// Models a service extension's calls to
  /// [`UNUserNotificationCenter`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter),
  /// which extensions may use.
  @discardableResult
  public mutating func performFromServiceExtension(_ request: AppRequest) -> Result<Void, SimulationError> {
    guard case .setBadgeCount(let count) = request else {
      run.serviceExtensionCalling = true
      let result = apply(request)
      run.serviceExtensionCalling = false
      finishStimulus()
      return result
    }
    record(.user("service extension calls setBadgeCount(\(count))"))
    if !configuration.profile.has(.setBadgeCount) {
      diagnose("api-unavailable",
        "setBadgeCount(_:withCompletionHandler:) needs iOS 16; \(configuration.profile) has no such method.",
        rule: DeviceRules.setBadge.id)
    } else {
      applyAppBadge(count)
    }
    finishStimulus()
    return .success(())
  }
}
