import Testing

@testable import NotificationSimulator

/// An arrival whose rule has one step, `present`, is shown without running the steps
/// (`RoutingTable.onlyPresents(at:)`); it must do exactly what running them does.
@Suite struct ArrivalShortPathTests {
  /// The standard table with every rule of one `present` step written as a branch that runs
  /// `present` either way: the same behaviour, through the step interpreter.
  static let interpretedTable = RoutingTable(
    rules: RoutingTable.standard.rules.map { rule in
      var rule = rule
      if rule.steps == [.present] { rule.steps = [.when(.sceneBased, then: [.present], otherwise: [.present])] }
      return rule
    })

  @Test func `only the rules of one present step take the short path`() {
    let table = RoutingTable.standard
    let short = table.rules.indices.filter { table.onlyPresents(at: $0) }.map { table.rules[$0].id }
    #expect(short.contains("R13") && short.contains("R15"))
    for (position, rule) in table.rules.enumerated() {
      #expect(table.onlyPresents(at: position) == (rule.steps == [.present]), "\(rule.id)")
    }
    #expect(!Self.interpretedTable.rules.indices.contains { Self.interpretedTable.onlyPresents(at: $0) })
  }

  /// Pushes and local notifications to a background app, under each authorization, with
  /// replacements, badges, sounds and levels, on both tables.
  static func run(_ table: RoutingTable, authorization: AuthorizationOptions, allow: Bool) throws -> [String] {
    var simulator = Simulator(app: AppConfiguration(), table: table)
    try simulator.openApp()
    try simulator.requestAuthorization(authorization)
    try simulator.answerPrompt(allow: allow)
    try simulator.home()
    let payloads = [
      #"{"aps": {"alert": "one", "badge": 3, "sound": "default"}}"#,
      #"{"aps": {"alert": {"title": "T", "body": "two"}, "thread-id": "t1", "category": "C"}}"#,
      #"{"aps": {"badge": 0}}"#,
      #"{"aps": {"alert": "four", "interruption-level": "passive"}}"#,
      #"{"aps": {"alert": "five", "sound": {"critical": 1, "name": "a.caf"}}}"#,
    ]
    for (index, json) in payloads.enumerated() {
      try simulator.push(json: json, id: "n\(index % 3)")
      simulator.advance(by: .seconds(1))
    }
    try simulator.scheduleLocal(
      LocalNotificationRequest(identifier: "local", title: "L", body: "b", badge: 7, hasSound: true, delay: .seconds(5)))
    simulator.advance(by: .seconds(10))
    return simulator.trace.events.map(\.rendered)
  }

  static let authorizations: [(AuthorizationOptions, Bool)] = [
    ([.alert, .sound, .badge], true), ([.alert], true), ([.badge, .sound], true), ([.alert, .badge], false),
  ]

  @Test(arguments: authorizations)
  func `the short path records what the steps record`(authorization: AuthorizationOptions, allow: Bool) throws {
    let short = try Self.run(.standard, authorization: authorization, allow: allow)
    let interpreted = try Self.run(Self.interpretedTable, authorization: authorization, allow: allow)
    #expect(short == interpreted)
    #expect(short.contains { $0.contains("displayed n0") } == (allow && authorization.contains(.alert)))
  }
}
