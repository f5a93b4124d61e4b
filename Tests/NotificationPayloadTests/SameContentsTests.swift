import NotificationPayload
import Testing

/// `sameContents(as:)` compares what a reader sees: values, not positions or key order.
@Suite struct SameContentsTests {
  func value(_ text: String) throws -> JSONValue {
    try #require(JSONParser.parse(text).value)
  }

  @Test func `objects with the same members in another order have the same contents`() throws {
    let a = try value(#"{"aps":{"alert":{"title":"Hi","body":"There"},"sound":"default"},"n":[1,{"x":1,"y":2}]}"#)
    let b = try value(#"{"n":[1,{"y":2,"x":1}],"aps":{"sound":"default","alert":{"body":"There","title":"Hi"}}}"#)
    #expect(a.sameContents(as: b))
  }

  @Test func `a changed value, a missing key or a reordered array differs`() throws {
    let a = try value(#"{"a":1,"b":[1,2]}"#)
    #expect(!a.sameContents(as: try value(#"{"b":[1,2],"a":2}"#)))
    #expect(!a.sameContents(as: try value(#"{"b":[1,2]}"#)))
    #expect(!a.sameContents(as: try value(#"{"a":1,"b":[2,1]}"#)))
    #expect(!a.sameContents(as: try value(#"{"a":1,"c":[1,2]}"#)))
  }

  @Test func `a repeated key compares by its last occurrence, as lookups read it`() throws {
    #expect(try value(#"{"a":1,"a":2}"#).sameContents(as: try value(#"{"a":2,"a":2}"#)))
  }
}
