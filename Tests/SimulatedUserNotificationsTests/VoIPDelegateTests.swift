import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// The VoIP app's own file (VoIPApp/CallAppDelegate.swift), unchanged but for its imports:
/// PushKit and CallKit through the team's code, rules VP1–VP6. Each test calls `settle()` once,
/// after its steps, to let the completion blocks' tasks run.
@MainActor @Suite(.oneAppAtATime) struct VoIPDelegateTests {
  nonisolated static let callID = UUID(uuidString: "6A1C2E9D-3B44-4F0E-9C21-5D7A2B8E0F13")!
  nonisolated static let otherID = UUID(uuidString: "0F5B7C1A-2D3E-4F50-8A6B-7C8D9E0F1A2B")!
  static func call(_ caller: String, id: UUID = callID) -> String {
    #"{"callID":"\#(id.uuidString)","caller":"\#(caller)"}"#
  }
  static let cancel = #"{"kind":"cancel"}"#

  /// Writes the trace to `$APP_ACCEPTANCE_TRACES/voip-<name>.txt` when the variable is set, for
  /// `Tests/stress-app-code.sh` to compare runs.
  static func keep(_ tester: AppTester, as name: String) {
    guard let folder = ProcessInfo.processInfo.environment["APP_ACCEPTANCE_TRACES"] else { return }
    let url = URL(fileURLWithPath: folder).appendingPathComponent("voip-\(name).txt")
    try? tester.trace.rendered.write(to: url, atomically: true, encoding: .utf8)
  }

  static func manager(_ tester: AppTester) -> CallManager? { tester.appDelegate(as: CallAppDelegate.self)?.calls }

  /// The trace's lines from the first that contains `marker`, without the run's set-up.
  static func lines(_ tester: AppTester, from marker: String) -> [String] {
    let all = tester.trace.rendered.split(separator: "\n").map(String.init)
    guard let start = all.firstIndex(where: { $0.contains(marker) }) else { return all }
    return Array(all[start...])
  }

