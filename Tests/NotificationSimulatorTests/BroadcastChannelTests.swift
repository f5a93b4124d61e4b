import NotificationPayload
import Testing

@testable import NotificationSimulator

/// Live Activity broadcast channels (rules LA10, LA11): subscribing by pushType .channel and by
/// input-push-channel, APNs's answers for a broadcast, the storage policies for an offline
/// device, and the loader's errors for the channel steps.
@Suite struct BroadcastChannelTests {
  static let start = LiveActivityTests.start

  static func broadcast(
    _ id: String, channel: String = "match", home: Int, priority: Int = 10, expiration: Int64 = 0, timestamp: Int64? = nil
  ) throws -> BroadcastPush {
    let json = #"{"aps": {"event": "update", "timestamp": \#(timestamp ?? start + Int64(home)), "content-state": {"home": \#(home)}}}"#
    return BroadcastPush(
      id: id, channel: channel, payload: try Simulator.payload(json: json).get(), priority: priority, expiration: expiration,
      byteCount: json.utf8.count)
  }

  static func listening(_ id: String = "score", channel: String? = "match") -> ActivityRequest {
    ActivityRequest(id: id, attributesType: "MatchAttributes", contentState: JSONValue(.object(JSONObject())), channel: channel)
  }

  @Test func `a broadcast updates the activities that listen to its channel, and only those`() throws {
    var simulator = try Simulator.prepared(.active)
    try simulator.createBroadcastChannel("match", storagePolicy: .noMessageStored)
    try simulator.startActivity(Self.listening())
    try simulator.startActivity(Self.listening("other", channel: nil))
    let mark = simulator.trace.events.count
    try simulator.broadcastPush(Self.broadcast("goal", home: 1))
    #expect(simulator.lines(since: mark) == [
      "+0.000s  user       the provider broadcasts goal to channel match (priority 10)",
      "+0.000s  apns       goal answered 200 apns-id=00000000-0000-4000-8000-000000000001  [LA10]",
      #"+0.000s  system     Live Activity score updated (priority 10): {"home":1}  [LA3]"#,
    ])
    #expect(simulator.device.liveActivities.activity("score")?.channel == "match")
  }

  @Test func `APNs refuses an unknown channel, a stored expiration on a channel that stores nothing, a bad priority and a large body`() throws {
    var simulator = try Simulator.prepared(.active)
    try simulator.createBroadcastChannel("match", storagePolicy: .noMessageStored)
    try simulator.startActivity(Self.listening())
    let mark = simulator.trace.events.count
    try simulator.broadcastPush(Self.broadcast("a", channel: "matc", home: 1))
    try simulator.broadcastPush(Self.broadcast("b", home: 1, expiration: Self.start + 60))
    try simulator.broadcastPush(Self.broadcast("c", home: 1, priority: 7))
    var large = try Self.broadcast("d", home: 1)
    large.byteCount = Simulator.broadcastPayloadLimit + 1
    try simulator.broadcastPush(large)
    #expect(simulator.lines(since: mark).filter { $0.contains("apns ") } == [
      "+0.000s  apns       a answered 400 ChannelNotRegistered apns-id=00000000-0000-4000-8000-000000000001  [LA10]",
      "+0.000s  apns       b answered 400 BadExpirationDate apns-id=00000000-0000-4000-8000-000000000002  [LA11]",
      "+0.000s  apns       c answered 400 BadPriority apns-id=00000000-0000-4000-8000-000000000003  [LA10]",
      "+0.000s  apns       d answered 413 PayloadTooLarge apns-id=00000000-0000-4000-8000-000000000004  [LA9]",
    ])
    #expect(simulator.device.liveActivities.activity("score")?.contentState == JSONValue(.object(JSONObject())))
  }

  @Test func `an offline device gets the latest stored broadcast when it is back, and nothing from a channel that stores nothing`() throws {
    var simulator = try Simulator.prepared(.active)
    try simulator.createBroadcastChannel("match", storagePolicy: .mostRecentMessageStored)
    try simulator.createBroadcastChannel("live", storagePolicy: .noMessageStored)
    try simulator.startActivity(Self.listening())
    try simulator.startActivity(Self.listening("ticker", channel: "live"))
    try simulator.goOffline()
    let mark = simulator.trace.events.count
    try simulator.broadcastPush(Self.broadcast("one", home: 1, expiration: Self.start + 3600))
    try simulator.broadcastPush(Self.broadcast("two", home: 2, expiration: Self.start + 3600))
    try simulator.broadcastPush(Self.broadcast("tick", channel: "live", home: 9))
    try simulator.goOnline()
    #expect(simulator.lines(since: mark).filter { !$0.contains("user ") } == [
      "+0.000s  apns       one answered 200 apns-id=00000000-0000-4000-8000-000000000001  [LA10]",
      "+0.000s  apns       stored one until \(Self.start + 3600) (the device is offline; the channel keeps its most recent message)  [LA11]",
      "+0.000s  apns       two answered 200 apns-id=00000000-0000-4000-8000-000000000002  [LA10]",
      "+0.000s  apns       discarded one (replaced)  [LA11]",
      "+0.000s  apns       stored two until \(Self.start + 3600) (the device is offline; the channel keeps its most recent message)  [LA11]",
      "+0.000s  apns       tick answered 200 apns-id=00000000-0000-4000-8000-000000000003  [LA10]",
      "+0.000s  apns       discarded tick (channel-stores-nothing)  [LA11]",
      "+0.000s  apns       forwarded stored two: the device can take it now  [LA11]",
      #"+0.000s  system     Live Activity score updated (priority 10): {"home":2}  [LA3]"#,
    ])
  }

  @Test func `a channel needs iOS 18, by pushType and by input-push-channel`() throws {
    var simulator = try Simulator.prepared(.active, profile: .iOS17)
    let mark = simulator.trace.events.count
    try simulator.startActivity(Self.listening())
    let start = try Simulator.payload(json: #"{"aps": {"event": "start", "timestamp": 1, "attributes-type": "T", "attributes": {}, "content-state": {}, "input-push-channel": "match", "alert": {"title": "t", "body": "b"}}}"#).get()
    try simulator.activityPush(start, activity: "pushed")
    #expect(simulator.lines(since: mark).filter { $0.contains("system ") } == [
      "+0.000s  system     Live Activity score not started: pushType .channel needs iOS 18  [LA10]",
      "+0.000s  system     Live Activity pushed not started: input-push-channel needs iOS 18  [LA10]",
    ])
  }

  @Test func `channel steps and their mistakes are positioned errors with the fix`() {
    let errors = LiveActivityTests().errors
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"createBroadcastChannel": {"channel": "m", "storagePolicy": "none"}}]}"#) == [
      #"1:101 $.steps[0].createBroadcastChannel.storagePolicy unknown storage policy "none" | Valid values: "noMessageStored", "mostRecentMessageStored"."#
    ])
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"createBroadcastChannel": {"channel": "m", "storagePolicy": "noMessageStored"}}, {"deleteBroadcastChannel": "n"}]}"#) == [
      #"1:149 $.steps[1].deleteBroadcastChannel no earlier step creates a channel "n"; did you mean "m"? | Create it first with a createBroadcastChannel step. Channels so far: "m"."#
    ])
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"startActivity": {"activity": "a", "attributesType": "T", "contentState": {}, "pushType": "token", "channel": "m"}}]}"#) == [
      #"1:131 $.steps[0].startActivity.pushType an activity takes one push type: pushType "token" or a broadcast channel, not both | Leave out "pushType" for an activity that listens to "channel", or leave out "channel"."#
    ])
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"broadcastPush": {"id": "b", "channel": "m", "payload": {"aps": {"timestamp": 1, "content-state": {}}}}}]}"#).last
      == #"1:105 $.steps[0].broadcastPush.payload.aps an ActivityKit push needs the event "start", "update" or "end" in aps; found no event | Write "event": "update" (or "start", "end") in aps; events are lower case."#)
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"broadcastPush": {"channel": "m", "payload": {"aps": {"event": "update", "timestamp": 1, "content-state": {}}}}}]}"#) == [
      #"1:58 $.steps[0].broadcastPush missing required key "id" | Name the broadcast, such as "id": "b1"; expectations refer to it."#
    ])
  }
}
