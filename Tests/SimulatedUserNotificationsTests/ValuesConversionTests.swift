import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import Testing
@testable import SimulatedUserNotifications

/// The internal conversions between the UN* values and the simulator's model, both ways.
@Suite struct ValuesConversionTests {
  @Test func `option sets and enums convert bit for bit`() {
    #expect(UNNotificationPresentationOptions([.banner, .list, .sound]).simulated == [.banner, .list, .sound])
    #expect(UNNotificationPresentationOptions.alert.simulated == .alert)
    let all: UNAuthorizationOptions = [
      .badge, .sound, .alert, .carPlay, .criticalAlert, .providesAppNotificationSettings, .provisional, .announcement,
      .timeSensitive,
    ]
    #expect(all.simulated.rawValue == 511)
    #expect(UNAuthorizationOptions(simulated: all.simulated) == all)
    #expect(UNAuthorizationOptions([.badge, .alert]).simulated == [.badge, .alert])
    #expect(UNAuthorizationOptions(simulated: [.sound, .provisional]) == [.sound, .provisional])
    for status in AuthorizationStatus.allCases {
      #expect(UNAuthorizationStatus(simulated: status).rawValue == status.rawValue)
    }
    for result in [UIBackgroundFetchResult.newData, .noData, .failed] {
      #expect(result.simulated.rawValue == Int(result.rawValue))
    }
  }