  @Test func `the registry gets its PushKit token at launch, once desiredPushTypes has voIP`() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.openApp()
    tester.expect(.willFinishLaunching, .didFinishLaunching, .pushRegistryDidUpdate, .didBecomeActive)
    await tester.settle()
    let token = tester.simulator.voipToken
    #expect(Self.manager(tester)?.voipToken == token.hexString)
    #expect(tester.trace.rendered.contains("callback   pushRegistry(_:didUpdate:for:) deviceToken=\(token.hexString)  [VP1]"))
    tester.finish()
  }

  @Test func `a call reported in the callback rings, is answered and hung up from the app`() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    tester.voipPush(json: Self.call("Ana"), id: "v1")
    tester.answerCall(Self.callID)
    Self.manager(tester)?.mute(Self.callID)
    Self.manager(tester)?.hangUp(Self.callID)
    await tester.settle()
    Self.keep(tester, as: "answered")
    let id = Self.callID.uuidString
    #expect(Self.lines(tester, from: "launched in the background") == [
      "+0.000s  lifecycle  notRunning -> background (launched in the background)  [VP2]",
      "+0.000s  callback   application(_:willFinishLaunchingWithOptions:) launchOptions=nil  [VP2]",
      "+0.000s  callback   application(_:didFinishLaunchingWithOptions:) launchOptions=nil  [VP2]",
      "+0.000s  callback   pushRegistry(_:didUpdate:for:) deviceToken=\(tester.simulator.voipToken.hexString)  [VP1]",
      "+0.000s  callback   pushRegistry(_:didReceiveIncomingPushWith:for:completion:) notification=v1 state=background  [VP2]",
      "+0.000s  system     call reported for v1 to CallKit  [VP3]",
      "+0.000s  user       user answers call \(id)",
      "+0.000s  callback   provider(_:perform:) CXAnswerCallAction notification=\(id)",
      "+0.000s  user       app fulfilled CXAnswerCallAction for \(id)",
      "+0.000s  callback   provider(_:didActivate:)",
      "+0.000s  user       app requests CallKit transaction #2: CXSetMutedCallAction(isMuted: true) for \(id)",
      "+0.000s  callback   provider(_:perform:) CXSetMutedCallAction notification=\(id)",
      "+0.000s  user       app fulfilled CXSetMutedCallAction(isMuted: true) for \(id)",
      "+0.000s  user       app requests CallKit transaction #4: CXEndCallAction for \(id)",
      "+0.000s  callback   provider(_:perform:) CXEndCallAction notification=\(id)",
      "+0.000s  user       app fulfilled CXEndCallAction for \(id)",
      "+0.000s  callback   provider(_:didDeactivate:)",
    ])
    #expect(Self.manager(tester)?.log == ["Ana: ringing", "answered Ana", "muted", "ended Ana", "mute requested", "hang-up requested"])
    #expect(Self.manager(tester)?.audioRunning == false)
    #expect(tester.state == .background)
    #expect(tester.simulator.process.voip.calls == [])
  }

  @Test func `the path that forgets to report: iOS ends the app, and after three stops VoIP pushes`() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    tester.voipPush(json: Self.cancel, id: "c1")
    #expect(tester.state == .notRunning)
    tester.voipPush(json: Self.cancel, id: "c2")
    tester.voipPush(json: Self.cancel, id: "c3")
    tester.voipPush(json: Self.call("Ana"), id: "v4")
    await tester.settle()
    Self.keep(tester, as: "forgotten")
    let rendered = tester.trace.rendered
    #expect(rendered.contains("system     no call reported for c1: the handler returned without reporting a call to CallKit  [VP3]"))
    #expect(rendered.contains(
      "diagnostic voip-call-not-reported: Killing app because it never posted an incoming call to the system after receiving a PushKit VoIP push callback.  [VP3]"))
    #expect(rendered.contains("lifecycle  background -> notRunning (terminated: no incoming call reported for a VoIP push)  [VP3]"))
    #expect(rendered.contains("system     VoIP pushes no longer delivered to the app: 3 left unreported  [VP4]"))
    #expect(rendered.contains(
      "system     VoIP push v4 not delivered: iOS stopped delivering VoIP pushes to the app after 3 unreported pushes; reinstall the app  [VP4]"))
    #expect(tester.simulator.device.pushKit.deliveryStopped)
  }

  @Test(arguments: [
    ("focus", "Ana: silenced by Focus", "filteredByDoNotDisturb"),
    ("blocked", "Ana: blocked", "filteredByBlockList"),
    ("unentitled", "Ana: refused (1)", "unentitled"),
  ])
  func `a refused call reaches the completion with CallKit's error, and the app lives`(
    setUp: String, logged: String, error: String
  ) async {
    var app = AppConfiguration()
    var device = DeviceConfiguration()
    if setUp == "blocked" { device.blockedCallers = ["Ana"] }
    if setUp == "unentitled" { app.voip = VoIPConfiguration(callKitEntitled: false) }
    let tester = NotificationTester(app: app, appDelegate: { CallAppDelegate() }, device: device)
    tester.exhaustivity = .off
    if setUp == "focus" { tester.setFocus(Focus(name: "Sleep", allowedPeople: ["Bea"])) }
    tester.voipPush(json: Self.call("Ana"), id: "v1")
    await tester.settle()
    Self.keep(tester, as: "refused-\(setUp)")
    #expect(Self.manager(tester)?.log == [logged])
    #expect(tester.trace.rendered.contains("system     CallKit refused the call reported for v1: CXErrorCodeIncomingCallError.\(error) (code "))
    #expect(!tester.trace.rendered.contains("voip-call-not-reported"))
    #expect(tester.state == .background)
    #expect(tester.simulator.process.voip.calls == [])
  }

  @Test func `a call reported twice with one UUID is refused with callUUIDAlreadyExists`() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    tester.voipPush(json: Self.call("Ana"), id: "v1")
    tester.voipPush(json: Self.call("Ana"), id: "v2")
    tester.voipPush(json: Self.call("Bea", id: Self.otherID), id: "v3")
    await tester.settle()
    Self.keep(tester, as: "uuid-twice")
    #expect(Self.manager(tester)?.log == ["Ana: ringing", "Ana: already ringing", "Bea: ringing"])
    #expect(tester.trace.rendered.contains(
      "system     CallKit refused the call reported for v2: CXErrorCodeIncomingCallError.callUUIDAlreadyExists (code 2), a call with UUID \(Self.callID.uuidString) was reported already; give each call a new UUID; no call screen  [VP6]"))
    #expect(tester.simulator.process.voip.calls == [Self.callID.uuidString, Self.otherID.uuidString])
  }

  @Test func `a report from a process iOS ended reaches nothing, with a diagnostic`() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    tester.voipPush(json: Self.call("Ana"), id: "v1")
    let ended = Self.manager(tester)
    tester.voipPush(json: Self.cancel, id: "c1")
    ended?.reportIncomingCall(Self.otherID, caller: "Bea", video: false) {}
    await tester.settle()
    Self.keep(tester, as: "after-end")
    #expect(tester.trace.rendered.contains(
      "diagnostic call-after-termination: the app's code called reportNewIncomingCall(with:update:completion:) after its process ended"))
    #expect(ended?.log == ["Ana: ringing", "cancel push ignored"])
  }

  @Test func `answering a call CallKit does not show fails the step`() {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    withKnownIssue {
      tester.answerCall(Self.callID)
    } matching: { issue in
      issue.description.contains("can't answer call \(Self.callID.uuidString): CallKit shows no such call. Shown calls: none.")
    }
  }

  @Test func `the same steps give the same trace, byte for byte`() async {
    func run() async -> String {
      let tester = NotificationTester(appDelegate: { CallAppDelegate() })
      tester.exhaustivity = .off
      tester.voipPush(json: Self.call("Ana"), id: "v1")
      tester.answerCall(Self.callID)
      Self.manager(tester)?.hangUp(Self.callID)
      tester.voipPush(json: Self.cancel, id: "c1")
      await tester.settle()
      let rendered = tester.trace.rendered
      tester.finish()
      return rendered
    }
    let first = await run()
    let second = await run()
    #expect(first == second)
    #expect(first.contains("provider(_:didDeactivate:)"))
  }
}

