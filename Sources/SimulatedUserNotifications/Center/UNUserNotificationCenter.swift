public import Foundation
import NotificationSimulator

/// The app's way to the system's notification services: authorization, categories, requests,
/// delivered notifications and the badge.
///
/// Models [`UNUserNotificationCenter`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter).
/// Each call turns into one step of the simulated device at the virtual time of the call and is
/// on the trace. Calls made while iOS runs one of the app's methods take effect when that method
/// returns, in the order made; what they read is the device as it was when the method was
/// called. Completion handlers run after the simulator step, as iOS runs them on a queue of its
/// own, never inside the app's call; the answers of the `get…` methods asked while the app's code
/// runs arrive on a queue of the simulator's (as iOS may deliver them on a background thread), so
/// code that blocks the main thread until one arrives gets it, and the step returns once every
/// answer has. The completion handlers of `add(_:withCompletionHandler:)` and
/// `setBadgeCount(_:withCompletionHandler:)` called while one of the app's methods runs arrive
/// the same way (Apple: the block may be executed on a background thread).
///
/// Like the SDK's class it is not `Sendable`; its `async` methods run on the caller's actor.
public final class UNUserNotificationCenter: NSObject {
  /// Weak: the runtime owns the simulator, which owns the process that owns this center.
  weak var runtime: AppRuntime?
  weak var process: UIKitProcess?
  nonisolated(unsafe) private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

  init(runtime: AppRuntime?, process: UIKitProcess?) {
    self.runtime = runtime
    self.process = process
  }

  /// The app's notification center.
  ///
  /// Models [`current()`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()).
  /// Outside a simulated app (no tester or runtime running the code) it returns a center that
  /// reaches no device: its calls do nothing and say so on standard error.
  public class func current() -> UNUserNotificationCenter {
    guard let runtime = AppRuntime.current else { return detached }
    if AppRuntime.inExtension { return runtime.extensionCenter }
    return runtime.process?.center ?? detached
  }

  nonisolated(unsafe) private static let detached = UNUserNotificationCenter(runtime: nil, process: nil)

  /// The object that handles foreground notifications and responses; held weakly, as in the SDK.
  ///
  /// Models [`delegate`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate).
  /// Assigning it is a step: iOS routes `willPresent` and `didReceive` to it from then on, and a
  /// response that launched the app waits for it only while `didFinishLaunching` runs.
  public var delegate: (any UNUserNotificationCenterDelegate)? {
    get { storedDelegate }
    set {
      storedDelegate = newValue
      if let newValue {
        process?.noteDelegateAssigned(newValue)
        send(.assignDelegate)
      }
    }
  }

  /// Whether the device supports notification content extensions.
  ///
  /// Models [`supportsContentExtensions`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/supportscontentextensions);
  /// every simulated iPhone does.
  public var supportsContentExtensions: Bool { true }

  // MARK: Authorization

