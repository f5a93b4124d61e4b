import Testing

@testable import NotificationSimulator

/// The Notification Center list, the pending requests and the badge, through the simulator's API.
@Suite struct NotificationCenterTests {
  func entry(_ id: String, thread: String = "", score: Double = 0) -> NotificationCenterEntry {
    NotificationCenterEntry(identifier: id, kind: .alert, threadIdentifier: thread, relevanceScore: score, date: .zero)
  }

  @Test func `the list keeps the newest at the top and moves a replacement there`() {
    var list = NotificationCenterList()
    for id in ["a", "b", "c"] { list.insertAtTop(entry(id)) }
    #expect(list.identifiers == ["c", "b", "a"])
    #expect(list.position(of: "a") == 3)
    #expect(list.insertAtTop(entry("a")) == 3)
    #expect(list.identifiers == ["a", "c", "b"])
    #expect(list.remove("c") == 2)
    #expect(list.remove("c") == nil)
    #expect(list.identifiers == ["a", "b"])
    #expect(list.position(of: "b") == 2)
  }

  @Test func `positions stay right across thousands of replacements and compactions`() {
    var list = NotificationCenterList()
    var model: [String] = []  // top first, the obvious O(n) way
    for step in 0..<5_000 {
      let id = "n\((step * 7919) % 97)"
      let old = model.firstIndex(of: id).map { $0 + 1 }
      model.removeAll { $0 == id }
      model.insert(id, at: 0)
      #expect(list.insertAtTop(entry(id)) == old)
      if step % 5 == 4, let victim = model.last {
        #expect(list.remove(victim) == model.count)
        model.removeLast()
      }
    }
    #expect(list.identifiers == model)
    for (index, id) in model.enumerated() { #expect(list.position(of: id) == index + 1) }
  }

  @Test func `threads group by identifier and feature the best-scored, newest on a tie`() {
    var list = NotificationCenterList()
    list.insertAtTop(entry("a1", thread: "ana", score: 0.9))
    list.insertAtTop(entry("b1", thread: "ben"))
    list.insertAtTop(entry("a2", thread: "ana", score: 0.9))
    #expect(
      list.threads == [
        NotificationThread(identifier: "ana", notificationIDs: ["a2", "a1"], featured: "a2"),
        NotificationThread(identifier: "ben", notificationIDs: ["b1"], featured: "b1"),
      ])
  }

  @Test func `a collapse id replaces the delivered notification and the trace gives both positions`() throws {
    var simulator = try Simulator.prepared(.suspended)
    let score = Payload(aps: APS(alert: Alert(body: "1-0")))
    try simulator.push(score, id: "match")
    try simulator.push(Payloads.alert, id: "news")
    _ = simulator.drainTrace()
    try simulator.push(score, id: "match")
    #expect(
      simulator.drainTrace().map(\.rendered) == [
        "+0.000s  push       match alert (A)",
        "+0.000s  system     displayed match [banner, list]  [R13]",
        "+0.000s  system     replaced match in Notification Center: position 2 -> 1  [NC1]",
      ])
    #expect(simulator.device.notificationCenter.identifiers == ["match", "news"])
  }

  @Test func `removing delivered notifications ignores the ones not listed`() throws {
    var simulator = try Simulator.prepared(.suspended)
    try simulator.push(Payloads.alert, id: "n1")
    try simulator.openApp()
    _ = simulator.drainTrace()
    try simulator.removeDeliveredNotifications(withIdentifiers: ["n1", "ghost"])
    #expect(
      simulator.drainTrace().map(\.rendered) == [
        "+0.000s  user       app calls removeDeliveredNotifications [n1, ghost]",
        "+0.000s  system     removed n1: removed by the app  [NC6]",
        "+0.000s  system     no effect ghost: it is not in Notification Center, so there is nothing to remove  [NC6]",
      ])
    #expect(try simulator.getDeliveredNotifications().isEmpty)
    #expect(throws: SimulationError.self) { try simulator.tap("n1") }
  }

  @Test func `a badge-only push is not shown for want of alert text, and 0 removes the badge`() throws {
    var simulator = try Simulator.prepared(.suspended)
    try simulator.push(Payload(aps: APS(badge: 4)), id: "b1")
    #expect(simulator.device.badge == 4)
    #expect(simulator.notification("b1")?.status == .notShown("it has no alert text, and a badge or sound alone is not displayed"))
    try simulator.push(Payload(aps: APS(badge: 0)), id: "b2")
    #expect(simulator.device.badge == nil)
    #expect(simulator.trace.events.last?.rendered == "+0.000s  system     badge 0 (removed)  [R13]")
  }

  @Test func `the badge is ignored without badge authorization, also when the app sets it`() throws {
    var simulator = Simulator(app: AppConfiguration())
    try simulator.openApp()
    try simulator.push(Payload(aps: APS(alert: Alert(body: "x"), badge: 2)), id: "n1")
    try simulator.setBadgeCount(3)
    #expect(simulator.device.badge == nil)
    #expect(
      simulator.trace.events.suffix(2).map(\.body) == [
        "app calls setBadgeCount(3)", "badge of app ignored: the app is not authorized for badges",
      ])
    #expect(simulator.trace.events.contains { $0.body == "badge of n1 ignored: the app is not authorized for badges" })
  }

  @Test func `applicationIconBadgeNumber is deprecated on iOS 17 and setBadgeCount missing before 16`() throws {
    var new = try Simulator.prepared(.active)
    try new.setApplicationIconBadgeNumber(2)
    #expect(new.trace.diagnostics.last?.code == "api-deprecated")
    #expect(new.device.badge == 2)
    var old = try Simulator.prepared(.active, profile: .iOS15)
    try old.setBadgeCount(2)
    #expect(
      old.trace.diagnostics.last?.message
        == "setBadgeCount(_:withCompletionHandler:) needs iOS 16; iOS 15 has no such method. Set UIApplication.applicationIconBadgeNumber instead.")
    #expect(old.device.badge == nil)
  }

  @Test func `a sound-only willPresent answer plays the sound and lists nothing`() throws {
    var app = AppConfiguration()
    app.answers.willPresent = CompletionAnswer([.sound])
    var simulator = try Simulator.prepared(.active, app: app)
    try simulator.push(Payloads.alert, id: "n1")
    let bodies = simulator.trace.events.map(\.body)
    #expect(bodies.contains("sound played for n1"))
    #expect(simulator.device.notificationCenter.isEmpty)
  }
}
