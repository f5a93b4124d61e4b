import NotificationPayload
import Testing

@testable import NotificationSimulator

/// Live Activities (rules LA1–LA9): starts by the app and by push, updates and ends by push,
/// the timestamp order, the stale and dismissal dates, the priority-10 budget, and the loader's
/// errors for the three steps.
@Suite struct LiveActivityTests {
  /// 2026-01-05 09:00 UTC, the virtual calendar's default start, in seconds since 1970.
  static let start: Int64 = 1_767_603_600

  static func push(_ event: String, timestamp: Int64, state: String, extra: String = "") throws -> Payload {
    try Simulator.payload(json: #"{"aps": {"event": "\#(event)", "timestamp": \#(timestamp), "content-state": \#(state)\#(extra)}}"#).get()
  }

  static func request(_ id: String = "delivery", staleDate: Int64? = nil) -> ActivityRequest {
    ActivityRequest(
      id: id, attributesType: "PizzaDeliveryAttributes", contentState: JSONValue(.object(JSONObject())),
      staleDate: staleDate, pushToken: true)
  }

  @Test func `the app starts an activity in the foreground and gets its token; in the background it gets visibility`() throws {
    var simulator = try Simulator.prepared(.active)
    let mark = simulator.trace.events.count
    try simulator.startActivity(Self.request())
    try simulator.home()
    try simulator.startActivity(Self.request("late"))
    #expect(simulator.lines(since: mark).filter { !$0.contains("lifecycle") && !$0.contains("callback") } == [
      "+0.000s  user       the app requests Live Activity delivery",
      "+0.000s  system     Live Activity delivery (PizzaDeliveryAttributes) started by the app  [LA1]",
      "+0.000s  system     Live Activity delivery push token \(Simulator.activityToken("delivery"))  [LA1]",
      "+0.000s  user       pressed home",
      "+0.000s  user       the app requests Live Activity late",
      "+0.000s  system     Live Activity late not started: visibility  [LA1]",
    ])
    #expect(simulator.device.liveActivities.activity("delivery")?.state == .active)
    #expect(simulator.device.liveActivities.activity("late") == nil)
  }

  @Test func `update and end pushes change the content without an app callback; a later push is ignored`() throws {
    var simulator = try Simulator.prepared(.active)
    try simulator.startActivity(Self.request())
    let mark = simulator.trace.events.count
    try simulator.activityPush(Self.push("update", timestamp: Self.start + 1, state: #"{"minutesLeft": 20}"#), activity: "delivery")
    try simulator.activityPush(
      Self.push("end", timestamp: Self.start + 2, state: #"{"minutesLeft": 0}"#, extra: #", "alert": {"title": "Delivered", "body": "Enjoy"}"#),
      activity: "delivery", priority: 5)
    try simulator.activityPush(Self.push("update", timestamp: Self.start + 3, state: "{}"), activity: "delivery")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       an ActivityKit update push (priority 10) reaches Live Activity delivery",
      #"+0.000s  system     Live Activity delivery updated (priority 10): {"minutesLeft":20}  [LA3]"#,
      "+0.000s  user       an ActivityKit end push (priority 5) reaches Live Activity delivery",
      #"+0.000s  system     Live Activity delivery updated (priority 5): {"minutesLeft":0}  [LA3]"#,
      "+0.000s  system     Live Activity delivery alert: Delivered / Enjoy  [LA8]",
      "+0.000s  system     Live Activity delivery ended by the push  [LA3]",
      "+0.000s  user       an ActivityKit update push (priority 10) reaches Live Activity delivery",
      "+0.000s  system     Live Activity delivery update ignored: activity-ended  [LA3]",
    ])
    #expect(simulator.device.liveActivities.activity("delivery")?.state == .ended)
    simulator.advance(by: Simulator.activityDismissalDelay)
    #expect(simulator.device.liveActivities.activity("delivery")?.state == .dismissed)
    #expect(simulator.trace.events.last?.rendered == "+14400.000s  system     Live Activity delivery dismissed from the Lock Screen  [LA6]")
  }

  @Test func `an older timestamp changes nothing, unless the quirk applies it`() throws {
    for applies in [false, true] {
      var quirks = Quirks()
      quirks.liveActivityAppliesOlderPushes = applies
      var simulator = try Simulator.prepared(.active, quirks: quirks)
      try simulator.startActivity(Self.request())
      try simulator.activityPush(Self.push("update", timestamp: Self.start + 60, state: #"{"n": 2}"#), activity: "delivery")
      try simulator.activityPush(Self.push("update", timestamp: Self.start + 30, state: #"{"n": 1}"#), activity: "delivery")
      #expect(simulator.trace.events.last?.rendered == (applies
        ? #"+0.000s  system     Live Activity delivery updated (priority 10): {"n":1}  [LA3]"#
        : "+0.000s  system     Live Activity delivery update ignored: older-timestamp  [LA4]"))
    }
  }

  @Test func `the stale date passes on the virtual clock, and a later one makes the activity active again`() throws {
    var simulator = try Simulator.prepared(.active)
    try simulator.startActivity(Self.request(staleDate: Self.start + 600))
    simulator.advance(by: .seconds(600))
    #expect(simulator.device.liveActivities.activity("delivery")?.state == .stale)
    #expect(simulator.trace.events.last?.rendered == "+600.000s  system     Live Activity delivery is stale  [LA5]")
    try simulator.activityPush(
      Self.push("update", timestamp: Self.start + 601, state: "{}", extra: #", "stale-date": \#(Self.start + 1200)"#), activity: "delivery")
    #expect(simulator.device.liveActivities.activity("delivery")?.state == .active)
  }

  @Test func `the budget throttles priority 10 past the quirk's count, never priority 5`() throws {
    var quirks = Quirks()
    quirks.liveActivityUpdatesPerHour = 1
    var simulator = try Simulator.prepared(.active, quirks: quirks)
    try simulator.startActivity(Self.request())
    try simulator.activityPush(Self.push("update", timestamp: Self.start + 1, state: "{}"), activity: "delivery")
    try simulator.activityPush(Self.push("update", timestamp: Self.start + 2, state: "{}"), activity: "delivery")
    #expect(simulator.trace.events.last?.rendered == "+0.000s  system     Live Activity delivery update ignored: budget-exceeded  [LA7]")
    try simulator.activityPush(Self.push("update", timestamp: Self.start + 3, state: "{}"), activity: "delivery", priority: 5)
    #expect(simulator.trace.events.last?.rendered == "+0.000s  system     Live Activity delivery updated (priority 5): {}  [LA3]")
  }

  @Test func `push-to-start needs iOS 17 and the push-to-start keys`() throws {
    let start = try Simulator.payload(json: #"{"aps": {"event": "start", "timestamp": 1, "content-state": {}, "attributes-type": "T", "attributes": {}, "alert": {"title": "Go", "body": "Now"}}}"#).get()
    var old = try Simulator.prepared(.notRunning, profile: .iOS16)
    try old.activityPush(start, activity: "a")
    #expect(old.trace.events.last?.rendered == "+0.000s  system     Live Activity a not started: push-to-start needs iOS 17.2  [LA2]")
    var simulator = try Simulator.prepared(.notRunning)
    try simulator.activityPush(Self.push("start", timestamp: 1, state: "{}"), activity: "bare")
    #expect(simulator.trace.events.last?.rendered == "+0.000s  system     Live Activity bare not started: no attributes-type, attributes, alert  [LA2]")
    let mark = simulator.trace.events.count
    try simulator.activityPush(start, activity: "a")
    #expect(simulator.device.liveActivities.activity("a")?.startedBy == .push)
    #expect(simulator.lines(since: mark).prefix(3).last == "+0.000s  system     Live Activity a alert: Go / Now  [LA8]")
  }

  static func startPush(inputPushToken: Bool = false) throws -> Payload {
    try Simulator.payload(json: #"{"aps": {"event": "start", "timestamp": 1, "content-state": {}, "attributes-type": "T", "attributes": {}, "alert": {"title": "Go", "body": "Now"}\#(inputPushToken ? #", "input-push-token": 1"# : "")}}"#).get()
  }

  @Test func `a push-to-start launches a not-running app in the background, which receives the activity and its token`() throws {
    var simulator = try Simulator.prepared(.notRunning, profile: .iOS18)
    var mark = simulator.trace.events.count
    try simulator.activityPush(Self.startPush(inputPushToken: true), activity: "a")
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       an ActivityKit push starts Live Activity a",
      "+0.000s  system     Live Activity a (T) started by the push  [LA2]",
      "+0.000s  system     Live Activity a alert: Go / Now  [LA8]",
      "+0.000s  lifecycle  notRunning -> background (launched in the background)  [LA2]",
      "+0.000s  callback   application(_:willFinishLaunchingWithOptions:) launchOptions=nil  [LA2]",
      "+0.000s  callback   application(_:didFinishLaunchingWithOptions:) launchOptions=nil  [LA2]",
      "+0.000s  system     UNUserNotificationCenter delegate assigned in application(_:didFinishLaunchingWithOptions:)  [LA2]",
      "+0.000s  system     the app receives Live Activity a (T) from Activity.activityUpdates  [LA2]",
      "+0.000s  system     Live Activity a push token \(Simulator.activityToken("a"))  [LA2]",
    ])
    // The woken app keeps 30 s of background runtime to send the token, then is suspended.
    mark = simulator.trace.events.count
    simulator.advance(by: .seconds(29))
    #expect(simulator.process.state == .background)
    simulator.advance(by: .seconds(1))
    #expect(simulator.lines(since: mark) == ["+30.000s  lifecycle  background -> suspended (background work finished)  [LA2]"])
    #expect(simulator.process.state == .suspended)
  }

  @Test func `a suspended app is woken; before iOS 18 every push-started activity gets a token, from iOS 18 only with input-push-token`() throws {
    for (profile, inputPushToken, token) in [(Profile.iOS17, false, true), (.iOS18, false, false), (.iOS18, true, true)] {
      var simulator = try Simulator.prepared(.suspended, profile: profile)
      let mark = simulator.trace.events.count
      try simulator.activityPush(Self.startPush(inputPushToken: inputPushToken), activity: "a")
      let expected = [
        "+0.000s  lifecycle  suspended -> background (woken by the system)  [LA2]",
        "+0.000s  system     the app receives Live Activity a (T) from Activity.activityUpdates  [LA2]",
      ] + (token ? ["+0.000s  system     Live Activity a push token \(Simulator.activityToken("a"))  [LA2]"] : [])
      #expect(Array(simulator.lines(since: mark).dropFirst(3)) == expected, "\(profile), input-push-token \(inputPushToken)")
      simulator.advance(by: Simulator.activityWakeRuntime)
      #expect(simulator.trace.events.last?.rendered == "+30.000s  lifecycle  background -> suspended (background work finished)  [LA2]")
    }
  }

  @Test func `an app in the foreground just receives the activity, with no change of state`() throws {
    var simulator = try Simulator.prepared(.active, profile: .iOS18)
    let mark = simulator.trace.events.count
    try simulator.activityPush(Self.startPush(inputPushToken: true), activity: "a")
    #expect(Array(simulator.lines(since: mark).dropFirst(3)) == [
      "+0.000s  system     the app receives Live Activity a (T) from Activity.activityUpdates  [LA2]",
      "+0.000s  system     Live Activity a push token \(Simulator.activityToken("a"))  [LA2]",
    ])
    #expect(simulator.process.state == .active)
  }

  @Test func `a force-quit app is launched, unless the quirk keeps it closed until its next launch`() throws {
    for skips in [false, true] {
      var quirks = Quirks()
      quirks.liveActivityPushToStartSkipsForceQuitApp = skips
      var simulator = try Simulator.prepared(.forceQuit, profile: .iOS18, quirks: quirks)
      var mark = simulator.trace.events.count
      try simulator.activityPush(Self.startPush(inputPushToken: true), activity: "a")
      let received = "+0.000s  system     the app receives Live Activity a (T) from Activity.activityUpdates  [LA2]"
      #expect(simulator.lines(since: mark).contains(received) == !skips)
      #expect(simulator.process.state == (skips ? .forceQuit : .background))
      mark = simulator.trace.events.count
      try simulator.openApp()
      let atLaunch = simulator.lines(since: mark).filter { $0.contains("Live Activity") }
      #expect(atLaunch == (skips ? [
        "+0.000s  system     the app receives Live Activity a (T) from Activity.activityUpdates  [LA2]",
        "+0.000s  system     Live Activity a push token \(Simulator.activityToken("a"))  [LA2]",
      ] : []))
    }
  }

  @Test func `the loader refuses a fact activityReceived does not record`() {
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"wait": "1s"}], "expect": [{"system": "activityReceived", "token": "00"}]}"#) == [
      #"1:99 $.expect[0].token system activityReceived never records "token"; it records "activity" and "attributesType" | Remove "token", or check one of the facts activityReceived records."#
    ])
  }

  @Test func `a push for an activity never started, or a start for one already running, throws`() throws {
    var simulator = try Simulator.prepared(.active)
    try simulator.startActivity(Self.request())
    #expect(throws: SimulationError(.unknownNotification, "can't deliver an ActivityKit update to 'other': no Live Activity has that id (started: 'delivery'). Start it first.")) {
      try simulator.activityPush(Self.push("update", timestamp: 1, state: "{}"), activity: "other")
    }
    #expect(throws: SimulationError(.invalidPayload, "can't start Live Activity 'delivery': an activity with that id was already started. Give each activity its own id.")) {
      try simulator.startActivity(Self.request())
    }
    #expect(throws: SimulationError(.invalidPayload, #"can't deliver an ActivityKit push to 'delivery': its aps has no event "start", "update" or "end". Add "event" to aps."#)) {
      try simulator.activityPush(Payloads.alert, activity: "delivery")
    }
  }

  func errors(_ text: String) -> [String] {
    loadScenario(text).diagnostics.map {
      "\($0.diagnostic.location) \($0.diagnostic.path) \($0.diagnostic.message) | \($0.diagnostic.hint ?? "")"
    }
  }

  @Test func `the loader positions bad Live Activity steps and says how to fix them`() {
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"activityPush": {"activity": "a", "payload": {"aps": {"event": "update", "timestamp": 1, "content-state": {}}}}}]}"#) == [
      #"1:70 $.steps[0].activityPush.activity no earlier step starts a Live Activity "a" | Start it first with a startActivity step or an activityPush whose event is "start". Activities so far: none yet."#
    ])
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"startActivity": {"activity": "a", "attributesType": "T", "contentState": {}}}, {"startActivity": {"activity": "a", "attributesType": "T", "contentState": {}}}]}"#) == [
      #"1:152 $.steps[1].startActivity.activity a Live Activity "a" was already started | Give each activity its own id; update or end this one with an activityPush."#
    ])
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"startActivity": {"activity": "a", "attributesType": "T", "contentState": {}}}, {"activityPush": {"activity": "a", "priority": 1, "payload": {"aps": {"event": "update", "timestamp": 1, "content-state": {}}}}}]}"#) == [
      #"1:168 $.steps[1].activityPush.priority priority 1 is out of range | priority must be 5 or 10. Write 10 for an update shown at once (it counts against the budget) or 5 for one that does not."#
    ])
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"liveActivitySettings": {}}]}"#) == [
      #"1:65 $.steps[0].liveActivitySettings liveActivitySettings changes nothing | Write "frequentPushesEnabled": false (the person turns More Frequent Updates off) or "supportsFrequentUpdates": true (the app's NSSupportsLiveActivitiesFrequentUpdates)."#
    ])
  }

  @Test func `a push step with an ActivityKit payload is a warning that points to activityPush`() {
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"push": {"aps": {"event": "update", "timestamp": 1, "content-state": {}}}}]}"#) == [
      #"1:49 $.steps[0].push this payload is an ActivityKit "update"; a push step delivers it as a notification, not to a Live Activity | Send it with {"activityPush": {"activity": "<id>", "payload": ...}}, which applies it to the activity."#
    ])
  }

  @Test func `the Live Activity steps load as their actions`() {
    let scenario = loadScenario(#"{"scenario": 1, "name": "x", "steps": [{"startActivity": {"activity": "a", "attributesType": "T", "contentState": {"n": 1}, "staleDate": 5, "pushType": "token"}}, {"activityPush": {"activity": "a", "priority": 5, "payload": {"aps": {"event": "end", "timestamp": 1, "content-state": {}}}}}, {"liveActivitySettings": {"frequentPushesEnabled": false}}]}"#).scenario
    let actions = scenario?.steps.map(\.action) ?? []
    #expect(actions.count == 3)
    guard actions.count == 3, case .startActivity(let request) = actions[0], case .activityPush(let payload, let id, let priority) = actions[1],
      case .liveActivitySettings(let enabled, let supports) = actions[2]
    else {
      Issue.record("unexpected actions \(actions)")
      return
    }
    #expect(request.id == "a" && request.attributesType == "T" && request.staleDate == 5 && request.pushToken)
    #expect(JSONWriter.compact(request.contentState) == #"{"n":1}"#)
    #expect(id == "a" && priority == 5 && payload.aps.liveActivity?.event == "end")
    #expect(enabled == false && supports == nil)
  }
}
