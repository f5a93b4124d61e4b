import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// An app that blocks the main thread until its fetch handler, called from a global queue,
/// returns: a deadlock if the simulator made that call wait for the step.
final class BlockingAppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
    fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void
  ) {
    let answered = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      completionHandler(.newData)
      answered.signal()
    }
    answered.wait()
  }
}

/// What a blocked thread is waiting for: set once by the thread that answers.
final class Answer: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: String?
  var value: String? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// Blocks the calling thread with `primitive` until `start`'s reply arrives; returns the reply.
func blockUntilAnswered(with primitive: String, _ start: (@escaping @Sendable (String) -> Void) -> Void) -> String {
  let answer = Answer()
  switch primitive {
  case "semaphore":
    let semaphore = DispatchSemaphore(value: 0)
    start { answer.value = $0; semaphore.signal() }
    semaphore.wait()
  case "dispatch group":
    let group = DispatchGroup()
    group.enter()
    start { answer.value = $0; group.leave() }
    group.wait()
  default:
    let condition = NSCondition()
    start { reply in
      condition.lock()
      answer.value = reply
      condition.signal()
      condition.unlock()
    }
    condition.lock()
    while answer.value == nil { condition.wait() }
    condition.unlock()
  }
  return answer.value ?? "no answer"
}

/// Asks the center with `api` and replies with what it answered, in words.
func ask(_ center: UNUserNotificationCenter, _ api: String, reply: @escaping @Sendable (String) -> Void) {
  switch api {
  case "getDeliveredNotifications":
    center.getDeliveredNotifications { reply("delivered \($0.map(\.request.identifier))") }
  case "getPendingNotificationRequests":
    center.getPendingNotificationRequests { reply("pending \($0.map(\.identifier))") }
  case "getNotificationSettings":
    center.getNotificationSettings { reply("authorization status \($0.authorizationStatus.rawValue)") }
  case "getNotificationCategories":
    center.getNotificationCategories { reply("categories \($0.map(\.identifier).sorted())") }
  case "requestAuthorization(options:completionHandler:)":
    center.requestAuthorization(options: [.alert]) { granted, error in reply("granted \(granted) error \(String(describing: error))") }
  case "add(_:withCompletionHandler:)":
    let content = UNMutableNotificationContent()
    content.body = "Asked"
    let later = UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)
    center.add(UNNotificationRequest(identifier: "asked", content: content, trigger: later)) { reply("add error \(String(describing: $0))") }
  default:
    center.setBadgeCount(5) { reply("setBadgeCount error \(String(describing: $0))") }
  }
}

/// An app whose `willPresent` blocks the main thread until the center answers (a `get…` method,
/// or the completion handler of `add(_:)` or `setBadgeCount(_:)`),
/// called on the main thread or from a global queue, with each blocking primitive in turn.
final class WaitingAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  nonisolated(unsafe) static var api = ""
  var answers: [String] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    center.delegate = self
    center.setNotificationCategories([UNNotificationCategory(identifier: "chat", actions: [], intentIdentifiers: [])])
    let later = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
    center.add(UNNotificationRequest(identifier: "later", content: UNNotificationContent(), trigger: later))
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    let api = Self.api
    for primitive in ["semaphore", "dispatch group", "lock and condition"] {
      let onMain = blockUntilAnswered(with: primitive) { reply in ask(center, api, reply: reply) }
      let fromGlobal = blockUntilAnswered(with: primitive) { reply in
        let box = UncheckedCenter(center)
        DispatchQueue.global().async { ask(box.center, api, reply: reply) }
      }
      answers.append("\(notification.request.identifier) \(primitive): \(onMain); from a global queue: \(fromGlobal)")
    }
    completionHandler([.banner, .list])
  }
}

/// Carries the center to a global queue, as app code does.
struct UncheckedCenter: @unchecked Sendable {
  let center: UNUserNotificationCenter
  init(_ center: UNUserNotificationCenter) { self.center = center }
}

