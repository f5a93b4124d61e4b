/// A strings table: the keys of an app's `Localizable.strings` (or one language of its
/// `Localizable.xcstrings` String Catalog) and their format strings.
///
/// Models the table that `Bundle.localizedString(forKey:value:table:)` reads and that iOS uses
/// for the `title-loc-key`, `subtitle-loc-key` and `loc-key` of a remote notification
/// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
/// Entries keep the order of the file; a key defined twice keeps its first position and its
/// last value. Nothing depends on `Dictionary` order.
public struct LocalizationTable: Hashable, Sendable {
  /// One key and its format string.
  public struct Entry: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The format string, with `%@` and `%1$@` placeholders.
    public var value: String
    /// Where the value is written in its file (`.start` for tables made in code).
    public var location: SourcePosition

    /// Creates an entry.
    public init(key: String, value: String, location: SourcePosition = .start) {
      self.key = key
      self.value = value
      self.location = location
    }
  }

  /// The file name used in messages, such as `Localizable.strings`.
  public var name: String
  /// The entries in file order.
  public private(set) var entries: [Entry]
  private var indexByKey: [String: Int]

  /// Creates a table from entries; a repeated key keeps its first position and last value.
  public init(name: String = "Localizable.strings", entries: [Entry] = []) {
    self.name = name
    self.entries = []
    self.indexByKey = [:]
    for entry in entries { set(entry.value, forKey: entry.key, at: entry.location) }
  }

  /// Creates a table from key–value pairs, in order.
  public init(name: String = "Localizable.strings", _ pairs: KeyValuePairs<String, String>) {
    self.init(name: name, entries: pairs.map { Entry(key: $0.key, value: $0.value) })
  }

  /// The format string for `key`, or `nil` when the table lacks it.
  public subscript(key: String) -> String? {
    indexByKey[key].map { entries[$0].value }
  }

  /// The entry for `key`, or `nil`.
  public func entry(_ key: String) -> Entry? {
    indexByKey[key].map { entries[$0] }
  }

  /// The keys in file order.
  public var keys: [String] { entries.map(\.key) }

  /// The number of keys.
  public var count: Int { entries.count }

  /// Sets the value of `key`. A new key goes last; an existing key keeps its place.
  public mutating func set(_ value: String, forKey key: String, at location: SourcePosition = .start) {
    if let index = indexByKey[key] {
      entries[index].value = value
      entries[index].location = location
    } else {
      indexByKey[key] = entries.count
      entries.append(Entry(key: key, value: value, location: location))
    }
  }

  /// Reads a strings file by its name: `.xcstrings` as a String Catalog in `language` (the
  /// catalog's source language when `nil`), anything else as an old-style `.strings` file.
  public static func parse(
    fileName: String, bytes: [UInt8], language: String? = nil
  ) -> LocalizationParseResult {
    let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
    if fileName.hasSuffix(".xcstrings") {
      return StringCatalog.parse(bytes, language: language, name: base)
    }
    return StringsFile.parse(bytes, name: base)
  }
}

/// The result of reading a strings file: the table, and every finding.
public struct LocalizationParseResult: Hashable, Sendable {
  /// The keys read. After a syntax error, the keys before it; iOS itself loads none of them.
  public var table: LocalizationTable
  /// Syntax errors, repeated keys and other findings, in file order.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(table: LocalizationTable, diagnostics: [Diagnostic]) {
    self.table = table
    self.diagnostics = diagnostics
  }

  /// Whether iOS could read the file: no error was found.
  public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
}
