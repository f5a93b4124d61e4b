public import NotificationSimulator

/// The app's notification service extension from a test: the team's own extension code, the
/// delivery route, and the content the user sees.
extension NotificationTester {
  /// Installs the team's own `UNNotificationServiceExtension` code; later pushes run it
  /// (behaviour reference §7.1).
  public func installServiceExtension(
    _ code: some SimulatedServiceExtension,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("installServiceExtension(\(type(of: code)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      simulator.installServiceExtension(code)
    }
  }

  /// The service extension as the simulator left it, as `Code`: its stored properties hold
  /// what it did; `nil` when none of that type is installed.
  public func serviceExtension<Code: SimulatedServiceExtension>(as type: Code.Type) -> Code? {
    simulator.extensions.serviceExtension as? Code
  }

  /// A remote notification reaches the device by `route`: `DeliveryRoute.simulator` for
  /// `xcrun simctl push` or an `.apns` file, which skips the service extension (rule SE6).
  public func push(
    _ payload: Payload, id: String, route: DeliveryRoute,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "push(_:id: \(JSONWriter.quoted(id)), route: .\(route))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .push(payload, id: id, route: route))
  }

  /// `notification.request.content` of notification `id` as the user sees it: what the service
  /// extension returned, or the original; `nil` when no such notification arrived.
  public func content(of id: String) -> NotificationContent? { simulator.notification(id)?.content }
}

extension ExpectedCallback {
  /// `UNNotificationServiceExtension.didReceive(_:withContentHandler:)` for the notification `id`.
  public static func serviceExtensionDidReceive(_ id: String) -> ExpectedCallback {
    ExpectedCallback(.serviceExtensionDidReceive, arguments: [.notification(id)])
  }
}

extension NotificationTester {
  /// Installs the team's own content extension code (`UNNotificationContentExtension`'s
  /// `didReceive(_:completionHandler:)`); actions on its categories go to it first (rule CE2).
  public func installContentExtension(
    _ code: some SimulatedContentExtension,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("installContentExtension(\(type(of: code)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      simulator.installContentExtension(code)
    }
  }

  /// The installed content extension of type `Code` as the simulator left it.
  public func contentExtension<Code: SimulatedContentExtension>(as type: Code.Type) -> Code? {
    simulator.extensions.contentExtensionCode.lazy.compactMap { $0 as? Code }.first
  }
}

extension NotificationTester {
  /// The user touches the content extension's view of notification `id`: the view takes it with
  /// `UNNotificationExtensionUserInteractionEnabled` (iOS 12+), else it is a tap.
  public func touchContentExtensionView(
    _ id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "touchContentExtensionView(\(JSONWriter.quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .touchContentExtensionView(id))
  }

  /// The user expands notification `id` and the installed content extension code shows it
  /// (`UNNotificationContentExtension.didReceive(_:)`); from iOS 12 it may replace the actions
  /// with `extensionContext.notificationActions` (rule CE4).
  public func showContentExtension(
    _ id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step("showContentExtension(\(JSONWriter.quoted(id)))", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      try simulator.showContentExtension(id)
    }
  }

  /// The content extension of notification `id` calls
  /// `NSExtensionContext.performNotificationDefaultAction()`: the app gets the default action.
  public func contentExtensionPerformsDefaultAction(
    _ id: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "contentExtensionPerformsDefaultAction(\(JSONWriter.quoted(id)))",
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column), .performNotificationDefaultAction(id))
  }
}
