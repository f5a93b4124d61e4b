import NotificationSimulator
import Testing

/// Misuse is an error that says why, never a crash.
struct MisuseCase: Sendable, CustomTestStringConvertible {
  let id: String
  let code: SimulationError.Code
  let message: String
  let run: @Sendable (inout Simulator) throws -> Void
  var testDescription: String { id }
}

@Suite struct MisuseTests {
  static let cases: [MisuseCase] = [
    MisuseCase(
      id: "R01: tapping a notification willPresent silenced", code: .notDisplayed,
      message: "can't tap notification 'n1': it was never displayed; rule R01 did not show it because the app was active and willPresent answered [].",
      run: { simulator in
        try simulator.push(Payloads.alert, id: "n1")
        try simulator.tap("n1")
      }),
    MisuseCase(
      id: "R03: tapping a background push", code: .notDisplayed,
      message: "can't tap notification 's1': it was never displayed; rule R03 did not show it because a background push has nothing to show.",
      run: { simulator in
        try simulator.push(Payloads.background, id: "s1")
        try simulator.tap("s1")
      }),
    MisuseCase(
      id: "tapping an unknown notification", code: .unknownNotification,
      message: "can't tap notification 'zz': no notification with that identifier reached the device. Push or schedule it first.",
      run: { simulator in try simulator.tap("zz") }),
    MisuseCase(
      id: "an action the category does not have", code: .unknownAction,
      message: "can't perform action 'archive' on 'n2': category 'CHAT' has no action 'archive'. Its actions: ['open', 'like', 'delete', 'reply', 'replyOpen'].",
      run: { simulator in
        try simulator.home()
        try simulator.push(Payloads.alert(category: "CHAT"), id: "n2")
        try simulator.performAction(on: "n2", action: "archive")
      }),
    MisuseCase(
      id: "a text reply to an action without text input", code: .textInputMismatch,
      message: "can't reply to 'n2' with action 'like': action 'like' has no text input, so it can't carry a reply. Give it a TextInput, or call performAction(on:action:).",
      run: { simulator in
        try simulator.home()
        try simulator.push(Payloads.alert(category: "CHAT"), id: "n2")
        try simulator.reply(on: "n2", action: "like", text: "hi")
      }),
    MisuseCase(
      id: "a text action without text", code: .textInputMismatch,
      message: "can't perform action 'reply' on 'n2': action 'reply' takes text input. Call reply(on:action:text:) instead.",
      run: { simulator in
        try simulator.home()
        try simulator.push(Payloads.alert(category: "CHAT"), id: "n2")
        try simulator.performAction(on: "n2", action: "reply")
      }),
    MisuseCase(
      id: "R67: the app icon while active", code: .notApplicable,
      message: "can't open the app from its icon: rule R67 says the app is already in the foreground, so its icon cannot be tapped.",
      run: { simulator in try simulator.openApp() }),
    MisuseCase(
      id: "suspending an active app", code: .invalidTransition,
      message: "can't suspend the app: the app is active; only a background app can be suspended.",
      run: { simulator in try simulator.suspend() }),
    MisuseCase(
      id: "terminating a foreground app", code: .invalidTransition,
      message: "can't terminate the app: the app is active; the system terminates only background or suspended apps; call home() first.",
      run: { simulator in try simulator.terminate() }),
    MisuseCase(
      id: "force-quitting twice", code: .invalidTransition,
      message: "can't force-quit the app: the app is forceQuit; it was already force-quit.",
      run: { simulator in
        try simulator.forceQuit()
        try simulator.forceQuit()
      }),
    MisuseCase(
      id: "relaunching a running app", code: .invalidTransition,
      message: "can't relaunch the app: it is running (active). Call forceQuit() or terminate() first, or openApp().",
      run: { simulator in try simulator.relaunch() }),
    MisuseCase(
      id: "answering a prompt that is not shown", code: .authorizationPrompt,
      message: "can't answer the authorization prompt: none is on screen. Call requestAuthorization(_:) while the status is notDetermined.",
      run: { simulator in try simulator.answerPrompt(allow: true) }),
    MisuseCase(
      id: "clearing a banner-only notification", code: .notDisplayed,
      message: "can't clear notification 'n3': it is not in Notification Center (presentation [banner]); only notifications shown with .list can be cleared.",
      run: { simulator in
        try simulator.push(Payloads.alert, id: "n3")
        try simulator.clear("n3")
      }),
  ]

  @Test(arguments: cases)
  func `misuse throws a clear error`(_ row: MisuseCase) throws {
    let answers = CompletionAnswers(willPresent: CompletionAnswer(row.id.contains("banner-only") ? [.banner] : []))
    var simulator = try Simulator.prepared(.active, app: AppConfiguration(categories: [chatCategory], answers: answers))
    let error = #expect(throws: SimulationError.self) { try row.run(&simulator) }
    #expect(error?.code == row.code)
    #expect(error?.message == row.message)
  }

  @Test func `a failed stimulus leaves the simulator unchanged`() throws {
    var simulator = try Simulator.prepared(.active)
    let before = simulator.trace
    #expect(throws: SimulationError.self) { try simulator.suspend() }
    #expect(simulator.trace == before)
    #expect(simulator.process.state == .active)
  }

  @Test func `a payload without aps is rejected`() throws {
    var simulator = try Simulator.prepared(.active)
    let error = #expect(throws: SimulationError.self) { try simulator.push(json: #"{"x": 1}"#, id: "n1") }
    #expect(error?.message == "can't push 'n1': the payload is not a notification: the top level has no \"aps\" object.")
    try simulator.push(json: #"{"aps": {"alert": "hi"}}"#, id: "n2")
    #expect(simulator.notification("n2")?.kind == .alert)
  }
}
