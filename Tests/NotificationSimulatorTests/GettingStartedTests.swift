import NotificationSimulator
import Testing

/// The code of the getting-started article (NotificationSimulator.docc/getting-started.md),
/// line for line: if it stops compiling or its outcome changes, the article is wrong.
@Test func `the getting-started example taps a notification of a background app`() throws {
  // getting-started: begin
  var simulator = Simulator(app: AppConfiguration(bundleID: "com.example.news"))
  try simulator.changeAuthorization(to: .authorized, options: [.alert, .sound, .badge])
  try simulator.openApp()
  try simulator.home()
  try simulator.push(json: #"{"aps": {"alert": "Big news"}}"#, id: "n1")
  try simulator.tap("n1")
  simulator.runUntilIdle()
  print(simulator.trace.rendered)
  // getting-started: end
  #expect(
    simulator.trace.callbacks.suffix(3) == [.willEnterForeground, .didReceive, .didBecomeActive])
  #expect(simulator.process.state == .active)
}
