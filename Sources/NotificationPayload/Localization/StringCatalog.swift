/// A reader for Xcode String Catalogs (`.xcstrings`), the JSON successor of `.strings` files.
///
/// Models the catalog Xcode 15 compiles into the app's strings tables
/// (https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog):
///
///     {"sourceLanguage": "en", "version": "1.0",
///      "strings": {"KEY": {"localizations": {"en": {
///        "stringUnit": {"state": "translated", "value": "..."}}}}}}
///
/// One language is read: the one asked for, else the catalog's `sourceLanguage`. For each key
/// the value is that language's `stringUnit`; for `variations` (plural or device), the `other`
/// case. A key with no unit in the language falls back to the source language, then to the key
/// itself: a catalog keeps source strings with no localization as their key.
public enum StringCatalog {
  /// Reads a String Catalog in `language`, or in its source language when `nil`.
  public static func parse(
    _ bytes: [UInt8], language: String? = nil, name: String = "Localizable.xcstrings"
  ) -> LocalizationParseResult {
    var table = LocalizationTable(name: name)
    let parsed = JSONParser.parse(bytes)
    var findings = parsed.diagnostics
    guard let root = parsed.value else { return LocalizationParseResult(table: table, diagnostics: findings) }
    guard let object = root.object else {
      findings.append(
        Diagnostic(
          .error, .xcstringsFormat, "the catalog is \(root.typeDescription); expected an object",
          at: root.location))
      return LocalizationParseResult(table: table, diagnostics: findings)
    }
    let sourceLanguage = object["sourceLanguage"]?.string
    if sourceLanguage == nil {
      findings.append(
        Diagnostic(
          .warning, .xcstringsFormat, "the catalog has no \"sourceLanguage\"; reading it as \"en\"",
          hint: "Xcode writes \"sourceLanguage\" at the top of every catalog.", at: root.location))
    }
    let source = sourceLanguage ?? "en"
    let wanted = language ?? source
    guard let strings = object["strings"] else {
      findings.append(
        Diagnostic(
          .error, .xcstringsFormat, "the catalog has no \"strings\" object", at: root.location))
      return LocalizationParseResult(table: table, diagnostics: findings)
    }
    guard let entries = strings.object else {
      findings.append(
        Diagnostic(
          .error, .xcstringsFormat, "\"strings\" is \(strings.typeDescription); expected an object",
          path: ["strings"], at: strings.location))
      return LocalizationParseResult(table: table, diagnostics: findings)
    }
    var languageSeen = wanted == source
    for member in entries.members {
      let path: JSONPath = ["strings", .key(member.key)]
      guard let entry = member.value.object else {
        findings.append(
          Diagnostic(
            .error, .xcstringsFormat,
            "the entry for \(JSONWriter.quoted(member.key)) is \(member.value.typeDescription); "
              + "expected an object",
            path: path, at: member.value.location))
        continue
      }
      let localizations = entry["localizations"]?.object
      if localizations?[wanted] != nil { languageSeen = true }
      let unit =
        localizations?[wanted].flatMap(unitValue)
        ?? (wanted == source ? nil : localizations?[source].flatMap(unitValue))
      if let unit {
        table.set(unit.value, forKey: member.key, at: unit.location)
      } else {
        table.set(member.key, forKey: member.key, at: member.keyLocation)
      }
    }
    if !languageSeen {
      findings.append(
        Diagnostic(
          .warning, .xcstringsUnknownLanguage,
          "no string in the catalog has a \(JSONWriter.quoted(wanted)) localization; "
            + "every key falls back to \(JSONWriter.quoted(source))",
          hint: "Pick one of the catalog's languages.", path: ["strings"], at: strings.location))
    }
    return LocalizationParseResult(table: table, diagnostics: findings)
  }

  /// The string of a localization: its `stringUnit` value, or the `other` case of its
  /// `variations` (the first case when there is no `other`), read recursively.
  static func unitValue(_ localization: JSONValue) -> (value: String, location: SourcePosition)? {
    guard let object = localization.object else { return nil }
    if let value = object["stringUnit"]?.object?["value"], let string = value.string {
      return (string, value.location)
    }
    guard let variations = object["variations"]?.object else { return nil }
    for kind in variations.members {
      guard let cases = kind.value.object else { continue }
      if let other = cases["other"], let found = unitValue(other) { return found }
      for variant in cases.members {
        if let found = unitValue(variant.value) { return found }
      }
    }
    return nil
  }
}
