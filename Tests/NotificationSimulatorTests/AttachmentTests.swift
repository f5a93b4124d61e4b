import Testing

@testable import NotificationSimulator

/// Attachments: types, limits and the UNError codes (rules AT1, AT2, behaviour reference §7.3).
@Suite struct AttachmentTests {
  @Test func `the UNError codes are Apple's numbers`() {
    #expect(NotificationErrorCode.allCases.map { "\($0.rawValue) \($0.name)" } == [
      "1 notificationsNotAllowed", "100 attachmentInvalidURL", "101 attachmentUnrecognizedType",
      "102 attachmentInvalidFileSize", "103 attachmentNotInDataStore", "104 attachmentMoveIntoDataStoreFailed",
      "105 attachmentCorrupt",
    ])
  }

  @Test(arguments: [
    ("public.mp3", 5_000_000, nil), ("public.mp3", 5_000_001, NotificationErrorCode.attachmentInvalidFileSize),
    ("public.png", 10_000_000, nil), ("public.jpeg", 10_000_001, .attachmentInvalidFileSize),
    ("public.mpeg-4", 50_000_000, nil), ("public.avi", 50_000_001, .attachmentInvalidFileSize),
    ("public.heic", 10, .attachmentUnrecognizedType),
  ])
  func `each kind has its limit`(type: String, size: Int, expected: NotificationErrorCode?) {
    #expect(NotificationAttachment(identifier: "a", url: "file:///tmp/a", type: type, size: size).validate()?.code == expected)
  }

  @Test func `a web URL is not a file on the device`() {
    #expect(throws: AttachmentError(.attachmentInvalidURL, identifier: "a",
      #""https://example.com/a.png" is not a file URL; attachments must be files on the device (download them first)"#)) {
      try NotificationAttachment.make(identifier: "a", url: "https://example.com/a.png", type: "public.png", size: 10)
    }
  }

  @Test func `a local request with a valid attachment carries it; an invalid one is not scheduled`() throws {
    var simulator = try Simulator.prepared(.active)
    var good = LocalNotificationRequest(identifier: "good", body: "Photo", delay: .seconds(5))
    good.attachments = [NotificationAttachment(identifier: "p", url: "file:///tmp/p.png", type: "public.png", size: 1_000)]
    var bad = LocalNotificationRequest(identifier: "bad", body: "Film", delay: .seconds(5))
    bad.attachments = [NotificationAttachment(identifier: "m", url: "file:///tmp/m.mp4", type: "public.mpeg-4", size: 60_000_000)]
    let mark = simulator.trace.events.count
    try simulator.scheduleLocal(good)
    try simulator.scheduleLocal(bad)
    #expect(simulator.lines(since: mark).last
      == #"+0.000s  system     UNNotificationAttachment(identifier:url:options:) threw UNErrorDomain 102 attachmentInvalidFileSize for attachment "m" of bad: the movie is 60000000 bytes; movie attachments may be at most 50000000 bytes; the request was never made, so add(_:withCompletionHandler:) was not called  [AT1]"#)
    #expect(simulator.device.pendingRequests.requests.map(\.identifier) == ["good"])
    simulator.advance(by: .seconds(5))
    #expect(simulator.notification("good")?.content.attachments.map(\.identifier) == ["p"])
  }
}
