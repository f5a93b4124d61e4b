import Testing

@testable import NotificationPayload

private let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"

private func pushRequest(type: String, topic: String, priority: String? = nil, body: String) -> APNsRequest {
  var headers: [(name: String, value: String)] = [
    (":method", "POST"), (":path", "/3/device/\(token)"), ("apns-push-type", type), ("apns-topic", topic),
  ]
  if let priority { headers.append(("apns-priority", priority)) }
  return APNsRequest(headers: headers, body: body)
}

private func lint(_ json: String, pushType: String) -> [String] {
  PayloadLinter.lint(Array(json.utf8), options: PayloadLinter.Options(pushType: pushType)).diagnostics.map {
    "\($0.code) \($0.path): \($0.message)"
  }
}

@Suite struct PushTypeTableTests {
  @Test func everyPushTypeHasOneRowInAppleOrder() {
    #expect(
      APNsPushType.allCases.map(\.rawValue) == [
        "alert", "background", "location", "voip", "complication", "fileprovider", "mdm", "liveactivity",
        "pushtotalk", "controls", "widgets",
      ])
    #expect(Set(APNsPushTypeRule.table.map(\.pushType)).count == APNsPushTypeRule.table.count)
    #expect(APNsPushType.widgets.topicSuffix == ".push-type.widgets")
    #expect(APNsPushType.controls.topicSuffix == ".push-type.controls")
    #expect(APNsPushType.complication.topicSuffix == ".complication")
    #expect(APNsPushType.fileProvider.topicSuffix == ".pushkit.fileprovider")
    #expect(APNsPushType.mdm.topicSuffix == nil)
    #expect(APNsPushType.voip.maximumPayloadSize == 5120)
    #expect(APNsPushType.widgets.maximumPayloadSize == 4096)
    #expect(APNsPushTypeRule.rule(for: .fileProvider)?.tokenAuthenticationOnly == true)
    #expect(APNsPushTypeRule.rule(for: .complication)?.unavailablePlatforms == [.iPadOS, .macOS, .tvOS])
    #expect(APNsPushTypeRule.owners(ofAPSKey: "content-changed") == [.controls, .widgets])
    #expect(APNsPushType(rawValue: "widgets").isKnown)
  }

  @Test func applesWidgetAndControlRequestsAreAccepted() {
    let widgets = pushRequest(
      type: "widgets", topic: "com.example.app.push-type.widgets", body: #"{"aps":{"content-changed":true}}"#)
    #expect(APNsGateway.check(widgets).isSuccess)
    #expect(APNsGateway.diagnostics(for: widgets).isEmpty)
    let controls = pushRequest(
      type: "controls", topic: "com.example.app.push-type.controls", priority: "10",
      body: #"{"aps":{"content-changed":true}}"#)
    #expect(APNsGateway.diagnostics(for: controls).isEmpty)
    #expect(lint(#"{"aps":{"content-changed":true}}"#, pushType: "widgets") == [])
    #expect(lint(#"{"aps":{"content-changed":true}}"#, pushType: "controls") == [])
    #expect(lint(#"{"mdm":"996ac527-9993-4a0a-8528-60b2b3c2f52b"}"#, pushType: "mdm") == [])
  }

  @Test func wrongSuffixForWidgetsIsBadTopic() {
    let bare = pushRequest(type: "widgets", topic: "com.example.app", body: #"{"aps":{"content-changed":true}}"#)
    #expect(APNsGateway.check(bare).reason == .badTopic)
    #expect(
      APNsGateway.diagnostics(for: bare).map(\.message) == [
        #"APNs answers 400 BadTopic: apns-topic "com.example.app" lacks the suffix .push-type.widgets that apns-push-type widgets needs"#
      ])
  }

  @Test func priorityOutsideTheTypesListIsAWarning() {
    let ptt = pushRequest(type: "pushtotalk", topic: "com.example.app.voip-ptt", priority: "5", body: "{}")
    let findings = APNsGateway.diagnostics(for: ptt)
    #expect(findings.map(\.code) == [.apnsPushTypePriority, .apnsPushTypeExpiration])
    #expect(findings.first?.message == "apns-priority is 5; Apple allows 10 for apns-push-type pushtotalk")
    #expect(findings.first?.hint == "Send pushtotalk pushes with apns-priority: 10.")
    let location = pushRequest(type: "location", topic: "com.example.app.location-query", priority: "1", body: "{}")
    #expect(
      APNsGateway.diagnostics(for: location).map(\.message) == [
        "apns-priority is 1; Apple allows 10 or 5 for apns-push-type location"
      ])
  }

  @Test func widgetPayloadWithoutContentChangedIsAnError() {
    #expect(
      lint(#"{"aps":{}}"#, pushType: "widgets") == [
        "push-type-missing-key $.aps: a widgets push needs `content-changed` in `aps`; without it nothing reloads"
      ])
    #expect(
      lint(#"{"aps":{"content-changed":1}}"#, pushType: "controls") == [
        "value-wrong-type $.aps.content-changed: `content-changed` is the number 1; WidgetKit reloads only for true"
      ])
  }

  @Test func contentChangedInAnAlertPushIsMisplaced() {
    #expect(
      lint(#"{"aps":{"alert":"Hi","content-changed":true}}"#, pushType: "alert") == [
        "push-type-key-misplaced $.aps.content-changed: `content-changed` with apns-push-type alert; only controls and widgets pushes read it"
      ])
  }

  @Test func everyPushTypeNamesWhatReceivesIt() {
    #expect(
      APNsPushTypeRule.table.map { "\($0.pushType) \($0.receiver)" } == [
        "alert UNUserNotificationCenter", "background UNUserNotificationCenter", "location CLLocationPushServiceExtension",
        "voip PKPushRegistry", "complication PKPushRegistry", "fileprovider NSFileProviderReplicatedExtension",
        "mdm the MDM client", "liveactivity ActivityKit", "pushtotalk PTChannelManager", "controls WidgetKit",
        "widgets WidgetKit",
      ])
    #expect(APNsPushType(rawValue: "alret").receiver == nil)
  }

  @Test func alertSoundAndBadgeInAPushTypeThatShowsNothingAreWarnings() {
    let visible = #"{"aps":{"alert":"Call from Ann","sound":"ring.caf","badge":1},"callID":"4f2c"}"#
    #expect(
      lint(visible, pushType: "voip") == [
        "push-type-shows-nothing $.aps.alert: `alert` in a voip push is never shown: PKPushRegistry receives it, not UNUserNotificationCenter",
        "push-type-shows-nothing $.aps.sound: `sound` in a voip push is never played: PKPushRegistry receives it, not UNUserNotificationCenter",
        "push-type-shows-nothing $.aps.badge: `badge` in a voip push never sets the badge: PKPushRegistry receives it, not UNUserNotificationCenter",
      ])
    #expect(
      lint(#"{"aps":{"content-changed":true,"alert":"x"}}"#, pushType: "widgets") == [
        "push-type-shows-nothing $.aps.alert: `alert` in a widgets push is never shown: WidgetKit receives it, not UNUserNotificationCenter"
      ])
    // What receives alert and background pushes shows them; a Live Activity update shows its alert.
    #expect(lint(visible, pushType: "alert").isEmpty)
    #expect(
      lint(#"{"aps":{"event":"update","timestamp":1,"content-state":{},"alert":{"title":"a","body":"b"}}}"#, pushType: "liveactivity")
        .isEmpty)
    #expect(lint(#"{"aps":{},"callID":"4f2c"}"#, pushType: "voip").isEmpty)
  }

  @Test func mdmBodyIsPushMagicOnly() {
    #expect(
      lint(#"{"mdm":"magic","aps":{}}"#, pushType: "mdm") == [
        #"mdm-body $.aps: an mdm push carries only `mdm`; "aps" is not allowed"#
      ])
    #expect(lint(#"{"aps":{}}"#, pushType: "mdm").first == "mdm-body $: an mdm push has no `mdm` key; the device ignores it")
    #expect(lint(#"{"mdm":1}"#, pushType: "mdm") == ["mdm-body $.mdm: `mdm` is the number 1, not the PushMagic string"])
  }

  @Test func legacyEnvironmentSpellingIsRead() {
    #expect(APNsReason(reading: "BadEnvironmentKeyInToken") == .badEnvironmentKeyIDInToken)
    #expect(APNsReason(reading: "BadEnvironmentKeyIdInToken") == .badEnvironmentKeyIDInToken)
    #expect(APNsReason(reading: "Nope") == nil)
    #expect(APNsReason.badEnvironmentKeyIDInToken.status == 403)
    #expect(APNsReason.badEnvironmentKeyIDInToken.rawValue == "BadEnvironmentKeyIdInToken")
  }
}