/// A provider delegate with the bug of fulfilling an action twice.
@MainActor final class TwiceFulfillingApp: UIResponder, UIApplicationDelegate, @preconcurrency PKPushRegistryDelegate,
  @preconcurrency CXProviderDelegate
{
  let registry = PKPushRegistry(queue: .main)
  let provider = CXProvider(configuration: CXProviderConfiguration())

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    provider.setDelegate(self, queue: .main)
    registry.delegate = self
    registry.desiredPushTypes = [.voIP]
    return true
  }

  func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {}

  func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) {
    provider.reportNewIncomingCall(with: VoIPDelegateTests.callID, update: CXCallUpdate()) { _ in }
  }

  func providerDidReset(_ provider: CXProvider) {}

  func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {
    action.fulfill()
    action.fulfill()
  }
}

@MainActor @Suite(.oneAppAtATime) struct VoIPMisuseTests {
  @Test func `an action fulfilled twice is a diagnostic, and the older callback form is called`() async {
    let tester = NotificationTester(appDelegate: { TwiceFulfillingApp() })
    tester.exhaustivity = .off
    tester.voipPush(json: "{}", id: "v1")
    tester.answerCall(VoIPDelegateTests.callID)
    await tester.settle()
    let rendered = tester.trace.rendered
    #expect(rendered.contains("system     call reported for v1 to CallKit  [VP3]"))
    #expect(rendered.contains(
      "diagnostic call-action-completed-twice: the app called fulfill() on a CallKit action it had already fulfilled or failed; CallKit keeps the first answer. Call fulfill() or fail() once per action."))
    #expect(rendered.components(separatedBy: "provider(_:didActivate:)").count == 2)
  }

  @Test func `a VoIP push whose JSON is not an object fails the step with the parser's words`() {
    let tester = NotificationTester(appDelegate: { TwiceFulfillingApp() })
    tester.exhaustivity = .off
    withKnownIssue {
      tester.voipPush(json: "[1]", id: "v1")
    } matching: { issue in
      issue.description.contains("can't deliver VoIP push 'v1': its JSON payload can't be read")
    }
  }
}

