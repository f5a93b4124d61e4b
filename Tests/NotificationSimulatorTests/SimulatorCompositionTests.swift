import NotificationSimulator
import Testing

/// Issue 39: the simulator is composed of parts that own their state (ARCHITECTURE "How the
/// simulator is composed"), and what dies with the app's process is one value that ends by type.
@Suite struct SimulatorCompositionTests {
  @Test func `the simulator stores its eight parts and nothing else`() {
    let simulator = Simulator(app: AppConfiguration())
    let names = Mirror(reflecting: simulator).children.map { $0.label ?? "?" }
    #expect(names == ["configuration", "device", "process", "extensions", "handlers", "clock", "trace", "run"])
  }

  @Test func `the process ends by type: only the state and the ended launch's delegate are kept`() throws {
    var simulator = Simulator(app: AppConfiguration(delegateAssignment: .late))
    try simulator.openApp()
    try simulator.assignDelegate()
    #expect(simulator.process.isDelegateAssigned)
    let launched = Self.fields(of: simulator.process)
    try simulator.home()
    try simulator.terminate()
    let ended = Self.fields(of: simulator.process)
    #expect(launched.map(\.name) == ended.map(\.name))
    // Every field the process holds is back to what a process that never ran holds, except the
    // state the life cycle set and the delegate kept for the test to read.
    let fresh = Self.fields(of: Simulator(app: AppConfiguration()).process)
    for (field, start) in zip(ended, fresh) where field.name != "state" && field.name != "appDelegate" {
      #expect(field.value == start.value, "\(field.name)")
    }
    #expect(simulator.process.state == .notRunning)
    #expect(!simulator.process.isDelegateAssigned)
    #expect(simulator.process.code == nil)
  }

  /// The stored fields of `value`, each by its name and its description.
  static func fields(of value: some Any) -> [(name: String, value: String)] {
    Mirror(reflecting: value).children.map { ($0.label ?? "?", String(describing: $0.value)) }
  }
}
