#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import NotificationSimulator

/// `notifsim-bench device [PUSHES] [REQUESTS]`: the device's own state under load.
///
/// Runs PUSHES alert pushes whose `apns-collapse-id` cycles through 100 keys (one in ten has a
/// key of its own), so Notification Center replaces and moves entries all the time, and then
/// REQUESTS local requests with time-interval and calendar triggers (past the limit of 64, so
/// most adds also drop one), with the clock advanced until they fire. Each part runs at a tenth
/// of the size and at full size: with O(log n) operations the time per operation stays flat.
func deviceBenchmark(pushes: Int, requests: Int) {
  print("device benchmark: best of 3, wall time per operation (ContinuousClock, outside the simulator)")
  for (label, size) in [("pushes with collapse ids", pushes / 10), ("pushes with collapse ids", pushes)] {
    let best = (0..<3).map { _ in time { collapsePushes(size) } }.min() ?? 0
    print("  \(label): \(format(Double(size))) in \(format(best, decimals: 3)) s, \(format(best / Double(size) * 1e9)) ns each")
  }
  for (label, size) in [("scheduled requests", requests / 10), ("scheduled requests", requests)] {
    let best = (0..<3).map { _ in time { scheduleRequests(size) } }.min() ?? 0
    print("  \(label): \(format(Double(size))) in \(format(best, decimals: 3)) s, \(format(best / Double(size) * 1e9)) ns each")
  }
}

private func time(_ body: () -> Int) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  blackHole(body())
  return seconds(clock.now - start)
}

/// The collapse ids of the pushes: mostly 100 shared keys, one in ten a key of its own.
private func collapsePushes(_ count: Int) -> Int {
  var simulator = backgroundSimulator()
  let payload = Payload(aps: APS(alert: Alert(title: "Score", body: "1 - 0"), badge: 1, threadID: "match"))
  for index in 0..<count {
    let id = index % 10 == 9 ? "goal-\(index)" : "match-\(index % 100)"
    try? simulator.push(payload, id: id)
    simulator.advance(by: .seconds(1))
  }
  return simulator.device.notificationCenter.count
}

/// Requests with repeating and one-shot triggers, a quarter of them replacing a pending one.
private func scheduleRequests(_ count: Int) -> Int {
  var simulator = backgroundSimulator()
  do {
    try simulator.openApp()
    for index in 0..<count {
      let id = index % 4 == 3 ? "r\(index - 1)" : "r\(index)"
      let trigger: NotificationTrigger =
        index % 2 == 0
        ? .timeInterval(.seconds(Int64(60 + index % 600)), repeats: index % 8 == 0)
        : .calendar(DateMatch(hour: index % 24, minute: index % 60), repeats: index % 3 == 0)
      try simulator.scheduleLocal(LocalNotificationRequest(identifier: id, body: "Reminder", trigger: trigger))
      if index % 100 == 99 { simulator.advance(by: .seconds(600)) }
    }
  } catch {
    print("bench: \(error)")
    exit(1)
  }
  return simulator.device.pendingRequests.count
}
