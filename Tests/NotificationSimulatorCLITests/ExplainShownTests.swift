import Testing

@testable import NotificationSimulatorCLI

/// `notifsim explain` says what the notification shows besides its presentation: its sound,
/// thread, summary argument, attachments and actions (rules SH1–SH4), in every format.
@Suite struct ExplainShownTests {
  static let chat = #"{"aps": {"alert": {"title": "Alice", "body": "Lunch?"}, "sound": "chime.aiff", "thread-id": "chat-alice", "category": "MESSAGE"}}"#

  @Test func `the text names the sound, the thread and the actions`() {
    let result = notifsim(["explain", Self.chat, "--state", "background", "--interaction", "arrival"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\nshows: sound \"chime.aiff\", thread \"chat-alice\", actions [OPEN, LATER, SECURE, REPLY]\nactions: "))
  }

  @Test func `markdown and HTML say it too, escaped for each`() {
    let hostile = #"{"aps": {"alert": "hi", "thread-id": "<b>x</b>", "category": "C"}}"#
    let markdown = notifsim(["explain", hostile, "--state", "background", "--interaction", "arrival", "--format", "markdown"])
    #expect(markdown.status == 0)
    #expect(markdown.stdout.contains("Shows: thread \"&lt;b&gt;x&lt;/b&gt;\", actions \\[OPEN, LATER, SECURE, REPLY\\]\n"))
    let html = notifsim(["explain", hostile, "--state", "background", "--interaction", "arrival", "--format", "html"])
    #expect(html.status == 0)
    #expect(html.stdout.contains("<p class=\"about\">Shows: thread &quot;&lt;b&gt;x&lt;/b&gt;&quot;, actions [OPEN, LATER, SECURE, REPLY]</p>"))
  }

  @Test func `a notification that is never shown has no shows line`() {
    let result = notifsim(["explain", #"{"aps": {"content-available": 1}}"#, "--state", "background", "--interaction", "arrival"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("shows:"))
  }
}
