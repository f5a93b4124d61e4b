// The tests of the article "Keeping notification specs beside your code": the spec holds, the
// changed delegate fails it with the message the article shows, and recording writes the fix.
import Foundation
import NotificationSimulator
import NotificationSimulatorTesting
import SimulatedUserNotifications
import Testing

/// Where the article is, and the bundled spec it replays.
enum SpecsArticle {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let path = "Sources/NotificationSimulatorTesting/NotificationSimulatorTesting.docc/keeping-notification-specs-beside-your-code.md"
  static let spec = "Scenarios/WenderCast/news-alert-in-foreground.json"
  static let payload = "Scenarios/Payloads/WenderCast/breaking-news.apns"

  static var text: String {
    get throws { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }
  }

  /// The spec and its payload, copied into a new folder laid out as `Scenarios/`.
  static func copy() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notifsim-article-\(UUID().uuidString)")
    for file in [spec, payload] {
      let target = folder.appendingPathComponent(String(file.dropFirst("Scenarios/".count)))
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contentsOf: root.appendingPathComponent(file)).write(to: target)
    }
    return folder
  }
}

/// The messages of the issues a test expected.
final class ArticleIssues: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []
  func add(_ message: String) { lock.withLock { messages.append(message) } }
  var all: [String] { lock.withLock { messages } }
}

// specs article test: begin
@MainActor @Test(.oneAppAtATime) func `WenderCast's foreground spec holds for its app delegate`() async {
  await assertScenarios("../../../Scenarios/WenderCast/news-alert-in-foreground.json", appDelegate: { WenderCastAppDelegate() })
}
// specs article test: end

@MainActor @Suite(.oneAppAtATime) struct SpecsArticleTests {
  @Test func `the changed delegate fails the spec with the article's message`() async throws {
    let file = SpecsArticle.root.appendingPathComponent(SpecsArticle.spec).path
    let issues = ArticleIssues()
    await withKnownIssue {
      await assertScenarios(file, appDelegate: { QuietWenderCastAppDelegate() })
    } matching: { issue in
      let location = issue.sourceLocation.map { "news-alert-in-foreground.json:\($0.line):\($0.column)" } ?? ""
      issues.add(location + ": " + issue.comments.map(\.rawValue).joined())
      return issue.sourceLocation?.filePath == file
    }
    let article = try SpecsArticle.text
    #expect(issues.all.count == 2)
    for message in issues.all {
      #expect(article.contains("```\n" + message + "\n```"), "the article does not show: \(message)")
    }
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment[SpecRecording.environmentVariable] == nil))
  func `recording writes the article's fix, which the modelled app then agrees with`() async throws {
    let folder = try SpecsArticle.copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("WenderCast/news-alert-in-foreground.json")
    let before = try String(contentsOf: file, encoding: .utf8)
    let issues = ArticleIssues()
    await withKnownIssue {
      await assertScenarios(file.path, appDelegate: { QuietWenderCastAppDelegate() }, record: .all)
    } matching: { issue in
      issues.add(issue.comments.map(\.rawValue).joined())
      return true
    }
    #expect(
      issues.all == [
        "\(file.path): WenderCast: a news alert arriving while the app is open goes to willPresent, not to the fetch handler: "
          + "recorded from the app's code: $.app.answers.willPresent, $.steps[1].expect; review the change, then run again "
          + "without recording (NOTIFSIM_RECORD=never)"
      ])
    // The lines recording changed are the ones the article shows.
    let after = try String(contentsOf: file, encoding: .utf8)
    let old = Set(before.split(separator: "\n"))
    let changed = after.split(separator: "\n").filter { !old.contains($0) }.joined(separator: "\n")
    #expect(try SpecsArticle.text.contains("```json\n" + changed + "\n```"), "the article does not show:\n\(changed)")
    // The modelled app, answering as the file now says, agrees with the code.
    let modelled = assertScenarios(file.path)
    #expect(modelled.map(\.passed) == [true])
    let replayed = await assertScenarios(file.path, appDelegate: { QuietWenderCastAppDelegate() })
    #expect(replayed.map(\.passed) == [true])
  }
}
