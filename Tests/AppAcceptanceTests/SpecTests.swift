// The notification specs in `Specs/`, replayed against the app's own code (issue 43): under
// Swift Testing and XCTest, read by the modelled app as `notifsim run` reads them, with each of
// the app's answers flipped in turn, and recorded from the code on a copy of the folder.
import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing
import XCTest

/// The folder of the specs, beside this file.
let specsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Specs").path

/// The eleven specs, by file name.
let specNames = [
  "background-fetch", "category-registered", "content-extension-read", "content-handler-late", "foreground-presentation", "launch-from-tap",
  "read-action", "service-extension-rewrite", "silent-push-suspended", "text-reply", "token-registration",
]

/// A copy of the spec folder in a new temporary folder.
func copyOfSpecs() throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notifsim-specs-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  for name in specNames {
    try Data(contentsOf: URL(fileURLWithPath: specsFolder + "/\(name).json")).write(to: folder.appendingPathComponent("\(name).json"))
  }
  return folder
}

/// Each file's bytes, by name.
func contents(of folder: URL) throws -> [String: Data] {
  var files: [String: Data] = [:]
  for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
    files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
  }
  return files
}

/// The messages of the issues a test expected, kept as they are matched.
final class IssueMessages: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []
  func add(_ message: String) { lock.withLock { messages.append(message) } }
  var all: [String] { lock.withLock { messages } }
}

/// Whether recording is left to the tests (a `NOTIFSIM_RECORD` in the environment would win).
let recordingIsFree = ProcessInfo.processInfo.environment[SpecRecording.environmentVariable] == nil

@MainActor @Suite(.oneAppAtATime) struct SpecSuite {
  @Test func `the specs hold against the app's code`() async throws {
    let results = await assertScenarios(
      "Specs", appDelegate: { SpecAppDelegate() }, serviceExtension: { SpecNotificationService() },
      contentExtension: { SpecContentExtension() })
    #expect(results.map { $0.scenario.file.split(separator: "/").last.map(String.init) } == specNames.map { "\($0).json" })
    #expect(results.filter { !$0.passed }.count == 0)
    #expect(results.map(\.checkedExpectations).reduce(0, +) == 27)
    // For Tests/stress-app-code.sh: every event of every spec, to compare between runs.
    if let folder = ProcessInfo.processInfo.environment["APP_ACCEPTANCE_TRACES"] {
      let text = results.map { result in
        result.scenario.name + "\n" + result.events.map { $0.rendered + "\n" }.joined()
      }.joined(separator: "\n")
      try text.write(to: URL(fileURLWithPath: folder).appendingPathComponent("specs.txt"), atomically: true, encoding: .utf8)
    }
  }

  @Test func `the same folder holds for the modelled app, as notifsim run reads it`() {
    let results = assertScenarios("Specs")
    #expect(results.count == 11)
    #expect(results.filter { !$0.passed }.map(\.scenario.name) == [])
  }

