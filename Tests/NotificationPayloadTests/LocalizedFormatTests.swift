import Testing

@testable import NotificationPayload

@Suite("LocalizedFormat")
struct LocalizedFormatTests {
  @Test(
    "counts the arguments that %@ placeholders take",
    arguments: [
      ("", 0), ("Hello", 0), ("%@", 1), ("%@ sent %@", 2), ("%@%@%@", 3),
      ("100%%", 0), ("%%@", 0), ("100%% of %@", 1), ("%%%@", 1),
      ("%1$@ sent %2$@", 2), ("%2$@ before %1$@", 2), ("%1$@, %1$@", 1), ("only %3$@", 3),
      ("%10$@", 10), ("%@ and %2$@", 2), ("%@ %@ %1$@", 2),
      ("%d items", 0), ("%s", 0), ("%0$@", 0), ("%1$d", 0), ("%", 0), ("%@%", 1), ("%1$", 0),
      ("Grüße, %@ 👋", 1),
    ])
  func placeholderCount(_ format: String, _ count: Int) {
    #expect(LocalizedFormat.placeholderCount(in: format) == count)
  }
}

@Suite("EditDistance")
struct EditDistanceTests {
  @Test("Levenshtein distance")
  func levenshtein() {
    func distance(_ a: String, _ b: String) -> Int {
      EditDistance.levenshtein(Array(a.utf8), Array(b.utf8))
    }
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "") == 3)
    #expect(distance("badge", "badge") == 0)
    #expect(distance("alrt", "alert") == 1)
    #expect(distance("flaw", "lawn") == 2)
  }

  @Test(
    "suggests a known key only when it is close",
    arguments: [
      ("content_available", "content-available"), ("ContentAvailable", "content-available"),
      ("CONTENT-AVAILABLE", "content-available"), ("thread_id", "thread-id"),
      ("threadID", "thread-id"), ("badges", "badge"), ("alrt", "alert"), ("soud", "sound"),
      ("interruption_level", "interruption-level"), ("relevanceScore", "relevance-score"),
    ] as [(String, String?)] + [("orderID", nil), ("url", nil), ("payload", nil), ("data", nil)])
  func suggestion(_ key: String, _ expected: String?) {
    #expect(EditDistance.suggestion(for: key, among: APS.Key.allCases.map(\.rawValue)) == expected)
  }

  @Test("the closest candidate wins, and ties go to the earlier one")
  func closest() {
    #expect(EditDistance.suggestion(for: "abd", among: ["abc", "abd2", "abe"]) == "abc")
    #expect(EditDistance.suggestion(for: "abcd", among: ["abce", "abcd0", "abcd"]) == "abce")
    #expect(EditDistance.suggestion(for: "end", among: ["start", "update", "end"]) == nil)
  }
}
