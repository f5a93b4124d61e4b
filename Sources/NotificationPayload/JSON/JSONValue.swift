/// A JSON value as it stood in its file: what it is, and where it starts.
///
/// APNs payloads reach an app as `UNNotificationContent.userInfo`
/// (https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo);
/// this is the simulator's form of that dictionary's values, with positions kept for diagnostics.
/// Objects keep their members in file order, so nothing that prints a payload depends on
/// `Dictionary` order.
public struct JSONValue: Hashable, Sendable {
  /// What kind of value this is, with its contents.
  public enum Kind: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as written.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in file order.
    case object(JSONObject)
  }

  /// The value's kind and contents.
  public var kind: Kind
  /// Where the value starts in its file.
  public var location: SourcePosition

  /// Creates a value with the location it had in its file (`.start` for values made in code).
  public init(_ kind: Kind, at location: SourcePosition = .start) {
    self.kind = kind
    self.location = location
  }

  /// The object's members, if this is an object.
  public var object: JSONObject? {
    if case .object(let object) = kind { return object }
    return nil
  }

  /// The string, if this is a string.
  public var string: String? {
    if case .string(let string) = kind { return string }
    return nil
  }

  /// The number, if this is a number.
  public var number: JSONNumber? {
    if case .number(let number) = kind { return number }
    return nil
  }

  /// The Boolean, if this is `true` or `false`.
  public var bool: Bool? {
    if case .bool(let bool) = kind { return bool }
    return nil
  }

  /// The elements, if this is an array.
  public var array: [JSONValue]? {
    if case .array(let array) = kind { return array }
    return nil
  }

  /// A short name of the value's type for messages: "a string", "the number 1", "`true`".
  public var typeDescription: String {
    switch kind {
    case .null: return "`null`"
    case .bool(let value): return value ? "`true`" : "`false`"
    case .number(let number): return "the number \(number.literal)"
    case .string(let string):
      return string.utf8.count <= 24 ? "the string \(JSONWriter.quoted(string))" : "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The type's name alone: "string", "number", "boolean", "null", "array", "object".
  public var typeName: String {
    switch kind {
    case .null: return "null"
    case .bool: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    }
  }

  /// Compares contents only, ignoring where the values stood and the order of an object's keys.
  public func sameContents(as other: JSONValue) -> Bool {
    switch (kind, other.kind) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a.doubleValue == b.doubleValue
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.sameContents(as: $1) }
    case (.object(let a), .object(let b)):
      if a.members.count == b.members.count,
        zip(a.members, b.members).allSatisfy({ $0.key == $1.key && $0.value.sameContents(as: $1.value) })
      {
        return true
      }
      // Member order is not content: a dictionary written back (a `userInfo` that went through
      // `[AnyHashable: Any]`) has an order of its own. Each key compares by the value a lookup
      // reads, its last occurrence.
      let keys = Set(a.members.map(\.key))
      guard keys == Set(b.members.map(\.key)) else { return false }
      return keys.allSatisfy { key in
        guard let left = a[key], let right = b[key] else { return false }
        return left.sameContents(as: right)
      }
    default: return false
    }
  }
}

/// A JSON number exactly as written, with its integer and floating-point readings.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
  /// The number's text in the file, such as `1`, `-0.5` or `1e3`.
  public var literal: String

  /// Creates a number from its JSON text. The text is not checked; the parser only makes
  /// numbers from valid JSON number text.
  public init(literal: String) { self.literal = literal }

  /// Creates a number from an integer.
  public init(_ value: Int) { self.literal = String(value) }

  /// The value as an `Int`, if the text is an integer literal (no fraction or exponent) that fits.
  public var intValue: Int? { Int(literal) }

  /// Whether the text is an integer literal: no `.`, `e` or `E`.
  public var isIntegerLiteral: Bool {
    !literal.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
  }

  /// The value as a `Double`.
  public var doubleValue: Double { Double(literal) ?? .nan }

  /// The literal text.
  public var description: String { literal }
}

/// A JSON object's members in the order the file gave them.
public struct JSONObject: Hashable, Sendable {
  /// One `"key": value` pair.
  public struct Member: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Where the key's opening quote stands.
    public var keyLocation: SourcePosition
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, keyLocation: SourcePosition = .start, value: JSONValue) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  /// The members in file order. When a key repeats, each occurrence is kept here and the
  /// parser reports the repeat; lookups by key return the last one.
  public var members: [Member]

  /// Creates an object from its members.
  public init(_ members: [Member] = []) { self.members = members }

  /// The value of the last member with this key.
  public subscript(key: String) -> JSONValue? {
    member(key)?.value
  }

  /// The last member with this key.
  public func member(_ key: String) -> Member? {
    members.last { $0.key == key }
  }

  /// The keys in file order.
  public var keys: [String] { members.map(\.key) }
}
