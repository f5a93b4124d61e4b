import Testing

@testable import NotificationPayload

enum Fruit: String, CaseIterable {
  case apple, banana, cherry
}

@Suite struct JSONObjectReaderTests {
  @Test func `every problem in an object is reported at once`() throws {
    let value = try #require(
      JSONParser.parse("{\n  \"name\": 3,\n  \"fruit\": \"bananna\",\n  \"count\": 1.5,\n  \"colour\": true\n}").value)
    var log = JSONReadLog()
    var reader = try #require(JSONObjectReader(value, path: .root, log: &log))
    #expect(reader.string("name", log: &log) == nil)
    #expect(reader.choice("fruit", Fruit.self, log: &log, what: "fruit") == nil)
    #expect(reader.int("count", log: &log) == nil)
    #expect(reader.required("title", log: &log, hint: "Give the scenario a title.") == nil)
    _ = reader.bool("color", log: &log)
    reader.warnAboutUnknownKeys(log: &log)
    #expect(log.hasErrors)
    #expect(
      log.diagnostics.map { $0.rendered(file: "s.json") } == [
        """
        s.json:2:11: error: expected a string, found the number 3 [wrong-type]
          at $.name
        """,
        """
        s.json:3:12: error: unknown fruit "bananna"; did you mean "banana"? [unknown-value]
          at $.fruit
          hint: Valid values: "apple", "banana", "cherry".
        """,
        """
        s.json:4:12: error: expected a whole number, found the number 1.5 [wrong-type]
          at $.count
        """,
        """
        s.json:1:1: error: missing required key "title" [missing-key]
          at $
          hint: Give the scenario a title.
        """,
        """
        s.json:5:3: warning: unknown key "colour"; did you mean "color"? [unknown-key]
          at $.colour
          hint: Rename it to "color", or remove it.
        """,
      ])
  }

  @Test func `a value that is not an object is one error`() throws {
    let value = try #require(JSONParser.parse("[1]").value)
    var log = JSONReadLog()
    #expect(JSONObjectReader(value, path: ["steps", 0], log: &log) == nil)
    #expect(log.diagnostics.map(\.message) == ["expected an object, found an array"])
    #expect(log.diagnostics.map(\.path.description) == ["$.steps[0]"])
  }

  @Test func `keys read elsewhere are not unknown`() throws {
    let value = try #require(JSONParser.parse(#"{"push": "a.apns", "id": "n1"}"#).value)
    var log = JSONReadLog()
    var reader = try #require(JSONObjectReader(value, path: .root, log: &log))
    #expect(reader.string("push", log: &log) == "a.apns")
    reader.warnAboutUnknownKeys(log: &log, also: ["id"])
    #expect(log.diagnostics.isEmpty)
  }
}