/// An app that registers for VoIP pushes but implements neither form of
/// `didReceiveIncomingPushWith`, or (with `registers` false) creates no registry at all.
@MainActor final class TokenOnlyApp: UIResponder, UIApplicationDelegate, @preconcurrency PKPushRegistryDelegate {
  nonisolated(unsafe) static var registers = true
  let registry = PKPushRegistry(queue: .main)

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    if Self.registers {
      registry.delegate = self
      registry.desiredPushTypes = [.voIP]
    }
    return true
  }

  func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {}
}

@MainActor @Suite(.oneAppAtATime) struct VoIPRegistryTests {
  @Test func `a delegate without the push method gets the app ended, with a diagnostic naming the method`() async {
    TokenOnlyApp.registers = true
    let tester = NotificationTester(appDelegate: { TokenOnlyApp() })
    tester.exhaustivity = .off
    tester.voipPush(json: "{}", id: "v1")
    await tester.settle()
    let rendered = tester.trace.rendered
    #expect(rendered.contains(
      "diagnostic voip-handler-missing: the app's PKPushRegistry has no delegate implementing pushRegistry(_:didReceiveIncomingPushWith:for:completion:) when VoIP push 'v1' arrived. Set registry.delegate before desiredPushTypes.  [VP3]"))
    #expect(tester.state == .notRunning)
  }

  @Test func `an app that creates no registry in this launch gets no VoIP push`() async {
    TokenOnlyApp.registers = false
    defer { TokenOnlyApp.registers = true }
    let tester = NotificationTester(appDelegate: { TokenOnlyApp() })
    tester.exhaustivity = .off
    tester.voipPush(json: "{}", id: "v1")
    await tester.settle()
    #expect(tester.trace.rendered.contains(
      "system     VoIP push v1 not delivered: the app created no PKPushRegistry with .voIP in desiredPushTypes in this launch  [VP1]"))
    #expect(!tester.trace.rendered.contains("pushRegistry(_:didUpdate:for:)"))
  }
}

@MainActor @Suite(.oneAppAtATime) struct VoIPCallLifeTests {
  @Test func `a declined call ends without an audio session, and a caller who hangs up is reported ended`() async {
    let tester = NotificationTester(appDelegate: { CallAppDelegate() })
    tester.exhaustivity = .off
    tester.voipPush(json: VoIPDelegateTests.call("Ana"), id: "v1")
    tester.declineCall(VoIPDelegateTests.callID)
    tester.voipPush(json: VoIPDelegateTests.call("Bea", id: VoIPDelegateTests.otherID), id: "v2")
    let manager = tester.appDelegate(as: CallAppDelegate.self)?.calls
    manager?.callerHungUp(VoIPDelegateTests.otherID)
    await tester.settle()
    let rendered = tester.trace.rendered
    #expect(rendered.contains("callback   provider(_:perform:) CXEndCallAction notification=\(VoIPDelegateTests.callID.uuidString)"))
    #expect(!rendered.contains("provider(_:didActivate:)"))
    #expect(!rendered.contains("provider(_:didDeactivate:)"))
    #expect(rendered.contains("user       app reports call \(VoIPDelegateTests.otherID.uuidString) ended: remoteEnded"))
    #expect(manager?.log == ["Ana: ringing", "ended Ana", "Bea: ringing"])
    #expect(tester.simulator.process.voip.calls == [])
  }