/// An app whose `willPresent` waits for a global-queue block that calls the center.
final class ForeignCallAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    let box = UncheckedCenter(center)
    _ = blockUntilAnswered(with: "semaphore") { reply in
      DispatchQueue.global().async {
        box.center.setBadgeCount(4)
        box.center.removePendingNotificationRequests(withIdentifiers: ["nothing"])
        reply("called")
      }
    }
    completionHandler([.banner, .badge])
  }
}

/// An app whose answer from the center, arriving after willPresent returned, blocks its queue
/// until `add(_:)` calls back.
final class AnswerWaitingAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  let got = Locked<[String]>([])

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    let box = UncheckedCenter(center)
    let got = got
    center.getDeliveredNotifications { _ in
      let answer = blockUntilAnswered(with: "semaphore") { reply in ask(box.center, "add(_:withCompletionHandler:)", reply: reply) }
      got.value.append(answer)
    }
    completionHandler([.banner])
  }
}

/// An app that blocks the main thread in `didFinishLaunching` until `requestAuthorization`'s
/// handler runs, with each blocking primitive in turn: the first request shows the prompt.
final class PromptWaitingAppDelegate: UIResponder, UIApplicationDelegate {
  var answers: [String] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let center = UNUserNotificationCenter.current()
    for primitive in ["semaphore", "dispatch group", "lock and condition"] {
      answers.append("\(primitive): " + blockUntilAnswered(with: primitive) { reply in
        center.requestAuthorization(options: [.alert, .badge]) { granted, error in
          reply("granted \(granted) error \(String(describing: error))")
        }
      })
    }
    return true
  }
}

/// An app whose `async` willPresent never returns, until the test lets it.
final class NeverReturningAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var stuck: CheckedContinuation<Void, Never>?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
    -> UNNotificationPresentationOptions
  {
    await withCheckedContinuation { stuck = $0 }
    return [.banner]
  }
}

/// A service extension that downloads an attachment into a file of its own, sets the badge and
/// schedules a reminder.
final class AttachingService: UNNotificationServiceExtension, @unchecked Sendable {
  nonisolated(unsafe) static var file: URL?

  override func didReceive(
    _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    let content = (request.content.mutableCopy() as? UNMutableNotificationContent) ?? UNMutableNotificationContent()
    if let file = Self.file, let attachment = try? UNNotificationAttachment(identifier: "photo", url: file) {
      content.attachments = [attachment]
    }
    let center = UNUserNotificationCenter.current()
    center.setBadgeCount(7)
    let reminder = UNMutableNotificationContent()
    reminder.body = "Still there?"
    let later = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: false)
    center.add(UNNotificationRequest(identifier: "follow-up-\(request.identifier)", content: reminder, trigger: later))
    contentHandler(content)
  }
}

/// An app that records the attachment `willPresent` receives.
final class AttachmentReadingAppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var attachmentURLs: [URL] = []

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    attachmentURLs += notification.request.content.attachments.map(\.url)
    completionHandler([.banner])
  }
}

/// A child process's end: its exit status (`nil` when the watchdog killed it), whether a signal
/// ended it (a trap), and the lines it wrote for the parent to compare.
struct ChildOutcome: Equatable, CustomStringConvertible {
  var status: Int32?
  var signalled: Bool
  var lines: [String]
  var description: String { "status \(status.map(String.init) ?? "killed by the watchdog"), signalled \(signalled), lines \(lines)" }
}

/// Cases that could hang or trap the test process run in a child process of their own (this
/// test bundle, filtered to ``HangCases``, with `NOTIFSIM_HANG_CASE` naming the case), killed by
/// a watchdog after 60 seconds. The parent asserts the exit status and the exact lines the case
/// wrote (prefixed `case| ` on standard output, among Swift Testing's own).
@Suite struct HangWatchdogTests {
  static let watchdogSeconds = 60

