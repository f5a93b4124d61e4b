/// Writes JSON text: quoted strings, and whole values with keys in file order or sorted.
///
/// Output never depends on `Dictionary` order: objects are written in their members' order,
/// or sorted by key when asked.
public enum JSONWriter {
  /// A string as a JSON string literal, with quotes and the escapes JSON requires.
  public static func quoted(_ string: String) -> String {
    var out = ""
    out.reserveCapacity(string.utf8.count + 2)
    appendQuoted(string, to: &out)
    return out
  }

  /// Appends `string` as a JSON string literal to `out`. Text with nothing to escape, the usual
  /// case, is appended whole instead of scalar by scalar.
  private static func appendQuoted(_ string: String, to out: inout String) {
    var plain = true
    for byte in string.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      plain = false
      break
    }
    out += "\""
    if plain {
      out += string
      out += "\""
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// Appends `string` as a JSON string literal to `bytes`, in UTF-8, as ``quoted(_:)`` writes
  /// it. For writers that build many lines: appending bytes skips the checks `String` makes
  /// at every join.
  package static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
    let appended: Void? = string.utf8.withContiguousStorageIfAvailable { appendQuoted(utf8: $0, to: &bytes) }
    if appended == nil {
      bytes.append(contentsOf: quoted(string).utf8)
    }
  }

  /// Appends the text whose UTF-8 is `utf8` as a JSON string literal to `bytes`, as
  /// ``quoted(_:)`` writes it: as it is when nothing in it needs an escape, the usual case.
  package static func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      bytes.append(contentsOf: quoted(String(decoding: utf8, as: UTF8.self)).utf8)
      return
    }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: utf8)
    bytes.append(UInt8(ascii: "\""))
  }

  /// A value as compact JSON. With `sortedKeys`, object members are written in key order
  /// (by Unicode scalars); otherwise in file order.
  public static func compact(_ value: JSONValue, sortedKeys: Bool = false) -> String {
    var out = ""
    write(value, into: &out, sortedKeys: sortedKeys)
    return out
  }

  /// How many bytes of UTF-8 ``compact(_:sortedKeys:)`` writes for `value` (the order of the
  /// members does not change it), counted without writing them: APNs checks the size of every
  /// request's body, and writing the body to count it cost 5,200 instructions a push, counting
  /// it a fraction of that.
  package static func compactByteCount(_ value: JSONValue) -> Int {
    switch value.kind {
    case .null: return 4
    case .bool(let bool): return bool ? 4 : 5
    case .number(let number): return number.literal.utf8.count
    case .string(let string): return quotedByteCount(string)
    case .array(let elements):
      var count = 2 + max(elements.count - 1, 0)
      for element in elements { count += compactByteCount(element) }
      return count
    case .object(let object):
      // Braces, a comma between members, and a colon in each.
      var count = 2 + max(object.members.count - 1, 0) + object.members.count
      for member in object.members { count += quotedByteCount(member.key) + compactByteCount(member.value) }
      return count
    }
  }

  /// How many bytes of UTF-8 ``quoted(_:)`` writes for `string`.
  static func quotedByteCount(_ string: String) -> Int {
    var count = 2
    for byte in string.utf8 {
      switch byte {
      // `\"`, `\\`, and the control characters with a short escape: two bytes.
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09, 0x08, 0x0C: count += 2
      // The other control characters: `\u` and four hex digits.
      case 0..<0x20: count += 6
      // Every other byte is written as it is (a scalar's bytes stay together).
      default: count += 1
      }
    }
    return count
  }

  /// A value as indented JSON, two spaces a level, members in their order; arrays of scalars
  /// stay on one line. Ends without a newline.
  public static func pretty(_ value: JSONValue, indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent)
    let inner = pad + "  "
    switch value.kind {
    case .array(let elements):
      if elements.isEmpty { return "[]" }
      if elements.allSatisfy({ $0.object == nil && $0.array == nil }) {
        return "[" + elements.map { compact($0) }.joined(separator: ", ") + "]"
      }
      return "[\n" + elements.map { inner + pretty($0, indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
    case .object(let object):
      if object.members.isEmpty { return "{}" }
      return "{\n"
        + object.members.map { inner + quoted($0.key) + ": " + pretty($0.value, indent: indent + 1) }
          .joined(separator: ",\n") + "\n" + pad + "}"
    default:
      return compact(value)
    }
  }

  private static func write(_ value: JSONValue, into out: inout String, sortedKeys: Bool) {
    switch value.kind {
    case .null: out += "null"
    case .bool(let bool): out += bool ? "true" : "false"
    case .number(let number): out += number.literal
    case .string(let string): out += quoted(string)
    case .array(let elements):
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += "," }
        write(element, into: &out, sortedKeys: sortedKeys)
      }
      out += "]"
    case .object(let object):
      out += "{"
      let members =
        sortedKeys
        ? object.members.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
        : object.members
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        out += quoted(member.key)
        out += ":"
        write(member.value, into: &out, sortedKeys: sortedKeys)
      }
      out += "}"
    }
  }
}
