import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// Adds a local request with the test's `userInfo` at launch, and keeps what `willPresent` and
/// `getPendingNotificationRequests` hand back.
final class UserInfoAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  nonisolated(unsafe) static var userInfo: [AnyHashable: Any] = [:]
  var presented: [AnyHashable: Any]?
  /// What `getPendingNotificationRequests` handed back: its handler runs on a queue of the
  /// system's, as on iOS, so the answer is kept under a lock rather than on the main actor.
  var pending: [AnyHashable: Any]? { pendingAnswer.value.value }
  private let pendingAnswer = Locked(UncheckedUserInfo(nil))

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = self
    let content = UNMutableNotificationContent()
    content.title = "Values"
    content.userInfo = Self.userInfo
    center.add(
      UNNotificationRequest(
        identifier: "v1", content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
    return true
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
      let info = UncheckedUserInfo(requests.first?.content.userInfo)
      self.pendingAnswer.value = info
    }
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    presented = notification.request.content.userInfo
    completionHandler([.banner])
  }
}

/// Carries a `userInfo` across a `@Sendable` closure.
struct UncheckedUserInfo: @unchecked Sendable {
  let value: [AnyHashable: Any]?
  init(_ value: [AnyHashable: Any]?) { self.value = value }
}

/// A service extension that adds the values of `added` to the content, or passes it on.
final class UserInfoService: UNNotificationServiceExtension, @unchecked Sendable {
  nonisolated(unsafe) static var added: [AnyHashable: Any] = [:]
  nonisolated(unsafe) static var roundTrip = false

  override func didReceive(
    _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    let content = request.content.mutableCopy() as! UNMutableNotificationContent
    var info = content.userInfo
    if Self.roundTrip {
      // Through JSONSerialization and back, as an app that logs or stores the payload does.
      let data = try! JSONSerialization.data(withJSONObject: info)
      info = try! JSONSerialization.jsonObject(with: data) as! [AnyHashable: Any]
    }
    for (key, value) in Self.added { info[key] = value }
    content.userInfo = info
    contentHandler(content)
  }
}

/// A type of the app's, which is not a property-list type.
struct Token: Hashable { let raw = 1 }

let hello = Data("hello!!".utf8)

/// Compares two property lists by value, kind for kind: a `Data` equals only a `Data` with the
/// same bytes, a number only a number (Booleans only Booleans).
func samePropertyList(_ a: Any, _ b: Any) -> Bool {
  switch (a, b) {
  case (let a as String, let b as String): return a == b
  case (let a as Data, let b as Data): return a == b
  case (let a as Date, let b as Date): return a == b
  case (let a as [AnyHashable: Any], let b as [AnyHashable: Any]):
    return a.count == b.count && a.allSatisfy { key, value in b[key].map { samePropertyList(value, $0) } ?? false }
  case (let a as [Any], let b as [Any]): return a.count == b.count && zip(a, b).allSatisfy(samePropertyList)
  case (let a as NSNumber, let b as NSNumber):
    return (a === NSNumber(value: true) || a === NSNumber(value: false)) == (b === NSNumber(value: true) || b === NSNumber(value: false))
      && a == b
  default: return false
  }
}
let start = Date(timeIntervalSinceReferenceDate: 789_296_400)