  /// Runs the case `name` in a child process.
  static func runInChild(_ name: String) throws -> ChildOutcome {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("hang-case-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }
    let child = Process()
    // The running binary by an absolute path, started in the temporary folder: the test process's
    // current folder can change for a moment (CLI tests run commands inside folders), so
    // neither a relative argv[0] nor the inherited folder is safe.
    #if os(Linux)
      child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      child.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    #endif
    child.currentDirectoryURL = FileManager.default.temporaryDirectory
    child.arguments = ["--testing-library", "swift-testing", "--filter", "HangCases"]
    child.environment = ProcessInfo.processInfo.environment.merging(["NOTIFSIM_HANG_CASE": name]) { $1 }
    child.standardOutput = handle
    child.standardError = FileHandle.nullDevice
    let finished = DispatchSemaphore(value: 0)
    child.terminationHandler = { _ in finished.signal() }
    try child.run()
    var outcome = ChildOutcome(status: nil, signalled: false, lines: [])
    if finished.wait(timeout: .now() + .seconds(watchdogSeconds)) == .timedOut {
      child.terminate()
      finished.wait()
    } else {
      outcome.status = child.terminationStatus
      outcome.signalled = child.terminationReason == .uncaughtSignal
    }
    outcome.lines = readAll(output.path).split(separator: "\n").compactMap { line in
      line.hasPrefix("case| ") ? String(line.dropFirst(6)) : nil
    }
    return outcome
  }

  /// A file's text, read with read(2) (Foundation's readers keep a buffer LeakSanitizer reports).
  static func readAll(_ path: String) -> String {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return "" }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func passed(_ lines: [String]) -> ChildOutcome { ChildOutcome(status: 0, signalled: false, lines: lines) }

  @Test func `a fetch handler called from a global queue while the main thread waits for it does not hang`() throws {
    #expect(try Self.runInChild("blocking fetch") == Self.passed([
      "completion application(_:didReceiveRemoteNotification:fetchCompletionHandler:) notification=bg -> newData  [R03]"
    ]))
  }

  static let waitedFor = [
    "getDeliveredNotifications", "getPendingNotificationRequests", "getNotificationSettings", "getNotificationCategories",
    "add(_:withCompletionHandler:)", "setBadgeCount(_:withCompletionHandler:)",
    "requestAuthorization(options:completionHandler:)",
  ]

  @Test(arguments: waitedFor)
  func `willPresent blocking the main thread on the center's answer gets it`(api: String) throws {
    // The answer is the device as willPresent was called: the first push is in Notification
    // Center only once the second one is presented.
    func answer(_ id: String) -> String {
      switch api {
      case "getDeliveredNotifications": id == "first" ? "delivered []" : "delivered [\"first\"]"
      case "getPendingNotificationRequests": "pending [\"later\"]"
      case "getNotificationSettings": "authorization status 2"
      case "getNotificationCategories": "categories [\"chat\"]"
      case "add(_:withCompletionHandler:)": "add error nil"
      case "requestAuthorization(options:completionHandler:)": "granted true error nil"
      default: "setBadgeCount error nil"
      }
    }
    let lines = ["first", "second"].flatMap { id in
      ["semaphore", "dispatch group", "lock and condition"].map { "\(id) \($0): \(answer(id)); from a global queue: \(answer(id))" }
    }
    let badge = api.hasPrefix("setBadgeCount") ? "badge 5" : "badge nil"
    #expect(try Self.runInChild(api) == Self.passed(lines + [badge]))
  }

  @Test(arguments: [true, false])
  func `didFinishLaunching blocking the main thread on the prompt's handler gets the answer given in advance`(allow: Bool) throws {
    let answer = "granted \(allow) error nil"
    let request = "+0.000s  user       app requests authorization [badge, alert]"
    let result = "+0.000s  system     requestAuthorization(options:completionHandler:) granted=\(allow)"
      + " status=\(allow ? "authorized" : "denied")"
    // The first request shows the prompt, answered at once; the others are answered without one.
    #expect(try Self.runInChild("prompt answered in advance \(allow)") == Self.passed([
      "semaphore: \(answer)", "dispatch group: \(answer)", "lock and condition: \(answer)",
      "status \(allow ? "authorized" : "denied")",
      request, "+0.000s  system     authorization prompt [badge, alert]",
      "+0.000s  user       \(allow ? "allowed" : "denied") notifications", result,
      request, result, request, result,
    ]))
  }

  @Test func `an answer that waits for add's handler after willPresent returned does not hang`() throws {
    #expect(try Self.runInChild("answer waits on add") == Self.passed(["got [\"add error nil\"]", "pending [\"asked\"]"]))
  }

  @Test func `a global-queue center call while a main-queue block's step waits for it does not hang`() throws {
    #expect(try Self.runInChild("foreign call in a main-queue step") == Self.passed([
      "badge 4",
      "+0.000s  diagnostic unowned-work: setBadgeCount(_:withCompletionHandler:) was called from a thread the simulator"
        + " does not run (a DispatchQueue.global() block, an OperationQueue, a Thread or a wall-clock timer): it takes"
        + " effect at +0.000s, when it arrived, but when it arrives depends on the host, so settle() may return before"
        + " it. Do that work in a Task or on the main queue, which settle() runs.",
      "+0.000s  user       app calls setBadgeCount(4)",
    ]))
  }

  @Test func `an async willPresent that never returns is judged at iOS's deadline and settle returns`() throws {
    #expect(try Self.runInChild("never-returning willPresent") == Self.passed([
      "settled", "unanswered 1",
      "+10.000s  diagnostic completion-never-called: UNUserNotificationCenter delegate received call to"
        + " -userNotificationCenter:willPresentNotification:withCompletionHandler: but the completion handler was never"
        + " called.  [R01]",
    ]))
  }

  @Test func `a tester step from inside willPresent is a clear failure, not a trap`() throws {
    #expect(try Self.runInChild("tester step inside willPresent") == Self.passed([
      "advance(by: +1.000s) was called from inside the app's code while the simulator was running a step (a delegate"
        + " method or an extension iOS was calling); nothing happened. To fix, take the step in the test after the one"
        + " that called the app's code returns; to have the app's work run, call await tester.settle().",
      "now +0.000s",
    ]))
  }

  @Test func `request and attachment identifiers never escape the attachment data store`() throws {
    #expect(try Self.runInChild("path escape") == Self.passed([
      "../escape: inside the store, nothing outside", "/: inside the store, nothing outside",
      "nul: inside the store, nothing outside", "empty: inside the store, nothing outside",
      "10,000 characters: inside the store, nothing outside",
    ]))
  }

  @Test func `a service extension's attachment moves into the store and its badge applies without the app`() throws {
    #expect(try Self.runInChild("extension work") == Self.passed([
      "state notRunning", "badge 7", "pending [\"follow-up-p1\"]", "+0.000s  system     scheduled follow-up-p1 for +3600.000s",
      "extension file moved true",
      "willPresent got a file in the store true", "stored file exists true",
    ]))
  }
}