  /// One answer of the app's flipped, the spec that catches it, and where and how it fails.
  struct Mutation: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: String
    var change: @Sendable (inout SpecAnswers) -> Void
    var path: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }
  }

  nonisolated static let mutations: [Mutation] = [
    Mutation(
      name: "willPresent answers []", spec: "foreground-presentation", change: { $0.foregroundOptions = [] },
      path: "$.app.answers.willPresent", line: 19, column: 32,
      message: #"the app's code does not answer as $.app.answers.willPresent says: the code answers completion willPresent "m1": [] at +0.000s, the file's answer is [sound, list, banner] at +0.000s"#),
    Mutation(
      name: "the fetch handler answers noData", spec: "background-fetch", change: { $0.fetchResult = .noData },
      path: "$.app.answers.fetch", line: 19, column: 26,
      message: #"the app's code does not answer as $.app.answers.fetch says: the code answers completion didReceiveRemoteNotificationWithFetch "s1": noData at +0.000s, the file's answer is newData at +0.000s"#),
    Mutation(
      name: "the suspended app's fetch handler answers failed", spec: "silent-push-suspended", change: { $0.fetchResult = .failed },
      path: "$.app.answers.fetch", line: 19, column: 26,
      message: #"the app's code does not answer as $.app.answers.fetch says: the code answers completion didReceiveRemoteNotificationWithFetch "s1": failed at +0.000s, the file's answer is newData at +0.000s"#),
    Mutation(
      name: "didReceive never calls its handler (a tap)", spec: "launch-from-tap", change: { $0.callsResponseHandler = false },
      path: "$.app.answers.didReceive", line: 19, column: 31,
      message: #"the app's code does not answer as $.app.answers.didReceive says: the code does not give completion didReceive "m1": called at +0.000s"#),
    Mutation(
      name: "didReceive never calls its handler (an action)", spec: "read-action", change: { $0.callsResponseHandler = false },
      path: "$.app.answers.didReceive", line: 19, column: 31,
      message: #"the app's code does not answer as $.app.answers.didReceive says: the code does not give completion didReceive "m1": called at +0.000s"#),
    Mutation(
      name: "didReceive never calls its handler (a text reply)", spec: "text-reply", change: { $0.callsResponseHandler = false },
      path: "$.app.answers.didReceive", line: 19, column: 31,
      message: #"the app's code does not answer as $.app.answers.didReceive says: the code does not give completion didReceive "m1": called at +0.000s"#),
    Mutation(
      name: "the extension decrypts another title", spec: "service-extension-rewrite", change: { $0.decryptedTitle = "Bob" },
      path: "$.app.answers.serviceExtension", line: 19, column: 37,
      message: "the app's code does not answer as $.app.answers.serviceExtension says: the code answers system contentChanged notification=e1 title=Bob subtitle= body=See you at 8 attachments= at +0.000s, the file's answer is system contentChanged notification=e1 title=Alice subtitle= body=See you at 8 attachments= at +0.000s"),
    Mutation(
      name: "the late content handler passes the original body", spec: "content-handler-late", change: { $0.downloadedBody = "Photo" },
      path: "$.app.answers.serviceExtension", line: 19, column: 37,
      message: "the app's code does not answer as $.app.answers.serviceExtension says: the code does not give system contentChanged notification=p1 title=Alice subtitle= body=Photo from Alice attachments= at +0.000s"),
    Mutation(
      name: "the content extension forwards Read to the app", spec: "content-extension-read",
      change: { $0.readInInterface = .dismissAndForwardAction }, path: "$.app.contentExtensions", line: 19, column: 26,
      message: "the app's content extension does not answer as $.app.contentExtensions says: the code answers system "
        + "contentExtensionResponse notification=m1 action=READ options=dismissAndForwardAction at +0.000s, the file's extension "
        + "answers system contentExtensionResponse notification=m1 action=READ options=doNotDismiss at +0.000s"),
    Mutation(
      name: "the reply action is registered as ANSWER", spec: "category-registered", change: { $0.replyAction = "ANSWER" },
      path: "$.app.categories", line: 13, column: 19, message: "the app's code registered other categories than $.app.categories lists"),
    Mutation(
      name: "the app does not register for a token", spec: "token-registration", change: { $0.registersForToken = false },
      path: "$.steps[2].expect.events[1]", line: 25, column: 7,
      message: "expectations at $.steps[2].expect do not hold: callback didRegisterForRemoteNotifications did not happen in order (match: contains)"),
  ]

  @Test(arguments: mutations) func `a flipped answer fails its spec at the file's position`(_ mutation: Mutation) async {
    var answers = SpecAnswers()
    mutation.change(&answers)
    let flipped = answers
    let file = specsFolder + "/" + mutation.spec + ".json"
    var results: [ScenarioResult] = []
    await withKnownIssue {
      results = await assertScenarios(
        file, appDelegate: { SpecAppDelegate(answers: flipped) }, serviceExtension: { SpecNotificationService(answers: flipped) },
        contentExtension: { SpecContentExtension(answers: flipped) })
    } matching: { issue in
      issue.sourceLocation?.filePath == file
    }
    let failures = results.flatMap(\.failures).filter { $0.path.description == mutation.path }
    #expect(failures.map(\.message) == [mutation.message])
    #expect(failures.map(\.location.line) == [mutation.line])
    #expect(failures.map(\.location.column) == [mutation.column])
  }

  @Test func `the unflipped answers pass every spec one by one`() async {
    for name in specNames {
      let results = await assertScenarios(
        "Specs/\(name).json", appDelegate: { SpecAppDelegate() }, serviceExtension: { SpecNotificationService() },
      contentExtension: { SpecContentExtension() })
      #expect(results.map(\.passed) == [true], "\(name)")
    }
  }

  @Test(.enabled(if: recordingIsFree)) func `recording a folder rewrites only what changed, and a second recording nothing`() async throws {
    let folder = try copyOfSpecs()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try contents(of: folder)
    // A wrong answer in a file with CRLF line endings, and a file whose final expect is gone.
    let crlf = folder.appendingPathComponent("foreground-presentation.json")
    let crlfOriginal = String(decoding: original["foreground-presentation.json"]!, as: UTF8.self)
      .replacingOccurrences(of: "\n", with: "\r\n")
    try Data(crlfOriginal.replacingOccurrences(of: #"["banner", "list", "sound"]"#, with: #"["badge"]"#).utf8).write(to: crlf)
    let bare = folder.appendingPathComponent("background-fetch.json")
    let fetchText = String(decoding: original["background-fetch.json"]!, as: UTF8.self)
    let expectStart = try #require(fetchText.range(of: ",\n  \"expect\": ["))
    try Data((fetchText[..<expectStart.lowerBound] + "\n}\n").utf8).write(to: bare)
    // A wrong expectation in a block between steps.
    let category = folder.appendingPathComponent("category-registered.json")
    let categoryText = String(decoding: original["category-registered.json"]!, as: UTF8.self)
    try Data(categoryText.replacingOccurrences(of: #""categories": "MESSAGE"}]}}"#, with: #""categories": "OTHER"}]}}"#).utf8)
      .write(to: category)
    let before = try contents(of: folder)

    let messages = IssueMessages()
    await withKnownIssue {
      await assertScenarios(
        folder.path, appDelegate: { SpecAppDelegate() }, serviceExtension: { SpecNotificationService() }, record: .all)
    } matching: { issue in
      messages.add(issue.comments.map(\.rawValue).joined())
      return true
    }
    let after = try contents(of: folder)
    let again = "; review the change, then run again without recording (NOTIFSIM_RECORD=never)"
    #expect(
      messages.all.sorted() == [
        "\(folder.path)/background-fetch.json: Messages: a background push in the background is answered newData: recorded "
          + "from the app's code: $.expect (1 event)" + again,
        "\(folder.path)/category-registered.json: Messages: the app registers its MESSAGE category at launch: recorded from "
          + "the app's code: $.steps[2].expect" + again,
        "\(folder.path)/foreground-presentation.json: Messages: a message arriving in the foreground shows as a banner, in the "
          + "list, with its sound: recorded from the app's code: $.app.answers.willPresent" + again,
      ])
    let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
    #expect(changed == ["background-fetch.json", "category-registered.json", "foreground-presentation.json"])
    // The answer and the block are back as the code does it; the rest of the file, CRLF line
    // endings included, is as it was.
    #expect(after["foreground-presentation.json"] == Data(crlfOriginal.replacingOccurrences(of: #"["banner", "list", "sound"]"#, with: #"["sound", "list", "banner"]"#).utf8))
    #expect(after["background-fetch.json"] == original["background-fetch.json"])
    #expect(
      after["category-registered.json"]
        == Data(
          categoryText.replacingOccurrences(
            of: #""events": [{"system": "categoriesSet", "categories": "MESSAGE"}]}}"#,
            with: "\"events\": [\n      { \"system\": \"categoriesSet\", \"categories\": \"MESSAGE\" }\n    ]}}"
          ).utf8))

    // A second recording run finds nothing to write and passes.
    let results = await assertScenarios(
      folder.path, appDelegate: { SpecAppDelegate() }, serviceExtension: { SpecNotificationService() }, record: .all)
    #expect(results.filter { !$0.passed }.count == 0)
    let second = try contents(of: folder)
    #expect(second == after)
  }

  @Test(.enabled(if: recordingIsFree)) func `a starter from notifsim new is filled in from the code`() async throws {
    let folder = try copyOfSpecs()
    defer { try? FileManager.default.removeItem(at: folder) }
    // As `notifsim new m.apns --state active --output new.json` writes it: the modelled app's run.
    let starter = """
      {
        "scenario": 1,
        "name": "m.apns, app active",
        "device": {"authorization": "authorized"},
        "app": {"state": "active", "categories": []},
        "steps": [
          {"push": {"aps": {"alert": {"title": "Alice", "body": "Dinner?"}, "sound": "default", "category": "MESSAGE"}}, "id": "n1"},
          {"tap": "n1"}
        ],
        "expect": [
          { "callback": "willPresent", "notification": "n1" },
          { "system": "displayed", "notification": "n1", "banner": true, "list": true, "sound": true, "badge": false, "soundName": "default" },
          { "callback": "didReceive", "notification": "n1", "action": "default" }
        ]
      }

      """
    let file = folder.appendingPathComponent("new.json")
    try Data(starter.utf8).write(to: file)
    let issues = IssueMessages()
    await withKnownIssue {
      await assertScenarios(file.path, appDelegate: { SpecAppDelegate() }, record: .all)
    } matching: { issue in
      issues.add(issue.comments.map(\.rawValue).joined())
      return true
    }
    #expect(
      issues.all == [
        "\(file.path): m.apns, app active: recorded from the app's code: $.app.categories; review the change, then run again "
          + "without recording (NOTIFSIM_RECORD=never)"
      ])
    let recorded = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    // The expectations hold as the starter wrote them (they name no actions); the categories are
    // the code's, a category a line.
    #expect(
      recorded
        == starter.replacingOccurrences(
          of: #""categories": []"#,
          with: """
            "categories": [
                {"id": "MESSAGE", "actions": [{"id": "READ", "title": "Read", "options": ["foreground"]}, \
            {"id": "REPLY", "title": "Reply", "textInput": {"button": "Send", "placeholder": "Message"}}]}
              ]
            """))
    let again = await assertScenarios(file.path, appDelegate: { SpecAppDelegate() })
    #expect(again.map(\.passed) == [true])
  }

  @Test func `a spec with a service extension's answer needs the extension`() async {
    let file = specsFolder + "/service-extension-rewrite.json"
    var results: [ScenarioResult] = []
    await withKnownIssue {
      results = await assertScenarios(file, appDelegate: { SpecAppDelegate() })
    } matching: { issue in
      issue.sourceLocation?.filePath == file
    }
    let failure = results.first?.failures.first
    #expect(
      failure?.message
        == "$.app.answers.serviceExtension gives the service extension's answer, but no service extension was passed to "
        + "assertScenarios; pass serviceExtension: { YourNotificationService() }, or remove the answer from the file")
    #expect(failure.map { "\($0.location.line):\($0.location.column)" } == "19:37")
  }

  @Test func `a scene-based spec needs the scene delegate`() async throws {
    let folder = try copyOfSpecs()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("launch-from-tap.json")
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    try Data(text.replacingOccurrences(of: #""state": "notRunning","#, with: #""state": "notRunning", "sceneBased": true,"#).utf8)
      .write(to: file)
    var results: [ScenarioResult] = []
    await withKnownIssue {
      results = await assertScenarios(file.path, appDelegate: { SpecAppDelegate() })
    } matching: { issue in
      issue.sourceLocation?.filePath == file.path
    }
    let failure = results.first?.failures.first
    #expect(
      failure?.message
        == "$.app.sceneBased says the app uses scenes, but no scene delegate was passed to assertScenarios; pass "
        + "sceneDelegate: { YourSceneDelegate() }, or set sceneBased to false")
    #expect(failure.map { "\($0.location.line):\($0.location.column)" } == "9:42")
  }

  @Test func `NOTIFSIM_RECORD wins over the argument, and a wrong value records nothing`() {
    #expect(SpecRecording.effective(.all, environment: [:]) == (.all, nil))
    #expect(SpecRecording.effective(.all, environment: ["NOTIFSIM_RECORD": "never"]) == (.never, nil))
    #expect(SpecRecording.effective(.never, environment: ["NOTIFSIM_RECORD": "missing"]) == (.missing, nil))
    #expect(
      SpecRecording.effective(.all, environment: ["NOTIFSIM_RECORD": "yes"])
        == (.never, "NOTIFSIM_RECORD=yes is not a recording mode; set it to all, missing or never (nothing is recorded)"))
  }

  @Test func `a path with no specs fails the test`() async {
    await withKnownIssue {
      await assertScenarios("/nonexistent/specs", appDelegate: { SpecAppDelegate() })
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "no scenario files at /nonexistent/specs; check the path (relative paths start at the test file's folder)"
    }
  }

  @Test(.enabled(if: recordingIsFree && geteuid() != 0, "root writes into a read-only folder"))
  func `a read-only spec is not recorded, and says what to do`() async throws {
    let folder = try copyOfSpecs()
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
      try? FileManager.default.removeItem(at: folder)
    }
    let file = folder.appendingPathComponent("background-fetch.json")
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    let expectStart = try #require(text.range(of: ",\n  \"expect\": ["))
    try Data((text[..<expectStart.lowerBound] + "\n}\n").utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    let messages = IssueMessages()
    await withKnownIssue {
      await assertScenarios(file.path, appDelegate: { SpecAppDelegate() }, record: .missing)
    } matching: { issue in
      messages.add(issue.comments.map(\.rawValue).joined())
      return true
    }
    #expect(
      messages.all == [
        "\(file.path): Messages: a background push in the background is answered newData: cannot record: the file cannot be "
          + "written: Permission denied; make the file writable, or run without recording (NOTIFSIM_RECORD=never)"
      ])
  }
}

/// The specs under XCTest.
@MainActor final class SpecXCTests: XCTestCase {
  func testTheSpecsHoldAgainstTheAppsCode() async {
    let results = await assertScenarios(
      "Specs", appDelegate: { SpecAppDelegate() }, serviceExtension: { SpecNotificationService() },
      contentExtension: { SpecContentExtension() })
    XCTAssertEqual(results.count, 11)
    XCTAssertEqual(results.filter { !$0.passed }.map(\.scenario.name), [])
  }
}