  @Test func `pushToken(for:) gives the token the delegate got; the async report throws CallKit's error`() async throws {
    var device = DeviceConfiguration()
    device.blockedCallers = ["Cy"]
    let tester = NotificationTester(appDelegate: { TwiceFulfillingApp() }, device: device)
    tester.exhaustivity = .off
    tester.openApp()
    let app = try #require(tester.appDelegate(as: TwiceFulfillingApp.self))
    #expect(app.registry.pushToken(for: .voIP) == Data(tester.simulator.voipToken.bytes))
    #expect(app.registry.pushToken(for: .fileProvider) == nil)
    let update = CXCallUpdate()
    update.remoteHandle = CXHandle(type: .generic, value: "Cy")
    await #expect(throws: CXErrorCodeIncomingCallError(.filteredByBlockList)) {
      try await app.provider.reportNewIncomingCall(with: VoIPDelegateTests.otherID, update: update)
    }
    do {
      try await app.provider.reportNewIncomingCall(with: VoIPDelegateTests.otherID, update: update)
    } catch CXErrorCodeIncomingCallError.filteredByBlockList {
      // The SDK's spelling of the match compiles and matches.
    }
    let error = CXErrorCodeIncomingCallError(.filteredByBlockList) as NSError
    #expect(error.domain == "com.apple.CallKit.error.incomingcall")
    #expect(error.code == 4)
    await tester.settle()
    #expect(tester.state == .active)
  }

  @Test func `a notification service extension's VoIP payload is refused as iOS refuses it without the entitlement`() async {
    let box = ErrorBox()
    CXProvider.reportNewIncomingVoIPPushPayload(["caller": "Ana"]) { error in box.set(error) }
    #expect((box.error as? CXErrorCodeNotificationServiceExtensionError)?.code == .invalidClientProcess)
  }
}

/// Holds an error handed to a `@Sendable` completion.
final class ErrorBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: (any Error)?
  var error: (any Error)? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
  func set(_ error: (any Error)?) {
    lock.lock()
    stored = error
    lock.unlock()
  }
}

/// Reports its call from a task the push handler starts: too late for iOS.
@MainActor final class LateReportingApp: UIResponder, UIApplicationDelegate, @preconcurrency PKPushRegistryDelegate {
  let registry = PKPushRegistry(queue: .main)
  let provider = CXProvider(configuration: CXProviderConfiguration())

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    registry.delegate = self
    registry.desiredPushTypes = [.voIP]
    return true
  }

  func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {}

  func pushRegistry(
    _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
    completion: @escaping @Sendable () -> Void
  ) {
    Task {
      try? await provider.reportNewIncomingCall(with: VoIPDelegateTests.callID, update: CXCallUpdate())
      completion()
    }
  }
}

@MainActor @Suite(.oneAppAtATime) struct VoIPLateReportTests {
  @Test func `a call reported from a task the handler starts comes too late: iOS ends the app`() async {
    let tester = NotificationTester(appDelegate: { LateReportingApp() })
    tester.exhaustivity = .off
    tester.voipPush(json: "{}", id: "v1")
    await tester.settle()
    let rendered = tester.trace.rendered
    #expect(rendered.contains("no call reported for v1: the handler returned without reporting a call to CallKit  [VP3]"))
    #expect(!rendered.contains("call reported for v1 to CallKit"))
    #expect(tester.state == .notRunning)
  }
}

/// Keeps its call manager in a singleton, as many apps do: on a device each launch makes a new
/// one; in the test's process the first launch's outlives it.
@MainActor final class SingletonCallApp: UIResponder, UIApplicationDelegate {
  static let shared = CallManager()

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    Self.shared.start()
    return true
  }
}

@MainActor @Suite(.oneAppAtATime) struct VoIPKeptObjectsTests {
  @Test func `a registry kept in a singleton from an earlier launch is named in a diagnostic`() async {
    let tester = NotificationTester(appDelegate: { SingletonCallApp() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.home()
    tester.terminate()
    tester.openApp()
    tester.voipPush(json: VoIPDelegateTests.call("Ana"), id: "v1")
    await tester.settle()
    let rendered = tester.trace.rendered
    #expect(rendered.contains(
      "diagnostic kept-across-launches: the app used a PKPushRegistry created in an earlier launch, kept by something the test process keeps (a static, a singleton), which no device does: on iOS each launch creates it anew. Its call reached nothing."))
    #expect(rendered.contains("VoIP push v1 not delivered: the app created no PKPushRegistry with .voIP in desiredPushTypes in this launch"))
  }
}