  @Test func `categories convert both ways, text-input actions included`() {
    let category = UNNotificationCategory(
      identifier: "MESSAGE",
      actions: [
        UNNotificationAction(identifier: "like", title: "Like", options: [.authenticationRequired]),
        UNTextInputNotificationAction(
          identifier: "reply", title: "Reply", options: [.foreground], textInputButtonTitle: "Send",
          textInputPlaceholder: "Message"),
      ],
      intentIdentifiers: ["INSendMessageIntent"], hiddenPreviewsBodyPlaceholder: "%u messages",
      options: [.customDismissAction, .hiddenPreviewsShowTitle])
    let simulated = category.simulated
    #expect(
      simulated
        == NotificationCategory(
          identifier: "MESSAGE",
          actions: [
            NotificationAction(identifier: "like", title: "Like", options: [.authenticationRequired]),
            NotificationAction(
              identifier: "reply", title: "Reply", options: [.foreground],
              textInput: .init(buttonTitle: "Send", placeholder: "Message")),
          ],
          options: [.customDismissAction, .hiddenPreviewsShowTitle]))
    let back = UNNotificationCategory(simulated: simulated)
    #expect(back.identifier == "MESSAGE")
    #expect(back.options == [.customDismissAction, .hiddenPreviewsShowTitle])
    #expect(back.actions.map(\.identifier) == ["like", "reply"])
    #expect(back.actions[0].options == [.authenticationRequired])
    #expect(!(back.actions[0] is UNTextInputNotificationAction))
    let reply = back.actions[1] as? UNTextInputNotificationAction
    #expect(reply?.textInputButtonTitle == "Send")
    #expect(reply?.textInputPlaceholder == "Message")
    #expect(back.intentIdentifiers == [])
    #expect(back.simulated == simulated)
  }

  @Test func `userInfo converts to JSON and back with Foundation types`() throws {
    let content = UNMutableNotificationContent()
    content.userInfo = [
      "name": "Alice", "count": 3, "ratio": 0.5, "flag": true, "off": false, "none": NSNull(),
      "list": [1, "two", false] as [Any], "nested": ["inner": ["deep": 1]] as [String: Any],
      "when": Date(timeIntervalSince1970: 0),
    ]
    let request = UNNotificationRequest(identifier: "r1", content: content, trigger: nil)
    let simulated = try request.simulated()
    #expect(simulated.userInfo.keys == ["count", "flag", "list", "name", "nested", "none", "off", "ratio", "when"])
    #expect(simulated.userInfo["flag"]?.bool == true)
    #expect(simulated.userInfo["off"]?.bool == false)
    #expect(simulated.userInfo["count"]?.number?.literal == "3")
    #expect(simulated.userInfo["ratio"]?.number?.literal == "0.5")
    #expect(simulated.userInfo["none"]?.kind == .null)
    #expect(simulated.userInfo["list"]?.array?.map(\.typeName) == ["number", "string", "boolean"])
    #expect(simulated.userInfo["when"]?.string == "Date(1970-01-01T00:00:00Z, -978307200.0 s since 2001)")
    #expect(simulated.userInfoValues.entries == [UserInfoValues.Entry(path: [.key("when")], value: .date(Date(timeIntervalSince1970: 0)))])
    let back = UNNotificationRequest(simulated: simulated).content.userInfo
    #expect(back["name"] as? String == "Alice")
    #expect(back["count"] as? Int == 3)
    #expect(back["ratio"] as? Double == 0.5)
    #expect(back["flag"] as? Bool == true)
    #expect(back["none"] is NSNull)
    #expect(back["when"] as? Date == Date(timeIntervalSince1970: 0))
    let list = try #require(back["list"] as? [Any])
    #expect(list[1] as? String == "two")
    #expect(((back["nested"] as? [String: Any])?["inner"] as? [String: Any])?["deep"] as? Int == 1)
    #expect(try UNNotificationRequest(simulated: simulated).simulated() == simulated)
  }

  @Test func `a request converts with every field the simulator models`() throws {
    let content = UNMutableNotificationContent()
    content.title = "Pills"
    content.subtitle = "Evening"
    content.body = "Take one"
    content.badge = 2
    content.sound = .default
    content.categoryIdentifier = "REMINDER"
    content.threadIdentifier = "health"
    content.interruptionLevel = .timeSensitive
    content.relevanceScore = 0.8
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: true)
    let request = UNNotificationRequest(identifier: "pills", content: content, trigger: trigger)
    content.title = "Changed after"
    #expect(request.content.title == "Pills")
    let simulated = try request.simulated()
    #expect(
      simulated
        == LocalNotificationRequest(
          identifier: "pills", title: "Pills", subtitle: "Evening", body: "Take one", categoryIdentifier: "REMINDER",
          threadIdentifier: "health", badge: 2, hasSound: true, interruptionLevel: .timeSensitive, relevanceScore: 0.8,
          trigger: .timeInterval(.seconds(90), repeats: true)))
    let back = UNNotificationRequest(simulated: simulated)
    #expect(back.identifier == "pills")
    #expect(back.content.badge == 2)
    #expect(back.content.sound == .default)
    #expect(back.content.interruptionLevel == .timeSensitive)
    #expect(back.content.relevanceScore == 0.8)
    #expect((back.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 90)
    #expect(back.trigger?.repeats == true)
    #expect(try back.simulated() == simulated)
  }

  @Test func `calendar and location triggers convert both ways`() throws {
    let calendar = UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 30, weekday: 2), repeats: true)
    #expect(calendar.simulated == .calendar(DateMatch(weekday: 2, hour: 8, minute: 30), repeats: true))
    #expect(calendar.nextTriggerDate() == nil)
    let back = try #require(UNNotificationTrigger.make(simulated: calendar.simulated!) as? UNCalendarNotificationTrigger)
    #expect(back.dateComponents == DateComponents(hour: 8, minute: 30, weekday: 2))

    let region = CLCircularRegion(
      center: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009), radius: 100, identifier: "office")
    region.notifyOnExit = false
    let location = UNLocationNotificationTrigger(region: region, repeats: false)
    let expected = Region(
      identifier: "office", center: Coordinate(latitude: 37.3349, longitude: -122.009), radius: 100, notifyOnEntry: true,
      notifyOnExit: false)
    #expect(location.simulated == .location(expected, repeats: false))
    let circle = try #require((UNNotificationTrigger.make(simulated: location.simulated!) as? UNLocationNotificationTrigger)?.region as? CLCircularRegion)
    #expect(circle.center == region.center)
    #expect(circle.radius == 100)
    #expect(circle.notifyOnEntry && !circle.notifyOnExit)
    #expect(circle.contains(CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009)))
    #expect(!circle.contains(CLLocationCoordinate2D(latitude: 38, longitude: -122)))
  }

  @Test func `values made alike are equal, so a Set of categories keeps one`() {
    func make() -> UNNotificationCategory {
      UNNotificationCategory(
        identifier: "C", actions: [UNNotificationAction(identifier: "a", title: "A", options: [.foreground])],
        intentIdentifiers: [])
    }
    #expect(make() == make())
    #expect(Set([make(), make()]).count == 1)
    #expect(
      UNNotificationAction(identifier: "a", title: "A")
        != UNTextInputNotificationAction(identifier: "a", title: "A", textInputButtonTitle: "", textInputPlaceholder: ""))
    let a = UNMutableNotificationContent()
    a.title = "T"
    a.userInfo = ["k": [1, 2]]
    let b = a.copy() as? UNNotificationContent
    #expect(a == b)
    a.userInfo = ["k": [1, 3]]
    #expect(a != b)
  }

  @Test func `sounds keep their kind and reach the simulator by name`() {
    #expect(UNNotificationSound.default.simulatedName == "default")
    #expect(UNNotificationSound(named: UNNotificationSoundName("ping.caf")).simulatedName == "ping.caf")
    let critical = UNNotificationSound.criticalSoundNamed(UNNotificationSoundName("alarm.caf"), withAudioVolume: 0.5)
    #expect(critical.isCritical && critical.volume == 0.5 && critical.simulatedName == "alarm.caf")
    #expect(UNNotificationSound.defaultCritical.isCritical)
    #expect(UNNotificationSound.defaultCriticalSound(withAudioVolume: 1).volume == 1)
    #expect(UNNotificationSound.defaultRingtone.isRingtone)
    #expect(UNNotificationSound.ringtoneSoundNamed(UNNotificationSoundName("ring.caf")).isRingtone)
    #expect(UNNotificationSound.default == UNNotificationSound.default)
    #expect(UNNotificationSound.default != UNNotificationSound.defaultCritical)
    let content = UNMutableNotificationContent()
    content.sound = critical
    #expect(content.fields.simulated.sound == "alarm.caf")
  }

  @Test func `content copies are independent and of the right class`() {
    let content = UNMutableNotificationContent()
    content.title = "A"
    content.userInfo = ["k": 1]
    let frozen = content.copy() as? UNNotificationContent
    #expect(frozen != nil && !(frozen is UNMutableNotificationContent))
    let thawed = frozen?.mutableCopy() as? UNMutableNotificationContent
    thawed?.title = "B"
    #expect(frozen?.title == "A")
    #expect(thawed?.title == "B")
    #expect(content.interruptionLevel == .active)
    #expect(content.relevanceScore == 0)
  }

  @Test func `a push becomes the UNNotification iOS hands the app, whole payload as userInfo`() throws {
    let tester = NotificationTester(delegate: Quiet())
    tester.push(
      json: #"{"aps":{"alert":{"title":"Alice","body":"Hi"},"badge":3,"sound":"ping.caf","thread-id":"t1","category":"MESSAGE","interruption-level":"time-sensitive","relevance-score":0.5,"target-content-id":"chat-1"},"sender":"alice","n":2}"#,
      id: "m1")
    tester.skipCallbacks()
    let found = tester.simulator.notification("m1")
    #expect(found != nil)
    guard let record = found else { return tester.finish() }
    let date = Date(simulated: record.arrivedAt, calendar: tester.simulator.configuration.calendar)
    let notification = UNNotification(simulated: record, date: date)
    #expect(notification.date == date)
    #expect(notification.request.identifier == "m1")
    #expect(notification.request.trigger is UNPushNotificationTrigger)
    let content = notification.request.content
    #expect(content.title == "Alice")
    #expect(content.body == "Hi")
    #expect(content.badge == 3)
    #expect(content.sound == UNNotificationSound(named: UNNotificationSoundName("ping.caf")))
    #expect(content.threadIdentifier == "t1")
    #expect(content.categoryIdentifier == "MESSAGE")
    #expect(content.interruptionLevel == .timeSensitive)
    #expect(content.relevanceScore == 0.5)
    #expect(content.targetContentIdentifier == "chat-1")
    #expect(content.userInfo["sender"] as? String == "alice")
    #expect(content.userInfo["n"] as? Int == 2)
    let aps = try #require(content.userInfo["aps"] as? [String: Any])
    #expect(aps["badge"] as? Int == 3)
    #expect((aps["alert"] as? [String: Any])?["title"] as? String == "Alice")
    tester.finish()
  }

  @Test func `virtual instants become dates on the device's calendar`() {
    let simulator = Simulator(app: AppConfiguration())
    // DeviceConfiguration's default start: 2026-01-05T09:00:00 UTC.
    #expect(Date(simulated: .zero, calendar: simulator.configuration.calendar).timeIntervalSince1970 == 1_767_603_600)
    #expect(
      Date(simulated: SimulatedInstant(offset: .milliseconds(1_500)), calendar: simulator.configuration.calendar)
        .timeIntervalSince1970 == 1_767_603_601.5)
  }

  @Test func `a local notification keeps its request's content and trigger`() throws {
    let tester = NotificationTester(delegate: Quiet())
    tester.openApp()
    tester.skipCallbacks()
    tester.scheduleLocal(
      LocalNotificationRequest(
        identifier: "l1", title: "Stand up", badge: 1, userInfo: JSONObject([.init(key: "k", value: JSONValue(.string("v")))]),
        delay: .seconds(5)))
    tester.advance(by: .seconds(5))
    tester.skipCallbacks()
    let found = tester.simulator.notification("l1")
    #expect(found != nil)
    guard let record = found else { return tester.finish() }
    let notification = UNNotification(simulated: record, date: Date(timeIntervalSince1970: 0))
    #expect(notification.request.content.title == "Stand up")
    #expect(notification.request.content.userInfo["k"] as? String == "v")
    #expect(notification.request.content.userInfo["aps"] == nil)
    #expect((notification.request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval == 5)
    tester.finish()
  }

  @Test func `responses convert, text input as UNTextInputNotificationResponse`() {
    let notification = UNNotification(
      date: Date(timeIntervalSince1970: 0),
      request: UNNotificationRequest(identifier: "n1", content: UNNotificationContent(), trigger: nil))
    let plain = UNNotificationResponse.simulated(
      NotificationResponse(notificationID: "n1", actionIdentifier: NotificationResponse.defaultActionIdentifier),
      notification: notification)
    #expect(plain.actionIdentifier == UNNotificationDefaultActionIdentifier)
    #expect(!(plain is UNTextInputNotificationResponse))
    #expect(plain.notification === notification)
    let text = UNNotificationResponse.simulated(
      NotificationResponse(notificationID: "n1", actionIdentifier: "reply", userText: "On my way"),
      notification: notification)
    #expect((text as? UNTextInputNotificationResponse)?.userText == "On my way")
  }

  @Test func `settings reflect the device's authorization and switches`() throws {
    var simulator = Simulator(app: AppConfiguration())
    let before = UNNotificationSettings(simulated: simulator)
    #expect(before.authorizationStatus == .notDetermined)
    #expect([before.soundSetting, before.badgeSetting, before.alertSetting, before.notificationCenterSetting].allSatisfy {
      $0 == .notSupported
    })
    try simulator.changeAuthorization(to: .authorized, options: [.alert, .sound, .providesAppNotificationSettings])
    simulator.changeSettings(DeviceSettings(notifications: AppNotificationSettings(sounds: false)))
    let after = UNNotificationSettings(simulated: simulator)
    #expect(after.authorizationStatus == .authorized)
    #expect(after.alertSetting == .enabled)
    #expect(after.soundSetting == .disabled)
    #expect(after.badgeSetting == .disabled)
    #expect(after.notificationCenterSetting == .enabled)
    #expect(after.alertStyle == .banner)
    #expect(after.providesAppNotificationSettings)
    #expect(after.carPlaySetting == .disabled)
    #expect(after.announcementSetting == .notSupported)
    simulator.changeSettings(DeviceSettings(notifications: AppNotificationSettings(allowNotifications: false)))
    let off = UNNotificationSettings(simulated: simulator)
    #expect(off.authorizationStatus == .denied)
    #expect(off.alertSetting == .disabled)
    #expect(off.alertStyle == UNAlertStyle.none)
  }

  @Test func `directMessagesSetting follows the Direct Messages switch for an app with the Communication Notifications capability`() throws {
    var entitled = AppConfiguration()
    entitled.entitlements = [.communication]
    var simulator = Simulator(app: entitled)
    #expect(UNNotificationSettings(simulated: simulator).directMessagesSetting == .notSupported)
    try simulator.changeAuthorization(to: .authorized, options: [.alert])
    #expect(UNNotificationSettings(simulated: simulator).directMessagesSetting == .enabled)
    simulator.setDirectMessages(false)
    #expect(UNNotificationSettings(simulated: simulator).directMessagesSetting == .disabled)
    var plain = Simulator(app: AppConfiguration())
    try plain.changeAuthorization(to: .authorized, options: [.alert])
    #expect(UNNotificationSettings(simulated: plain).directMessagesSetting == .notSupported)
    var old = Simulator(app: entitled, profile: .iOS14)
    try old.changeAuthorization(to: .authorized, options: [.alert])
    #expect(UNNotificationSettings(simulated: old).directMessagesSetting == .notSupported)
  }

  @Test func `an attachment the simulator refuses makes simulated() throw its UNError`() throws {
    let content = UNMutableNotificationContent()
    content.attachments = [
      UNNotificationAttachment(simulated: NotificationAttachment(identifier: "big", url: "file:///tmp/big.png", type: "public.png", size: 20_000_000))
    ]
    let request = UNNotificationRequest(identifier: "r", content: content, trigger: nil)
    #expect(throws: UNError(.attachmentInvalidFileSize, reason: NotificationAttachment(identifier: "big", url: "file:///tmp/big.png", type: "public.png", size: 20_000_000).validate()?.description)) {
      try request.simulated()
    }
  }
}

/// A delegate that shows everything and checks nothing.
struct Quiet: SimulatedAppDelegate {}
