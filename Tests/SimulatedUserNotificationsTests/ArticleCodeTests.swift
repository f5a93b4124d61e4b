import Foundation
import Testing

/// The code in the article "Running your app's notification code on Linux" and in the README's
/// quick start is the code these tests compile and run: each Swift block is a region between
/// `// NAME: begin` and `// NAME: end` in a test file (or the consumer fixture's manifest, which
/// CI builds). When one of these fails, copy the changed code into the document.
@Suite struct ArticleCodeTests {
  /// The package's root folder, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let article = "Sources/SimulatedUserNotifications/SimulatedUserNotifications.docc/running-your-apps-notification-code-on-linux.md"

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Code between `// NAME: begin` and `// NAME: end` in a file, without the common indentation.
  static func snippet(_ name: String, in file: String) throws -> String {
    let text = try read(file)
    let parts = text.components(separatedBy: "// \(name): begin\n")
    try #require(parts.count == 2, "\(file) has no single '\(name)' region")
    let body = try #require(parts[1].components(separatedBy: "// \(name): end").first)
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test(arguments: [
    ("linux article delegate", "Tests/SimulatedUserNotificationsTests/LinuxArticle/AppDelegate.swift"),
    ("linux article test", "Tests/SimulatedUserNotificationsTests/LinuxArticle/LinuxArticleTests.swift"),
    ("linux article xctest", "Tests/SimulatedUserNotificationsTests/LinuxArticle/LinuxArticleXCTests.swift"),
    ("app notification code", "Tests/ConsumerFixture/Package.swift"),
    ("linux article clock", "Tests/SimulatedUserNotificationsTests/DeviceClockTests.swift"),
  ])
  func `each Swift block of the article is code the tests or CI build`(_ name: String, _ file: String) throws {
    let article = try Self.read(Self.article)
    let code = try Self.snippet(name, in: file)
    #expect(article.contains("```swift\n" + code + "\n```"), "the article's '\(name)' block differs from \(file)")
  }

  static let voipArticle = "Sources/SimulatedUserNotifications/SimulatedUserNotifications.docc/testing-your-voip-push-handling-on-linux.md"

  @Test(arguments: [
    ("voip article launch", "Tests/SimulatedUserNotificationsTests/VoIPApp/CallAppDelegate.swift"),
    ("voip article registry", "Tests/SimulatedUserNotificationsTests/VoIPApp/CallAppDelegate.swift"),
    ("voip article provider", "Tests/SimulatedUserNotificationsTests/VoIPApp/CallAppDelegate.swift"),
    ("voip article test", "Tests/SimulatedUserNotificationsTests/VoIPApp/VoIPArticleTests.swift"),
    ("voip article xctest", "Tests/SimulatedUserNotificationsTests/VoIPApp/VoIPArticleXCTests.swift"),
  ])
  func `each Swift block of the VoIP article is code the tests build and run`(_ name: String, _ file: String) throws {
    let article = try Self.read(Self.voipArticle)
    let code = try Self.snippet(name, in: file)
    #expect(article.contains("```swift\n" + code + "\n```"), "the VoIP article's '\(name)' block differs from \(file)")
  }

  @Test func `the consumer fixture's VoIP app is the tested VoIP app file`() throws {
    let tested = try Self.read("Tests/SimulatedUserNotificationsTests/VoIPApp/CallAppDelegate.swift")
    let fixture = try Self.read("Tests/ConsumerFixture/Sources/CallApp/CallAppDelegate.swift")
    #expect(fixture == tested, "Tests/ConsumerFixture/Sources/CallApp/CallAppDelegate.swift differs from VoIPApp/CallAppDelegate.swift")
  }

  @Test func `the VoIP article has no Swift block that is not checked`() throws {
    let article = try Self.read(Self.voipArticle)
    #expect(article.components(separatedBy: "```swift\n").count - 1 == 5)
  }

  @Test func `the article has no Swift block that is not checked`() throws {
    let article = try Self.read(Self.article)
    #expect(article.components(separatedBy: "```swift\n").count - 1 == 5)
  }

  static let specsArticle = "Sources/NotificationSimulatorTesting/NotificationSimulatorTesting.docc/keeping-notification-specs-beside-your-code.md"

  @Test(arguments: [
    ("specs article delegate", "Tests/SimulatedUserNotificationsTests/SpecsArticle/WenderCastAppDelegate.swift"),
    ("specs article test", "Tests/SimulatedUserNotificationsTests/SpecsArticle/SpecsArticleTests.swift"),
    ("specs article change", "Tests/SimulatedUserNotificationsTests/SpecsArticle/WenderCastAppDelegate.swift"),
  ])
  func `each Swift block of the specs article is test code`(_ name: String, _ file: String) throws {
    let article = try Self.read(Self.specsArticle)
    let code = try Self.snippet(name, in: file)
    #expect(article.contains("```swift\n" + code + "\n```"), "the specs article's '\(name)' block differs from \(file)")
  }

  @Test func `the specs article has no Swift block that is not checked`() throws {
    let article = try Self.read(Self.specsArticle)
    #expect(article.components(separatedBy: "```swift\n").count - 1 == 3)
  }

  @Test func `the consumer fixture's app file is the article's delegate`() throws {
    let code = try Self.snippet("linux article delegate", in: "Tests/SimulatedUserNotificationsTests/LinuxArticle/AppDelegate.swift")
    let fixture = try Self.read("Tests/ConsumerFixture/Sources/ChatApp/AppDelegate.swift")
    #expect(fixture.hasSuffix(code + "\n"))
  }

  @Test func `the defaultIsolation target compiles the article's delegate`() throws {
    let code = try Self.snippet("linux article delegate", in: "Tests/SimulatedUserNotificationsTests/LinuxArticle/AppDelegate.swift")
    let copy = try Self.read("Tests/ArticleDefaultIsolation/AppDelegate.swift")
    #expect(copy.hasSuffix(code + "\n"), "Tests/ArticleDefaultIsolation/AppDelegate.swift differs from the article's delegate")
  }

  @Test func `the README's first quick start is a test here`() throws {
    let readme = try Self.read("README.md")
    let code = try Self.snippet("README apple quick start", in: "Tests/SimulatedUserNotificationsTests/QuickStartAppleTests.swift")
    #expect(readme.contains("```swift\n" + code + "\n```"))
    let apple = try #require(readme.range(of: "import SimulatedUserNotifications"))
    let seam = try #require(readme.range(of: "SimulatedAppDelegate {"))
    #expect(apple.lowerBound < seam.lowerBound, "the README shows the Apple-shaped module before the older seam")
  }
}