/// Writes one line for the parent process to compare.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data("case| \(line)\n".utf8))
}

/// The cases themselves: each runs only in the child process that asks for it.
@MainActor @Suite(.oneAppAtATime) struct HangCases {
  nonisolated static var chosen: String? { ProcessInfo.processInfo.environment["NOTIFSIM_HANG_CASE"] }

  @Test(.enabled(if: chosen == "blocking fetch"))
  func `blocking fetch`() {
    let tester = NotificationTester(
      app: AppConfiguration(backgroundModes: [.remoteNotification]), appDelegate: { BlockingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.push(json: #"{"aps":{"content-available":1}}"#, id: "bg")
    for line in tester.trace.rendered.split(separator: "\n") where line.contains("fetchCompletionHandler:) notification=bg ->") {
      say(String(line.drop { $0 != "c" }))
    }
    #expect(tester.simulator.leftOvers.unansweredHandlers.isEmpty)
  }

  @Test(.enabled(if: HangWatchdogTests.waitedFor.contains(chosen ?? "")))
  func `willPresent waits on the center's answer`() {
    WaitingAppDelegate.api = Self.chosen ?? ""
    let tester = NotificationTester(appDelegate: { WaitingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":"Hi"}}"#, id: "first")
    tester.push(json: #"{"aps":{"alert":"Hi again"}}"#, id: "second")
    for line in tester.appDelegate(as: WaitingAppDelegate.self)?.answers ?? [] { say(line) }
    say("badge \(tester.badge.map(String.init) ?? "nil")")
  }

  @Test(.enabled(if: chosen?.hasPrefix("prompt answered in advance ") == true))
  func `prompt answered in advance`() {
    let tester = NotificationTester(appDelegate: { PromptWaitingAppDelegate() }, authorization: nil)
    tester.exhaustivity = .off
    tester.promptAnswer = Self.chosen == "prompt answered in advance true"
    tester.openApp()
    for line in tester.appDelegate(as: PromptWaitingAppDelegate.self)?.answers ?? [] { say(line) }
    say("status \(tester.simulator.device.authorizationStatus)")
    for line in tester.trace.rendered.split(separator: "\n") where line.lowercased().contains("authoriz") || line.contains("notifications") {
      say(String(line))
    }
  }

  @Test(.enabled(if: chosen == "answer waits on add"))
  func `answer waits on add`() {
    let tester = NotificationTester(appDelegate: { AnswerWaitingAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":"Hi"}}"#, id: "first")
    say("got \(tester.appDelegate(as: AnswerWaitingAppDelegate.self)?.got.value ?? [])")
    say("pending \(tester.pendingRequestIDs)")
  }

  @Test(.enabled(if: chosen == "foreign call in a main-queue step"))
  func `foreign call in a main-queue step`() async {
    let tester = NotificationTester(appDelegate: { ForeignCallAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    // A block on the main queue adds a request that fires now: its step runs willPresent, which
    // waits for a global-queue block that calls the center.
    DispatchQueue.main.async {
      let content = UNMutableNotificationContent()
      content.body = "Now"
      UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "now", content: content, trigger: nil))
    }
    await tester.settle()
    say("badge \(tester.badge.map(String.init) ?? "nil")")
    for line in tester.trace.rendered.split(separator: "\n") where line.contains("setBadgeCount") { say(String(line)) }
  }

  @Test(.enabled(if: chosen == "never-returning willPresent"))
  func `never-returning willPresent`() async throws {
    let tester = NotificationTester(appDelegate: { NeverReturningAppDelegate() })
    tester.exhaustivity = .off
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":"Hi"}}"#, id: "stuck")
    await tester.settle()
    say("settled")
    say("unanswered \(tester.simulator.leftOvers.unansweredHandlers.count)")
    tester.advance(by: .seconds(11))
    for line in tester.trace.rendered.split(separator: "\n") where line.contains("completion-never-called") { say(String(line)) }
    // Judged: let the method return so its task ends (LeakSanitizer).
    let app = try #require(tester.appDelegate(as: NeverReturningAppDelegate.self))
    app.stuck?.resume()
    app.stuck = nil
    await tester.settle()
  }

  @Test(.enabled(if: chosen == "tester step inside willPresent"))
  func `tester step inside willPresent`() {
    let tester = NotificationTester(appDelegate: { MisbehavingAppDelegate() })
    var failures: [String] = []
    tester.failureHook = { failures.append($0.message) }
    tester.exhaustivity = .off
    MisbehavingAppDelegate.tester = tester
    defer { MisbehavingAppDelegate.tester = nil }
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":"Hi"}}"#, id: "w1")
    for failure in failures { say(failure) }
    say("now \(tester.now)")
  }

  @Test(.enabled(if: chosen == "path escape"))
  func `path escape`() throws {
    let unique = UUID().uuidString
    let outside = FileManager.default.temporaryDirectory.deletingLastPathComponent()
    let cases: [(String, String, String)] = [
      ("../escape", "../escape-\(unique)", "../../x"), ("/", "/tmp/abs-\(unique)", "a/b"),
      ("nul", "nul\u{0}\(unique)", "\u{0}"), ("empty", unique, ""),
      ("10,000 characters", String(repeating: "../", count: 3_333) + "x" + unique, String(repeating: "é", count: 10_000)),
    ]
    for (name, request, attachment) in cases {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("path-escape-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("map.png")
      try Data(count: 10).write(to: file)
      let tester = NotificationTester(appDelegate: {
        ScriptedAppDelegate { center, _ in
          let content = UNMutableNotificationContent()
          content.body = "Gate"
          content.attachments = [try! UNNotificationAttachment(identifier: attachment, url: file)]
          center.add(UNNotificationRequest(
            identifier: request, content: content, trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)))
        }
      })
      tester.exhaustivity = .off
      tester.openApp()
      let stored = tester.simulator.device.pendingRequests.requests.first?.request.attachments.first?.url ?? ""
      let path = URL(string: stored)?.standardizedFileURL.path ?? ""
      let store = FileManager.default.temporaryDirectory
        .appendingPathComponent("SimulatedUserNotifications-AttachmentDataStore").standardizedFileURL.path + "/"
      let escaped = (try? FileManager.default.contentsOfDirectory(atPath: outside.path))?.contains { $0.contains(unique) } ?? false
      let inside = path.hasPrefix(store) && FileManager.default.fileExists(atPath: path)
      say("\(name): \(inside ? "inside the store" : "NOT inside the store: \(path)"), \(escaped ? "a file outside" : "nothing outside")")
      tester.finish()
      try? FileManager.default.removeItem(at: folder)
      if inside {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent())
      }
    }
  }

  @Test(.enabled(if: chosen == "extension work"))
  func `extension work`() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("extension-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("photo.jpg")
    try Data(count: 100).write(to: file)
    AttachingService.file = file
    defer { AttachingService.file = nil }
    // First while the app is not running: the badge applies, the file moves.
    let tester = NotificationTester(
      appDelegate: { AttachmentReadingAppDelegate() },
      serviceExtension: { AttachingService() })
    tester.exhaustivity = .off
    tester.push(json: #"{"aps":{"alert":"Photo","mutable-content":1}}"#, id: "p1")
    say("state \(tester.state)")
    say("badge \(tester.badge.map(String.init) ?? "nil")")
    say("pending \(tester.pendingRequestIDs)")
    for line in tester.trace.rendered.split(separator: "\n") where line.contains("follow-up") { say(String(line)) }
    say("extension file moved \(!FileManager.default.fileExists(atPath: file.path))")
    // Then in the foreground: willPresent gets the stored file, not the extension's.
    try Data(count: 100).write(to: file)
    tester.openApp()
    tester.push(json: #"{"aps":{"alert":"Photo","mutable-content":1}}"#, id: "p2")
    let urls = tester.appDelegate(as: AttachmentReadingAppDelegate.self)?.attachmentURLs ?? []
    let store = FileManager.default.temporaryDirectory
      .appendingPathComponent("SimulatedUserNotifications-AttachmentDataStore").standardizedFileURL.path + "/"
    say("willPresent got a file in the store \(urls.count == 1 && urls[0].standardizedFileURL.path.hasPrefix(store))")
    say("stored file exists \(urls.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })")
    for url in urls { try? FileManager.default.removeItem(at: url.deletingLastPathComponent().deletingLastPathComponent()) }
  }
}
