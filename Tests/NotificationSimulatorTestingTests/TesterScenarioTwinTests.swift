import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// Tester parity, proved on every bundled scenario: each file gets a generated twin that sets up
/// the same device and app and takes every step through the tester's own methods, and the twin's
/// events must be the scenario run's events, line for line.
@Suite struct TesterScenarioTwinTests {
  static let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
  static let files = ScenarioLoader.files(at: "/" + root + "/Scenarios")

  @Test func `there are bundled scenarios to twin`() {
    #expect(Self.files.count >= 60)
  }

  @Test(arguments: files)
  func `the tester twin of a scenario records the same events`(file: String) throws {
    let scenario = try #require(ScenarioLoader.load(path: file).scenario)
    let expected = ScenarioRunner.run(scenario)
    try #require(expected.passed, "\(file) does not pass on its own")

    let tester = NotificationTester(
      app: scenario.app, profile: scenario.profile, quirks: scenario.quirks, device: scenario.device,
      authorization: nil)
    tester.exhaustivity = .off
    let log = TwinFailures()
    tester.failureSink { log.messages.append($0) }
    if let (status, options) = scenario.authorization { tester.changeAuthorization(to: status, options: options) }
    tester.bring(to: scenario.initialState)
    tester.runUntilIdle()
    let start = tester.trace.events.count

    for (index, step) in scenario.steps.enumerated() {
      switch step.action {
      case .push(let payload, let id, let route): tester.push(payload, id: id, route: route)
      case .schedule(let request): tester.scheduleLocal(request)
      case .tap(let id): tester.tap(id)
      case .touchContentExtensionView(let id): tester.touchContentExtensionView(id)
      case .performNotificationDefaultAction(let id): tester.contentExtensionPerformsDefaultAction(id)
      case .expand(let id): tester.expand(id)
      case .nextTriggerDate(let id): tester.nextTriggerDate(of: id)
      case .startActivity(let request): tester.startActivity(request)
      case .activityPush(let payload, let id, let priority): tester.pushToActivity(id, payload: payload, priority: priority)
      case .liveActivitySettings(let enabled, let supports):
        tester.setLiveActivitySettings(frequentPushesEnabled: enabled, supportsFrequentUpdates: supports)
      case .createChannel(let id, let policy): tester.createChannel(id, storagePolicy: policy)
      case .deleteChannel(let id): tester.deleteChannel(id)
      case .broadcastPush(let push):
        tester.broadcast(push.id, to: push.channel, payload: push.payload, priority: push.priority, expiration: push.expiration)
      case .action(let action, let id): tester.performAction(on: id, action: action)
      case .reply(let text, let action, let id): tester.reply(on: id, action: action, text: text)
      case .dismiss(let id): tester.dismiss(id)
      case .clear(let id): tester.clear(id)
      case .flick(let id): tester.flick(id)
      case .openApp: tester.openApp()
      case .lifecycle(.home): tester.home()
      case .lifecycle(.suspend): tester.suspend()
      case .lifecycle(.terminate): tester.terminate()
      case .lifecycle(.forceQuit): tester.forceQuit()
      case .lifecycle(.reboot): tester.reboot()
      case .lifecycle(.relaunch): tester.relaunch()
      case .lock(let locked): if locked { tester.lock() } else { tester.unlock() }
      case .notificationCenter(let shown): if shown { tester.showNotificationCenter() } else { tester.hideNotificationCenter() }
      case .requestAuthorization(let options): tester.requestAuthorization(options)
      case .answerPrompt(let allow): tester.answerPrompt(allow: allow)
      case .register: tester.registerForRemoteNotifications()
      case .assignDelegate: tester.assignDelegate()
      case .setCategories(let categories): tester.setNotificationCategories(categories)
      case .wait(let duration): tester.advance(by: duration)
      case .waitUntil(let local): tester.advance(untilLocal: local)
      case .getDeliveredNotifications: tester.getDeliveredNotifications()
      case .getPendingNotificationRequests: tester.getPendingNotificationRequests()
      case .removeDeliveredNotifications(let ids): tester.removeDeliveredNotifications(withIdentifiers: ids)
      case .removeAllDeliveredNotifications: tester.removeAllDeliveredNotifications()
      case .removePendingNotificationRequests(let ids): tester.removePendingNotificationRequests(withIdentifiers: ids)
      case .removeAllPendingNotificationRequests: tester.removeAllPendingNotificationRequests()
      case .setBadgeCount(let count): tester.setBadgeCount(count)
      case .applicationIconBadgeNumber(let count): tester.setApplicationIconBadgeNumber(count)
      case .move(let coordinate): tester.move(to: coordinate)
      case .setFocus(let focus): tester.setFocus(focus)
      case .setWatch(let watch): tester.setWatch(watch)
      case .silentMode(let silent): tester.setSilentMode(silent)
      case .timeSensitiveSetting(let enabled): tester.setTimeSensitiveSetting(enabled)
      case .directMessages(let enabled): tester.setDirectMessages(enabled)
      case .setScheduledSummary(let summary): tester.setScheduledSummary(summary)
      case .setAppleIntelligence(let settings): tester.setAppleIntelligence(settings)
      case .send(let push): tester.send(push)
      case .apnsLink(let linkStep): tester.perform(linkStep)
      case .refreshProviderToken(let refresh): tester.refreshProviderToken(refresh)
      case .simctlPush(let payload, let id, let bundle): tester.simctlPush(payload, id: id, bundle: bundle)
      case .changeSettings(let settings): tester.changeSettings { $0 = settings }
      case .fileExists(let path): tester.fileExists(path)
      case .addFile(let file): tester.addFile(file)
      case .provisionalChoice(.keepProminently): tester.keepNotifications(prominently: true)
      case .provisionalChoice(.keepQuietly): tester.keepNotifications(prominently: false)
      case .provisionalChoice(.turnOff): tester.turnOffNotifications()
      case .voipPush(let push): tester.receiveVoIPPush(push)
      case .locationPush(let id): tester.receiveLocationPush(id: id)
      case .pushToTalkPush(let push): tester.receivePushToTalkPush(push)
      case .joinChannel(let channel): tester.joinPushToTalkChannel(channel)
      case .leaveChannel: tester.leavePushToTalkChannel()
      case .startTransmitting: tester.startTransmitting()
      case .stopTransmitting: tester.stopTransmitting()
      case .expect:
        if index == scenario.steps.count - 1 && step.path == ["expect"] { tester.runUntilIdle() }
      }
    }
    if case .expect = scenario.steps.last?.action {} else { tester.runUntilIdle() }
    tester.finish()

    #expect(log.messages.isEmpty, "\(file): \(log.messages)")
    let twin = tester.trace.events[start...].map(\.rendered)
    #expect(!expected.events.isEmpty && !twin.isEmpty)
    #expect(twin == expected.events.map(\.rendered), "\(file)")
  }
}

final class TwinFailures: @unchecked Sendable {
  var messages: [String] = []
}

extension NotificationTester {
  /// Sends failures to `sink` instead of the test frameworks.
  func failureSink(_ sink: @escaping (String) -> Void) {
    failureHook = { sink($0.message) }
  }

  /// Brings the app to `state` the way a scenario's `app.state` does.
  func bring(to state: AppState) {
    switch state {
    case .notRunning: break
    case .forceQuit: openApp(); forceQuit()
    case .active: openApp()
    case .inactive: openApp(); showNotificationCenter()
    case .background: openApp(); home()
    case .suspended:
      openApp()
      home()
      if self.state != .suspended { suspend() }
    }
  }
}
