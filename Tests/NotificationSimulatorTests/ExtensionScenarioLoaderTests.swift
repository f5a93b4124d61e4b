import Testing

@testable import NotificationSimulator

/// Bad service extension input in a scenario file: positioned errors that say what to do.
@Suite struct ExtensionScenarioLoaderTests {
  static func scenario(_ serviceExtension: String, quirks: String = "{}") -> String {
    """
    {"scenario": 1, "name": "x", "quirks": \(quirks),
     "app": {"answers": {"serviceExtension": \(serviceExtension)}},
     "steps": []}
    """
  }

  func errors(_ text: String) -> [String] {
    loadScenario(text).diagnostics.map {
      "\($0.diagnostic.location) \($0.diagnostic.path) \($0.diagnostic.message) | \($0.diagnostic.hint ?? "")"
    }
  }

  @Test func `an attachment of a type iOS does not show loads: iOS refuses it at run time`() {
    #expect(errors(Self.scenario(#"{"content": {"attachments": [{"id": "a", "url": "file:///a.webp", "type": "public.webp", "size": 10}]}}"#)).isEmpty)
  }

  @Test func `an attachment with no url has no file at all, an error with a fix`() {
    #expect(errors(Self.scenario(#"{"content": {"attachments": [{"id": "a"}]}}"#)) == [
      #"2:71 $.app.answers.serviceExtension.content.attachments[0] missing required key "url" | Give the file's URL on the device, such as "file:///tmp/photo.jpg", and list the file in app.files (or give its "type" and "size" here)."#
    ])
  }

  @Test func `an attachment that describes its file needs both type and size`() {
    #expect(errors(Self.scenario(#"{"content": {"attachments": [{"id": "a", "url": "file:///a.png", "type": "public.png"}]}}"#)) == [
      #"2:115 $.app.answers.serviceExtension.content.attachments[0].size an attachment that describes its file needs both "type" and "size"; this one has no "size" | Give both, such as "type": "public.png", "size": 850000, or neither and list the file in app.files."#
    ])
  }

  @Test func `a negative attachment size is refused where it is written`() {
    #expect(errors(Self.scenario(#"{"content": {"attachments": [{"id": "a", "url": "file:///a.png", "type": "public.png", "size": -1}]}}"#)) == [
      "2:137 $.app.answers.serviceExtension.content.attachments[0].size size -1 is out of range | size must be a whole number of bytes, 0 or more."
    ])
  }

  @Test func `an unknown failure and an unknown crash outcome list the valid values`() {
    #expect(errors(Self.scenario(#"{"fails": "hang"}"#, quirks: #"{"serviceExtensionCrashShows": "banner"}"#)) == [
      #"1:71 $.quirks.serviceExtensionCrashShows unknown crash outcome "banner" | Valid values: "originalContent", "nothing", "placeholder"."#,
      #"2:52 $.app.answers.serviceExtension.fails unknown service extension failure "hang" | Valid values: "crash", "memoryLimit"."#,
    ])
  }

  @Test func `a scenario extension reads into the script`() throws {
    let result = loadScenario(Self.scenario(
      #"{"after": "2s", "content": {"title": "T", "badge": 2, "userInfo": {"k": 1}}, "lastAnswer": {"body": "B"}, "fails": "memoryLimit"}"#,
      quirks: #"{"serviceExtensionCrashShows": "nothing"}"#))
    #expect(result.diagnostics.isEmpty)
    let scenario = try #require(result.scenario)
    #expect(scenario.quirks.serviceExtensionCrashShows == .nothing)
    #expect(scenario.app.answers.serviceExtension == .after(.seconds(2)))
    let script = scenario.app.answers.serviceExtensionScript
    #expect(script.changes.title == "T")
    #expect(script.changes.badge == 2)
    #expect(script.changes.userInfo.keys == ["k"])
    #expect(script.lastAnswer?.body == "B")
    #expect(script.failure == .memoryLimit)
  }
}
