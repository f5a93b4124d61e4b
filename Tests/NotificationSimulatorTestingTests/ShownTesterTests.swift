import NotificationSimulator
import NotificationSimulatorTesting
import Testing

/// What a displayed notification shows, the device's files and provisional delivery's choice,
/// from the tester (rules SH1–SH4, AT3, PV1–PV4).
@Suite struct ShownTesterTests {
  @Test func `expect(events:) checks what a notification shows when it is given, and the presentation alone otherwise`() {
    var app = AppConfiguration()
    app.categories = [NotificationCategory(identifier: "MESSAGE", actions: [NotificationAction(identifier: "LIKE")])]
    let tester = NotificationTester(app: app, device: DeviceConfiguration(startsLocked: true), state: .suspended)
    tester.push(json: #"{"aps": {"alert": "Hi", "sound": "chime.aiff", "thread-id": "alice", "category": "MESSAGE"}}"#, id: "m1")
    tester.expect(events: .system(.displayed("m1", Presentation(banner: true, list: true, sound: true))))
    tester.push(json: #"{"aps": {"alert": "Hi again", "sound": "chime.aiff", "thread-id": "alice", "category": "MESSAGE"}}"#, id: "m2")
    tester.expect(events: .system(.displayed("m2", Presentation(banner: true, list: true, sound: true),
      shown: ShownContent(threadIdentifier: "alice", actions: ["LIKE"], soundName: "chime.aiff", lightsScreen: true))))
    tester.finish()
  }

  @Test func `a wrong ShownContent fails with both lines`() {
    let tester = NotificationTester(state: .suspended)
    var messages: [String] = []
    tester.failureHook = { messages.append($0.message) }
    tester.push(json: #"{"aps": {"alert": "Hi", "sound": "default"}}"#, id: "m1")
    tester.expect(events: .system(.displayed("m1", Presentation(banner: true, list: true, sound: true),
      shown: ShownContent(soundName: "chime.aiff"))))
    #expect(messages == [
      "The events since the last step do not include the expected ones, in order.\n\n"
        + "  −system     displayed m1 [banner, list, sound]; sound \"chime.aiff\"\n"
        + "  +system     displayed m1 [banner, list, sound]\n\n"
        + "(Expected: −, Actual: +) To fix, expect what happened (other events may come between the expected ones), or check the step before."
    ])
  }

  @Test func `a refused attachment is expected as the initializer's error; add(_:) is not reached`() {
    let tester = NotificationTester(state: .active)
    var request = LocalNotificationRequest(identifier: "gate", body: "Gate B12")
    request.attachments = [NotificationAttachment(identifier: "photo", url: "file:///tmp/none.jpg", type: "", size: 0)]
    let reason = "no file at /tmp/none.jpg on the device; put it in the app's container first (app.files, or addFile(_:))"
    tester.scheduleLocal(request)
    tester.expect(events: .system(.attachmentRefused("gate", attachment: "photo", code: .attachmentInvalidURL, reason: reason)))
    tester.finish()
  }

  @Test func `files move into the data store when the request is added`() {
    let tester = NotificationTester(state: .active)
    tester.addFile(DeviceFile(path: "/tmp/map.png", type: "public.png", size: 850_000))
    var request = LocalNotificationRequest(identifier: "gate", body: "Gate B12", delay: .seconds(5))
    request.attachments = [NotificationAttachment(identifier: "map", url: "file:///tmp/map.png", type: "", size: 0)]
    tester.scheduleLocal(request)
    tester.expect(events: .system(.attachmentStored(
      "gate", attachment: "map", path: "/var/mobile/Library/UserNotifications/Attachments/gate/map/map.png")))
    tester.fileExists("/tmp/map.png")
    tester.expect(events: .system(.file(path: "/tmp/map.png", exists: false)))
    tester.removeAllPendingNotificationRequests()
    tester.finish()
  }

  @Test func `keep prominently authorizes, turn off denies`() {
    let tester = NotificationTester(authorization: nil, state: .active)
    tester.requestAuthorization([.alert, .sound, .badge, .provisional])
    tester.home()
    tester.expect(.willResignActive, .didEnterBackground)
    tester.push(json: #"{"aps": {"alert": "Hi"}}"#, id: "n1")
    tester.expect(events: .system(.displayed("n1", Presentation(list: true))))
    tester.keepNotifications(prominently: false)
    tester.expect(events: .system(.provisionalChoice(.keepQuietly, status: .provisional)))
    tester.turnOffNotifications()
    tester.expect(events: .system(.provisionalChoice(.turnOff, status: .denied)))
    tester.finish()
  }
}
