import Foundation
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

@testable import ArticleDefaultIsolation
@testable import Swift5App
@testable import TemplateApp

/// Xcode 26's iOS app template, compiled under `.defaultIsolation(MainActor.self)` (target
/// TemplateApp), the article's delegate under the same setting (ArticleDefaultIsolation) and
/// Swift 5 code that touches `UIApplication.shared` from nonisolated methods (Swift5App), each
/// run through a test (issue 45, "Acceptance").
@MainActor @Suite(.serialized, .oneAppAtATime) struct TemplateAppTests {
  @Test func `the template's delegates launch, and a tap reaches the notification delegate added to them`() {
    AppEvents.shared.reset()
    AppEvents.shared.observeLifeCycle()
    defer { AppEvents.shared.reset() }
    let tester = NotificationTester(appDelegate: { TemplateApp.AppDelegate() }, sceneDelegate: { SceneDelegate() })
    tester.exhaustivity = .off
    tester.push(json: #"{"aps":{"alert":"Hi"}}"#, id: "n1")
    tester.tap("n1")
    // The notifications are posted while the steps run, on the main actor; they are read before
    // any `await` could let another suite's device run. The `async` didReceive runs within the
    // tap, before the scene becomes active, as on iOS.
    #expect(AppEvents.shared.all == [
      "app didFinishLaunching", "scene willConnect", "scene willEnterForeground", "app willEnterForeground",
      "opened n1", "scene didActivate", "app didBecomeActive",
    ])
    tester.finish()
  }

  @Test func `a window built in code joins its scene, and the scene reports its state`() async throws {
    AppEvents.shared.reset()
    defer { AppEvents.shared.reset() }
    let tester = NotificationTester(appDelegate: { TemplateApp.AppDelegate() }, sceneDelegate: { CodeSceneDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(AppEvents.shared.all == ["connected Default Configuration unattached", "active foregroundActive"])
    let application = UIApplication.shared
    let scene = try #require(application.connectedScenes.first as? UIWindowScene)
    let delegate = try #require(scene.delegate as? CodeSceneDelegate)
    let window = try #require(delegate.window)
    #expect(scene.windows.count == 1 && scene.windows.first === window)
    #expect(scene.keyWindow === window && window.isKeyWindow && !window.isHidden)
    #expect(window.windowScene === scene && window.rootViewController != nil)
    #expect(scene.session.configuration.name == "Default Configuration")
    #expect(scene.session.scene === scene)
    // Apple's optional `window` reads as `UIWindow??` through the protocol.
    let sceneDelegate = scene.delegate as? any UIWindowSceneDelegate
    #expect(sceneDelegate?.window??.rootViewController === window.rootViewController)
    #expect((sceneDelegate?.window ?? nil) === window)
    #expect(application.delegate?.window??.rootViewController == nil, "the template's app delegate has no window property")
    tester.home()
    #expect(scene.activationState == .background)
    #expect(application.applicationState == .background)
    tester.finish()
  }

  @Test func `Swift 5 code reaches UIApplication.shared from nonisolated methods`() {
    let tester = NotificationTester(appDelegate: { TemplateApp.AppDelegate() }, sceneDelegate: { SceneDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    let sync = BadgeSync()
    sync.update(unread: 3)
    #expect(sync.lastSet == 3)
    #expect(UIApplication.shared.applicationIconBadgeNumber == 3)
    #expect(sync.describe() == "active, no root")
    tester.finish()
  }

  @Test func `Swift 5 VoIP code in the shape of Apple's samples reports its call through the completion form`() async {
    let tester = NotificationTester(appDelegate: { Swift5VoIPApp() })
    tester.exhaustivity = .off
    tester.voipPush(json: #"{"handle":"+15550100"}"#, id: "v1")
    await tester.settle()
    let rendered = tester.trace.rendered
    #expect(rendered.contains("system     call reported for v1 to CallKit  [VP3]"))
    #expect(!rendered.contains("voip-call-not-reported"))
    #expect(tester.appDelegate(as: Swift5VoIPApp.self)?.voip?.ringing.count == 1)
    tester.finish()
  }

  @Test func `the article's delegate runs under defaultIsolation`() {
    let tester = NotificationTester(appDelegate: { ArticleDefaultIsolation.AppDelegate() })
    tester.openApp()
    tester.skipCallbacks()
    tester.push(json: #"{"aps":{"alert":"Hi","sound":"default"},"kind":"message"}"#, id: "m1")
    tester.expect(.willPresent("m1"))
    tester.expect(events: .system(.displayed("m1", .init(banner: true, list: true, sound: true))))
    tester.finish()
  }

  @Test func `one import names AppState, pushes JSON by every route and reads the linter's findings`() {
    // This file imports NotificationSimulatorTesting and SimulatedUserNotifications only.
    let tester = NotificationTester(
      appDelegate: { TemplateApp.AppDelegate() }, sceneDelegate: { SceneDelegate() },
      serviceExtension: { UNNotificationServiceExtension() }, state: AppState.background)
    tester.exhaustivity = .off
    for route in DeliveryRoute.allCases {
      tester.push(json: #"{"aps":{"alert":"Hi","mutable-content":1}}"#, id: "\(route)", route: route, simctlBundle: "com.example.app")
    }
    let pushes = tester.trace.rendered.split(separator: "\n").drop { !$0.contains("push       apns") }
    #expect(pushes.map { String($0.dropFirst("+0.000s  ".count)) } == [
      "push       apns mutable (M)",
      "callback   didReceive(_:withContentHandler:) notification=apns  [R14]",
      "completion didReceive(_:withContentHandler:) notification=apns -> contentHandler called  [R14]",
      "system     displayed apns [banner, list]  [R14]",
      "push       simulator mutable (M)",
      "skipped    didReceive(_:withContentHandler:): a simulated push (xcrun simctl push or an .apns file) ignores mutable-content; the original content is shown  [SE6]",
      "system     displayed simulator [banner, list]  [R14]",
      "push       sandboxToSimulator mutable (M)",
      "callback   didReceive(_:withContentHandler:) notification=sandboxToSimulator  [R14]",
      "completion didReceive(_:withContentHandler:) notification=sandboxToSimulator -> contentHandler called  [R14]",
      "system     displayed sandboxToSimulator [banner, list]  [R14]",
    ])
    tester.finish()
    let result: PayloadLintResult = PayloadLinter.lint(#"{"aps":{"alert":"Hi","badge":"3"}}"#)
    let findings: [Diagnostic] = result.diagnostics
    #expect(findings.map { "\($0.code.rawValue) \($0.message)" } == ["value-wrong-type `badge` is the string \"3\", not a number"])
  }
}

/// Creates the Swift 5 VoIP code (Swift5App/VoIPProviderDelegate.swift) at launch.
final class Swift5VoIPApp: UIResponder, UIApplicationDelegate {
  var voip: VoIPProviderDelegate?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    voip = VoIPProviderDelegate()
    return true
  }
}
