/// Where a value sits inside a JSON document, such as `$.aps.alert.loc-args[1]`.
///
/// Diagnostics name the path as well as the line and column, so a message still makes sense
/// when the payload is pasted somewhere without its file.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
  /// One step of a path: an object member or an array element.
  public enum Component: Hashable, Sendable, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral
  {
    /// An object member, by key.
    case key(String)
    /// An array element, by index from 0.
    case index(Int)

    /// A key component from a literal.
    public init(stringLiteral value: String) { self = .key(value) }
    /// An index component from a literal.
    public init(integerLiteral value: Int) { self = .index(value) }
  }

  /// The steps from the document's root.
  public var components: [Component]

  /// The path to the document's root, `$`.
  public static let root = JSONPath([])

  /// Creates a path from its steps.
  public init(_ components: [Component]) { self.components = components }

  /// Creates a path from literal steps: `["aps", "alert", "title"]`.
  public init(arrayLiteral elements: Component...) { self.components = elements }

  /// This path with one more key.
  public func appending(_ key: String) -> JSONPath {
    var path = self
    path.components.append(.key(key))
    return path
  }

  /// This path with one more index.
  public func appending(_ index: Int) -> JSONPath {
    var path = self
    path.components.append(.index(index))
    return path
  }

  /// The last key of the path, if the path ends in a key.
  public var lastKey: String? {
    if case .key(let key)? = components.last { return key }
    return nil
  }

  /// The path in JSONPath notation: `$`, `$.aps.badge`, `$["Simulator Target Bundle"]`,
  /// `$.aps.alert.loc-args[0]`. Keys made of anything but letters, digits, `_` and `-` are bracketed and quoted.
  ///
  /// Paths more than 24 steps long print their first 10 and last 10 steps around a count of
  /// the steps left out, so a runaway nesting error stays one readable line.
  public var description: String {
    var text = "$"
    let shown: [Component]
    if components.count > 24 {
      text += JSONPath(Array(components.prefix(10))).description.dropFirst()
      text += "…(\(components.count - 20) more)…"
      shown = Array(components.suffix(10))
    } else {
      shown = components
    }
    for component in shown {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key):
        if JSONPath.isPlainIdentifier(key) {
          text += "." + key
        } else {
          text += "[" + JSONWriter.quoted(key) + "]"
        }
      }
    }
    return text
  }

  private static func isPlainIdentifier(_ key: String) -> Bool {
    guard let first = key.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
    else { return false }
    return key.utf8.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
  }
}
