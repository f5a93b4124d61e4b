import Foundation
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// An app delegate whose launch runs the test's code, as an app's `didFinishLaunching` would.
final class ScriptedAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  let onLaunch: @MainActor (UNUserNotificationCenter, UIApplication) -> Void
  var errors: [String] = []
  var pending: [String] = []
  var delivered: [String] = []

  init(onLaunch: @escaping @MainActor (UNUserNotificationCenter, UIApplication) -> Void) {
    self.onLaunch = onLaunch
  }

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = self
    onLaunch(center, application)
    return true
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  {
    [.banner, .list]
  }
}

func reminder(_ id: String, after seconds: TimeInterval) -> UNNotificationRequest {
  let content = UNMutableNotificationContent()
  content.title = "Reminder"
  content.userInfo = ["list": "groceries"]
  return UNNotificationRequest(
    identifier: id, content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false))
}

@MainActor @Suite(.oneAppAtATime) struct CenterTests {
  @Test func `a request added at launch fires on the virtual clock and reaches the async willPresent`() {
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { center, _ in center.add(reminder("r1", after: 60)) }
    })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(tester.pendingRequestIDs == ["r1"])
    tester.advance(by: .seconds(60))
    let trace = tester.trace.rendered
    #expect(trace.contains("+60.000s  callback   userNotificationCenter(_:willPresent:withCompletionHandler:) notification=r1"))
    #expect(trace.contains("+60.000s  system     displayed r1 [banner, list]"))
    #expect(tester.simulator.notification("r1")?.userInfoDictionary["list"] as? String == "groceries")
  }

  @Test func `adding while notifications are denied hands add's handler UNError.notificationsNotAllowed`() {
    // The handler may run on a background thread, as on iOS; the step returns once it has.
    let errors = Locked<[String]>([])
    let tester = AppTester(
      appDelegate: {
        ScriptedAppDelegate { center, _ in
          center.add(reminder("r1", after: 60)) { error in
            errors.value.append(String(describing: error.map { ($0 as? UNError)?.code }))
          }
        }
      }, authorization: nil)
    tester.exhaustivity = .off
    tester.changeAuthorization(to: .denied)
    tester.openApp()
    #expect(errors.value == ["Optional(Optional(SimulatedUserNotifications.UNError.Code.notificationsNotAllowed))"])
    #expect(tester.pendingRequestIDs == [])
  }

  @Test func `reads inside a callback see the device as it was when the callback began`() {
    // The answer arrives on the center's queue (as iOS may call it on a background thread); the
    // step returns once it has.
    let pending = Locked<[String]?>(nil)
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { center, _ in
        center.add(reminder("r1", after: 60))
        center.getPendingNotificationRequests { requests in
          #expect(!Thread.isMainThread)
          pending.value = requests.map(\.identifier)
        }
      }
    })
    tester.exhaustivity = .off
    tester.openApp()
    // The add is applied when didFinishLaunching returns; the read saw the device before it.
    #expect(pending.value == [])
    #expect(tester.pendingRequestIDs == ["r1"])
  }

  @Test func `the badge set by the app is on the device`() {
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { center, _ in center.setBadgeCount(3) }
    })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(tester.badge == 3)
    #expect(tester.trace.rendered.contains("user       app calls setBadgeCount(3)"))
  }

  @Test func `categories from a Set are registered in identifier order`() {
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { center, _ in
        center.setNotificationCategories([
          UNNotificationCategory(identifier: "ZETA", actions: [], intentIdentifiers: []),
          UNNotificationCategory(identifier: "ALPHA", actions: [], intentIdentifiers: []),
        ])
      }
    })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(tester.trace.rendered.contains("system     categories [ALPHA, ZETA]"))
  }

  @Test func `applicationState reads the app's state during a callback`() {
    var states: [UIApplication.State] = []
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { _, application in states.append(application.applicationState) }
    })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(states == [.inactive])
  }
}

@MainActor @Suite(.oneAppAtATime) struct MisuseAndDeterminismTests {
  @Test func `a time interval of zero is the exception iOS raises, traced, and nothing is added`() {
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { center, _ in center.add(reminder("r0", after: 0)) }
    })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(tester.pendingRequestIDs == [])
    #expect(tester.trace.rendered.contains(
      "diagnostic invalid-trigger: NSInternalInconsistencyException: time interval must be greater than 0. The app crashes here on iOS; 'r0' was not added."))
  }

  @Test func `the same test gives the same trace, byte for byte`() async {
    func run() async -> String {
      let tester = AppTester(appDelegate: { NewsAppDelegate() })
      tester.exhaustivity = .off
      tester.openApp()
      tester.push(json: NewsDelegateTests.digest, id: "d1")
      await tester.settle()
      tester.home()
      tester.push(json: NewsDelegateTests.breaking, id: "b1")
      tester.performAction(on: "b1", action: "READ")
      tester.push(json: NewsDelegateTests.liveBlog, id: "l1")
      tester.advance(by: .seconds(60))
      return tester.trace.rendered
    }
    let first = await run()
    let second = await run()
    #expect(first == second)
    #expect(first.contains("displayed d1 [list]"))
  }
}

@MainActor @Suite(.oneAppAtATime) struct AuthorizationAnswerTests {
  @Test func `an app already authorized hears requestAuthorization's answer within the step`() {
    // The answer may arrive on a background thread, as on iOS; the step returns once it has.
    let answers = Locked<[Bool]>([])
    let tester = AppTester(appDelegate: {
      ScriptedAppDelegate { center, _ in
        center.requestAuthorization(options: [.alert, .sound]) { granted, _ in answers.value.append(granted) }
      }
    })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(answers.value == [true])
  }

  @Test func `an app denied in Settings hears false`() {
    let answers = Locked<[Bool]>([])
    let tester = AppTester(
      appDelegate: {
        ScriptedAppDelegate { center, _ in
          center.requestAuthorization(options: [.alert]) { granted, _ in answers.value.append(granted) }
        }
      }, authorization: nil)
    tester.exhaustivity = .off
    tester.changeAuthorization(to: .denied)
    tester.openApp()
    #expect(answers.value == [false])
  }
}