@MainActor @Suite(.oneAppAtATime) struct UserInfoValuesTests {
  func launch(_ userInfo: [AnyHashable: Any]) -> AppTester {
    UserInfoAppDelegate.userInfo = userInfo
    let tester = AppTester(appDelegate: { UserInfoAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.home()
    tester.openApp()
    tester.advance(by: .seconds(60))
    return tester
  }

  @Test func `Data, Date and every property-list type come back as the objects the app put in`() throws {
    let info: [AnyHashable: Any] = [
      "blob": hello, "when": start, "count": 7, "ratio": 0.5, "flag": true, "name": "Ann",
      "big": UInt64.max, "list": [hello, start, ["deep": hello]] as [Any],
      "nested": ["at": start, "ids": [1, 2]] as [String: Any],
    ]
    let tester = launch(info)
    let app = try #require(tester.appDelegate(as: UserInfoAppDelegate.self))
    let presented = try #require(app.presented)
    let pending = try #require(app.pending)
    #expect(samePropertyList(presented, info))
    #expect(samePropertyList(pending, info))
    #expect(!samePropertyList(presented, info.merging(["count": 8]) { $1 }))
    #expect(!samePropertyList(presented, info.merging(["list": [hello, start, ["deep": Data()]] as [Any]]) { $1 }))
    #expect(presented["blob"] as? Data == hello)
    #expect(presented["when"] as? Date == start)
    #expect((presented["list"] as? [Any])?.first as? Data == hello)
    #expect(presented["big"] as? UInt64 == UInt64.max)
    #expect(tester.simulator.notification("v1")?.userInfoDictionary["blob"] as? Data == hello)
    #expect(tester.trace.rendered.contains("system     displayed v1 [banner]"))
  }

  @Test func `a number JSON cannot write is kept, NaN included`() throws {
    let tester = launch(["nan": Double.nan, "up": Double.infinity])
    let presented = try #require(tester.appDelegate(as: UserInfoAppDelegate.self)?.presented)
    #expect((presented["nan"] as? Double)?.isNaN == true)
    #expect(presented["up"] as? Double == .infinity)
  }

  @Test func `the simulator's JSON holds a readable stand-in for each`() {
    #expect(UserInfoValues.Value.data(hello).rendered == "Data(7 bytes, base64 aGVsbG8hIQ==)")
    #expect(UserInfoValues.Value.date(start).rendered == "Date(2026-01-05T09:00:00Z, 789296400.0 s since 2001)")
    #expect(UserInfoValues.Value.date(Date(timeIntervalSince1970: -1)).rendered == "Date(1969-12-31T23:59:59Z, -978307201.0 s since 2001)")
    #expect(UserInfoValues.Value.real(bitPattern: Double.infinity.bitPattern).rendered == "Double(inf)")
    let tester = launch(["blob": hello, "list": [start] as [Any]])
    let content = tester.simulator.notification("v1")?.content
    #expect(content?.userInfo["blob"]?.string == "Data(7 bytes, base64 aGVsbG8hIQ==)")
    #expect(content?.userInfoValues.entries.map(\.pathDescription) == ["blob", "list[0]"])
  }

  @Test func `a value that is not a property-list type keeps the request from being added, and says where`() {
    UserInfoAppDelegate.userInfo = ["ok": 1, "meta": ["link": URL(string: "https://example.com")!] as [String: Any]]
    let tester = AppTester(appDelegate: { UserInfoAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(tester.pendingRequestIDs == [])
    #expect(tester.trace.diagnostics.map(\.message) == [
      "'v1' was not added: userInfo.meta.link is URL, not a property-list type. UNNotificationContent.userInfo holds"
        + " only property-list values (String, NSNumber and Bool, Data, Date, and arrays and dictionaries with String"
        + " keys of them). Store it as one of those, such as a URL's absoluteString or an object encoded as Data."
    ])
    #expect(tester.trace.rendered.contains("diagnostic userinfo-not-property-list: 'v1' was not added: userInfo.meta.link is URL"))
    #expect(tester.trace.rendered.contains("[LN9]"))
  }

  @Test func `a key that is not a string is not a property-list value`() {
    UserInfoAppDelegate.userInfo = [AnyHashable(Token()): "x"]
    let tester = AppTester(appDelegate: { UserInfoAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    #expect(tester.pendingRequestIDs == [])
    #expect(tester.trace.diagnostics.map(\.message) == [
      "'v1' was not added: userInfo.Token(raw: 1) is a dictionary key of type Token, not a property-list type."
        + " UNNotificationContent.userInfo holds only property-list values (String, NSNumber and Bool, Data, Date,"
        + " and arrays and dictionaries with String keys of them). Store it as one of those, such as a URL's"
        + " absoluteString or an object encoded as Data."
    ])
  }

  func pushThroughExtension(added: [AnyHashable: Any], roundTrip: Bool = false) -> AppTester {
    UserInfoService.added = added
    UserInfoService.roundTrip = roundTrip
    UserInfoAppDelegate.userInfo = [:]
    let tester = AppTester(appDelegate: { UserInfoAppDelegate() }, serviceExtension: { UserInfoService() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.push(
      json: #"{"aps":{"alert":{"title":"Hi","body":"There"},"mutable-content":1,"badge":3,"relevance-score":0.25},"#
        + #""z":{"b":1.5,"a":[1,2,null]},"a":true,"n":-0,"e":1e3,"big":12345678901234567890}"#,
      id: "p1")
    return tester
  }

  @Test func `an extension that adds a Data and a Date hands the app the same objects`() throws {
    let tester = pushThroughExtension(added: ["blob": hello, "when": start])
    #expect(tester.trace.rendered.contains("content of p1 changed: userInfo +blob +when"))
    let presented = try #require(tester.appDelegate(as: UserInfoAppDelegate.self)?.presented)
    #expect(presented["blob"] as? Data == hello)
    #expect(presented["when"] as? Date == start)
    #expect(presented["a"] as? Bool == true)
  }

  @Test func `an extension that passes the content on unchanged, even through JSONSerialization, changes nothing`() {
    for roundTrip in [false, true] {
      let tester = pushThroughExtension(added: [:], roundTrip: roundTrip)
      #expect(!tester.trace.rendered.contains("content of p1 changed"), "roundTrip \(roundTrip)")
      #expect(tester.trace.rendered.contains("displayed p1"))
    }
  }

  @Test func `an extension that changes one value is traced as changing that key only`() {
    let tester = pushThroughExtension(added: ["n": 1, "blob": hello])
    #expect(tester.trace.rendered.contains("content of p1 changed: userInfo +blob ~n  [SE1]\n"))
  }

  @Test func `an extension's value that is not a property-list type is left out, with a diagnostic`() throws {
    let tester = pushThroughExtension(added: ["token": Token()])
    #expect(tester.trace.diagnostics.map(\.message) == [
      "p1: the service extension's userInfo.token is Token, not a property-list type. UNNotificationContent.userInfo"
        + " holds only property-list values (String, NSNumber and Bool, Data, Date, and arrays and dictionaries with"
        + " String keys of them). Store it as one of those, such as a URL's absoluteString or an object encoded as"
        + " Data. The simulator leaves out userInfo key \"token\"."
    ])
    #expect(!tester.trace.rendered.contains("content of p1 changed"))
    let presented = try #require(tester.appDelegate(as: UserInfoAppDelegate.self)?.presented)
    #expect(presented["token"] == nil)
  }
}

/// `changes(from:)` compares values: a value JSON cannot hold compares as itself, not only as
/// its stand-in string.
@Suite struct ContentChangesByValueTests {
  @Test func `a Data in place of a string that reads like its stand-in is a change`() {
    let standIn = UserInfoValues.Value.data(hello).rendered
    let original = NotificationContent(
      title: "Hi", userInfo: JSONObject([.init(key: "blob", value: JSONValue(.string(standIn)))]))
    var changed = original
    changed.userInfoValues = UserInfoValues([UserInfoValues.Entry(path: [.key("blob")], value: .data(hello))])
    #expect(changed.changes(from: original) == ["userInfo ~blob"])
    #expect(changed.changes(from: changed) == [])
  }
}
