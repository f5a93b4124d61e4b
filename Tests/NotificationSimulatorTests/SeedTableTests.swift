import NotificationSimulator
import Testing

/// One row of the "which method is called" tables of the RemoteNotificationHandling README (https://github.com/yusuga/RemoteNotificationHandling).
struct SeedRow: Sendable, CustomTestStringConvertible {
  let id: String
  let rule: String
  let appState: String
  let tap: String
  let launchOptions: Bool
  let willPresent: Bool
  let didReceive: Bool
  let legacyRemote: Bool
  var testDescription: String { "\(id) \(appState) / \(tap) → \(rule)" }
}

@Suite struct SeedTableTests {
  /// "iOS 10" table: launchOptions, willPresent, didReceive.
  static let iOS10: [SeedRow] = [
    SeedRow(id: "ios10-1", rule: "R65", appState: "Not running", tap: "App Icon", launchOptions: false, willPresent: false, didReceive: false, legacyRemote: false),
    SeedRow(id: "ios10-2", rule: "R30", appState: "Not running", tap: "Banner", launchOptions: true, willPresent: false, didReceive: true, legacyRemote: false),
    SeedRow(id: "ios10-3", rule: "R01", appState: "Foreground", tap: "-", launchOptions: false, willPresent: true, didReceive: false, legacyRemote: false),
    SeedRow(id: "ios10-4", rule: "R33", appState: "Foreground", tap: "Banner", launchOptions: false, willPresent: false, didReceive: true, legacyRemote: false),
    SeedRow(id: "ios10-5", rule: "R66", appState: "Background", tap: "App Icon", launchOptions: false, willPresent: false, didReceive: false, legacyRemote: false),
    SeedRow(id: "ios10-6", rule: "R32", appState: "Background", tap: "Banner", launchOptions: false, willPresent: false, didReceive: true, legacyRemote: false),
  ]

  /// "iOS 9 and below" table: launchOptions, application(_:didReceiveRemoteNotification:).
  static let iOS9: [SeedRow] = [
    SeedRow(id: "ios9-1", rule: "R65", appState: "Not running", tap: "App Icon", launchOptions: false, willPresent: false, didReceive: false, legacyRemote: false),
    SeedRow(id: "ios9-2", rule: "R35", appState: "Not running", tap: "Banner", launchOptions: true, willPresent: false, didReceive: false, legacyRemote: false),
    SeedRow(id: "ios9-3", rule: "R09", appState: "Foreground", tap: "-", launchOptions: false, willPresent: false, didReceive: false, legacyRemote: true),
    SeedRow(id: "ios9-4", rule: "R66", appState: "Background", tap: "App Icon", launchOptions: false, willPresent: false, didReceive: false, legacyRemote: false),
    SeedRow(id: "ios9-5", rule: "R36", appState: "Background", tap: "Banner", launchOptions: false, willPresent: false, didReceive: false, legacyRemote: true),
  ]

  /// Runs one row: the app of that README, in the row's state, with an alert displayed
  /// while it was in the background (so there is a banner to tap), then the row's stimulus.
  static func run(_ row: SeedRow, profile: Profile, app: AppConfiguration) throws -> (Simulator, Int) {
    let start: AppState = row.appState == "Not running" ? .notRunning : row.appState == "Foreground" ? .active : .background
    var simulator = try Simulator.prepared(start, profile: profile, app: app)
    if row.tap == "-" {
      let mark = simulator.trace.events.count
      try simulator.push(Payloads.alert, id: "n1")
      return (simulator, mark)
    }
    try simulator.push(Payloads.alert, id: "n1")
    let mark = simulator.trace.events.count
    if row.tap == "App Icon" { try simulator.openApp() } else { try simulator.tap("n1") }
    return (simulator, mark)
  }

  static func check(_ row: SeedRow, _ simulator: Simulator, since mark: Int) {
    let lines = simulator.lines(since: mark)
    let callbacks = simulator.callbacks(since: mark)
    #expect(lines.contains { $0.contains("launchOptions=[.remoteNotification: n1]") } == row.launchOptions, "launchOptions")
    #expect(callbacks.contains(.willPresent) == row.willPresent, "willPresent")
    #expect(callbacks.contains(.didReceive) == row.didReceive, "didReceive")
    #expect(callbacks.contains(.didReceiveRemoteNotification) == row.legacyRemote, "didReceiveRemoteNotification")
    #expect(simulator.rules(since: mark).contains(row.rule), "decided by \(row.rule)")
  }

  @Test(arguments: iOS10)
  func `iOS 10 table row comes out of the model unchanged`(_ row: SeedRow) throws {
    // The README's iOS 10 app: delegate set in didFinishLaunching, willPresent answers
    // [.badge, .sound, .alert], didReceive calls its handler.
    let app = AppConfiguration(
      implementedCallbacks: [.willPresent, .didReceive],
      answers: CompletionAnswers(willPresent: CompletionAnswer([.badge, .sound, .alert])))
    let (simulator, mark) = try Self.run(row, profile: .iOS10, app: app)
    Self.check(row, simulator, since: mark)
  }

  @Test(arguments: iOS9)
  func `iOS 9 table row comes out of the model unchanged`(_ row: SeedRow) throws {
    // The README's iOS 9 app implements only application(_:didReceiveRemoteNotification:).
    let app = AppConfiguration(implementedCallbacks: [.didReceiveRemoteNotification], delegateAssignment: .never)
    let (simulator, mark) = try Self.run(row, profile: .iOS9, app: app)
    Self.check(row, simulator, since: mark)
  }
}