  /// Asks the user to allow notifications; the handler runs once the prompt is answered (or at
  /// once, when the app asked before).
  ///
  /// Models [`requestAuthorization(options:completionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/requestauthorization(options:completionhandler:)).
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    guard let runtime else {
      return completionHandler(false, detachedCall("requestAuthorization(options:completionHandler:)"))
    }
    // Once the user has answered (or Settings decided), no prompt shows and the answer is known
    // now: it arrives as the other handlers do, so code that blocks the main thread for it gets
    // it. A prompt on screen, or one this request shows, is answered in a later step of the test,
    // unless the test gave the user's answer in advance: then the prompt this request shows is
    // answered as it shows, and the handler gets that answer as the other handlers do.
    let inAdvance = runtime.promptAnswer
    let known = runtime.read { simulator -> Bool? in
      if simulator.isAuthorizationPromptShowing { return nil }
      if simulator.device.authorizationStatus != .notDetermined { return simulator.device.authorizationStatus.isGranted }
      return options.contains(.provisional) ? nil : inAdvance
    }
    if let granted = known {
      runtime.request(.requestAuthorization(options.simulated), from: process, handlerWaitsForPrompt: false) { result in
        switch result {
        case .failure(let error): completionHandler(false, error)
        case .success: completionHandler(granted, nil)
        }
      }
      return
    }
    runtime.request(.requestAuthorization(options.simulated), from: process) { result in
      switch result {
      case .failure(let error): completionHandler(false, error)
      case .success: runtime.awaitPromptAnswer(completionHandler)
      }
    }
  }

  /// The `async` form of `requestAuthorization(options:completionHandler:)`: returns once the
  /// user answered the prompt, in a later step of the test.
  ///
  /// Models [`requestAuthorization(options:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/requestauthorization(options:completionhandler:)).
  public nonisolated(nonsending) func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    try await withCheckedThrowingContinuation { continuation in
      requestAuthorization(options: options) { granted, error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: granted) }
      }
    }
  }

  /// Reads the app's notification settings.
  ///
  /// Models [`getNotificationSettings(completionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/getnotificationsettings(completionhandler:)).
  public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
    guard let runtime else {
      detachedCall("getNotificationSettings(completionHandler:)")
      return completionHandler(UNNotificationSettings(simulated: Simulator(app: AppConfiguration())))
    }
    let settings = notificationSettingsNow(runtime)
    runtime.answer { completionHandler(settings.value) }
  }

  /// The `async` form of `getNotificationSettings(completionHandler:)`.
  ///
  /// Models [`notificationSettings()`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/notificationsettings()).
  public nonisolated(nonsending) func notificationSettings() async -> UNNotificationSettings {
    guard let runtime else {
      detachedCall("notificationSettings()")
      return UNNotificationSettings(simulated: Simulator(app: AppConfiguration()))
    }
    return notificationSettingsNow(runtime).value
  }

  private func notificationSettingsNow(_ runtime: AppRuntime) -> UncheckedBox<UNNotificationSettings> {
    runtime.read { UncheckedBox(UNNotificationSettings(simulated: $0)) }
  }

  // MARK: Categories

  /// Registers the app's notification categories, replacing those registered before.
  ///
  /// Models [`setNotificationCategories(_:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setnotificationcategories(_:)).
  /// The set has no order; the simulator registers the categories sorted by identifier, so the
  /// trace is the same on every run.
  public func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    let sorted = categories.sorted { $0.identifier < $1.identifier }
    send(.setNotificationCategories(sorted.map(\.simulated)))
  }

  /// Reads the registered categories.
  ///
  /// Models [`getNotificationCategories(completionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/getnotificationcategories(completionhandler:)).
  public func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
    guard let runtime else {
      detachedCall("getNotificationCategories(completionHandler:)")
      return completionHandler([])
    }
    let categories = runtime.read { simulator in UncheckedBox(simulator.device.categories) }
    runtime.answer { completionHandler(Set(categories.value.map(UNNotificationCategory.init(simulated:)))) }
  }

  /// The `async` form of `getNotificationCategories(completionHandler:)`.
  ///
  /// Models [`notificationCategories()`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/notificationcategories()).
  public nonisolated(nonsending) func notificationCategories() async -> Set<UNNotificationCategory> {
    guard let runtime else { return [] }
    return Set(runtime.read { $0.device.categories }.map(UNNotificationCategory.init(simulated:)))
  }

  // MARK: Requests

  /// Schedules a local notification, or replaces the pending request with the same identifier.
  ///
  /// Models [`add(_:withCompletionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/add(_:withcompletionhandler:)).
  /// The handler receives the `UNError` iOS gives: `notificationsNotAllowed` when the user denied
  /// notifications, an attachment error, or `notificationInvalidNoDate` for a trigger that never
  /// fires. Once iOS accepts the request, each attachment's file moves out of where the app wrote
  /// it into the attachment data store, a folder under the temporary directory here, and the
  /// request's attachments point there (rule AT3); a file that cannot be moved gives
  /// `attachmentMoveIntoDataStoreFailed`.
  public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    guard let runtime else { return completionHandler?(detachedCall("add(_:withCompletionHandler:)")) ?? () }
    var local: LocalNotificationRequest
    do throws(UNError) {
      local = try request.simulated()
    } catch {
      runtime.answer { completionHandler?(error) }
      return
    }
    let refusal = runtime.read { $0.addRequestRefusal(local) }
    if refusal == nil {
      // iOS moves each attachment's file into its data store (rule AT3).
      do throws(UNError) {
        local.attachments = try AttachmentDataStore.move(local.attachments, request: local.identifier)
      } catch {
        runtime.answer { completionHandler?(error) }
        return
      }
    }
    runtime.request(.add(local), from: process) { result in
      if case .failure(let error) = result {
        completionHandler?(error)
      } else {
        completionHandler?(refusal.map { UNError(UNError.Code(rawValue: $0) ?? .notificationsNotAllowed) })
      }
    }
  }

  /// The `async` form of `add(_:withCompletionHandler:)`.
  ///
  /// Models [`add(_:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/add(_:withcompletionhandler:)).
  public nonisolated(nonsending) func add(_ request: UNNotificationRequest) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      add(request) { error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }

  /// Reads the requests waiting for their trigger.
  ///
  /// Models [`getPendingNotificationRequests(completionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/getpendingnotificationrequests(completionhandler:)).
  public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
    guard let runtime else {
      detachedCall("getPendingNotificationRequests(completionHandler:)")
      return completionHandler([])
    }
    let pending = runtime.read { simulator in UncheckedBox(simulator.device.pendingRequests.requests.map { ($0, simulator.pendingDate($0)) }) }
    runtime.answer { completionHandler(pending.value.map(UNNotificationRequest.init(pending:nextTriggerDate:))) }
  }

  /// The `async` form of `getPendingNotificationRequests(completionHandler:)`.
  ///
  /// Models [`pendingNotificationRequests()`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/pendingnotificationrequests()).
  public nonisolated(nonsending) func pendingNotificationRequests() async -> [UNNotificationRequest] {
    guard let runtime else { return [] }
    return runtime.read { simulator in simulator.device.pendingRequests.requests.map { ($0, simulator.pendingDate($0)) } }
      .map(UNNotificationRequest.init(pending:nextTriggerDate:))
  }

  /// Removes pending requests by identifier.
  ///
  /// Models [`removePendingNotificationRequests(withIdentifiers:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/removependingnotificationrequests(withidentifiers:)).
  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    send(.removePendingNotificationRequests(identifiers))
  }

  /// Removes every pending request.
  ///
  /// Models [`removeAllPendingNotificationRequests()`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/removeallpendingnotificationrequests()).
  public func removeAllPendingNotificationRequests() {
    send(.removeAllPendingNotificationRequests)
  }

  // MARK: Delivered notifications

  /// Reads the app's notifications in Notification Center, newest first.
  ///
  /// Models [`getDeliveredNotifications(completionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/getdeliverednotifications(completionhandler:)).
  public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
    guard let runtime else {
      detachedCall("getDeliveredNotifications(completionHandler:)")
      return completionHandler([])
    }
    let delivered = runtime.read { UncheckedBox(Self.delivered(on: $0)) }
    runtime.answer { completionHandler(delivered.value.map { UNNotification(simulated: $0.0, date: $0.1) }) }
  }

  /// The `async` form of `getDeliveredNotifications(completionHandler:)`.
  ///
  /// Models [`deliveredNotifications()`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/deliverednotifications()).
  public nonisolated(nonsending) func deliveredNotifications() async -> [UNNotification] {
    guard let runtime else { return [] }
    return runtime.read { Self.delivered(on: $0) }.map { UNNotification(simulated: $0.0, date: $0.1) }
  }

  /// The notifications in Notification Center with the date each was delivered.
  static func delivered(on simulator: Simulator) -> [(DeliveredNotification, Date)] {
    simulator.device.notificationCenter.entries.compactMap { entry in
      simulator.notification(entry.identifier).map { ($0, Date(timeIntervalSince1970: simulator.secondsSince1970(at: entry.date))) }
    }
  }

  /// Removes notifications from Notification Center by identifier.
  ///
  /// Models [`removeDeliveredNotifications(withIdentifiers:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/removedeliverednotifications(withidentifiers:)).
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
    send(.removeDeliveredNotifications(identifiers))
  }

  /// Removes all of the app's notifications from Notification Center.
  ///
  /// Models [`removeAllDeliveredNotifications()`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/removealldeliverednotifications()).
  public func removeAllDeliveredNotifications() {
    send(.removeAllDeliveredNotifications)
  }

  // MARK: Badge

  /// Sets the app icon's badge; 0 removes it.
  ///
  /// Models [`setBadgeCount(_:withCompletionHandler:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setbadgecount(_:withcompletionhandler:)) (iOS 16).
  public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    guard let runtime else {
      return completionHandler?(detachedCall("setBadgeCount(_:withCompletionHandler:)")) ?? ()
    }
    runtime.request(.setBadgeCount(newBadgeCount), from: process) { result in
      if case .failure(let error) = result { completionHandler?(error) } else { completionHandler?(nil) }
    }
  }

  /// The `async` form of `setBadgeCount(_:withCompletionHandler:)`.
  ///
  /// Models [`setBadgeCount(_:)`](https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setbadgecount(_:withcompletionhandler:)).
  public nonisolated(nonsending) func setBadgeCount(_ newBadgeCount: Int) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      setBadgeCount(newBadgeCount) { error in
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
      }
    }
  }

  // MARK: Plumbing

  func send(_ request: AppRequest) {
    guard let runtime else {
      detachedCall(request.apiName)
      return
    }
    runtime.request(request, from: process)
  }

  /// Says on standard error that `api` was called outside a simulated app, and returns the
  /// error its completion handler receives (its `async` form throws it), so no caller waits.
  @discardableResult
  private func detachedCall(_ api: String) -> NSError {
    let message =
      "\(api) was called outside a simulated app; nothing happened. Create the app through a tester first:"
      + " let tester = NotificationTester(appDelegate: { AppDelegate() }), then drive it (tester.openApp(), tester.push(...))."
    FileHandle.standardError.write(Data("SimulatedUserNotifications: \(message)\n".utf8))
    return NSError(domain: "SimulatedUserNotifications", code: 1, userInfo: [NSLocalizedDescriptionKey: message])
  }

  /// Runs the `async` form of a delegate method on the main actor, starting at once, and passes
  /// its result to the completion form's handler.
  @MainActor func runAsync<Value: Sendable>(
    _ operation: @escaping @MainActor () async -> Value, then: @escaping @MainActor (Value) -> Void
  ) {
    let task: Task<Void, Never>
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      task = Task.immediate { @MainActor in
        AppExecutor.noteCurrentTask()
        then(await operation())
      }
    } else {
      task = Task { @MainActor in then(await operation()) }
    }
    runtime?.track(task)
  }
}

/// Carries a value the module built on the device's thread to the completion handler that
/// receives it; the handler is its only user.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
