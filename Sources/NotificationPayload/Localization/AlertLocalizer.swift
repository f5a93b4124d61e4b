/// The text iOS shows for an alert once its localization keys are resolved.
///
/// Models the `title`, `subtitle` and `body` of the `UNNotificationContent` that iOS builds from
/// the `alert` dictionary
/// (https://developer.apple.com/documentation/usernotifications/unnotificationcontent).
public struct LocalizedAlert: Hashable, Sendable {
  /// The title: from `title-loc-key` when present, else `title`.
  public var title: String?
  /// The subtitle: from `subtitle-loc-key` when present, else `subtitle`.
  public var subtitle: String?
  /// The body: from `loc-key` when present, else `body` (or the whole string of a string alert).
  public var body: String?
  /// Missing keys, argument count mismatches and non-`%@` conversions, in the order title,
  /// subtitle, body.
  public var diagnostics: [Diagnostic]

  /// Creates a resolved alert.
  public init(title: String?, subtitle: String?, body: String?, diagnostics: [Diagnostic] = []) {
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.diagnostics = diagnostics
  }
}

/// Resolves the `title-loc-key`, `subtitle-loc-key` and `loc-key` of an alert against a strings
/// table, as iOS does with the app's `Localizable.strings` before it shows a remote notification.
///
/// Models the alert keys of "Generating a remote notification"
/// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification):
/// the key's format string gets its `%@` placeholders replaced in order by the `*-loc-args`
/// entries, `%1$@`, `%2$@`… by the entry at that position, and `%%` becomes `%`. A key the
/// table lacks shows as the key itself, as `Bundle.localizedString(forKey:value:table:)`
/// returns it. A localized key wins over the literal `title`, `subtitle` or `body`.
///
/// Where iOS's behaviour is undefined, the simulator chooses, and reports a diagnostic: a
/// placeholder with no argument is left as written; extra arguments are ignored; a conversion
/// other than `%@` (such as `%d`) is given the argument's text.
public enum AlertLocalizer {
  /// Resolves an `alert` value read from a payload, reporting each finding at the exact
  /// position of its `*-loc-key` value. `path` is where the alert is in the payload.
  public static func resolve(
    alert value: JSONValue, at path: JSONPath = ["aps", "alert"], in table: LocalizationTable
  ) -> LocalizedAlert {
    guard let alert = Alert(reading: value) else {
      return LocalizedAlert(title: nil, subtitle: nil, body: nil)
    }
    let object = value.object ?? JSONObject()
    return resolve(alert, in: table) { keyName in
      let location = object.member(keyName)?.value.location ?? value.location
      return (path.appending(keyName), location)
    }
  }

  /// Resolves the `aps.alert` of a whole payload; `nil` when the payload has no alert.
  public static func resolve(payload: JSONValue, in table: LocalizationTable) -> LocalizedAlert? {
    guard let alert = payload.object?["aps"]?.object?["alert"] else { return nil }
    return resolve(alert: alert, in: table)
  }

  /// Resolves a typed alert. Findings point at `$.aps.alert.<key>`, line 1 column 1, since a
  /// typed alert has no positions; read the payload with ``resolve(alert:at:in:)`` for them.
  public static func resolve(_ alert: Alert, in table: LocalizationTable) -> LocalizedAlert {
    resolve(alert, in: table) { keyName in (JSONPath(["aps", "alert", .key(keyName)]), .start) }
  }

  static func resolve(
    _ alert: Alert, in table: LocalizationTable, position: (String) -> (JSONPath, SourcePosition)
  ) -> LocalizedAlert {
    var findings: [Diagnostic] = []
    func text(_ key: String?, _ args: [String]?, keyName: Alert.Key, argsName: Alert.Key, literal: String?)
      -> String?
    {
      guard let key else { return literal }
      let (path, location) = position(keyName.rawValue)
      guard let format = table[key] else {
        var message =
          "`\(keyName.rawValue)` \(JSONWriter.quoted(key)) is not in \(table.name), "
          + "so iOS shows the key itself"
        if let suggestion = closestKey(to: key, in: table) {
          message += "; did you mean \(JSONWriter.quoted(suggestion))?"
        }
        findings.append(
          Diagnostic(
            .warning, .locKeyMissing, message,
            hint: "Add the key to \(table.name), or correct it in the payload.", path: path, at: location,
            citation: Citation(
              "https://developer.apple.com/documentation/foundation/bundle/"
                + "localizedstring(forkey:value:table:)", .apple)))
        return key
      }
      let formatted = substitute(format, args ?? [])
      let subject = "`\(keyName.rawValue)` \(JSONWriter.quoted(key))"
      for specifier in formatted.nonObjectSpecifiers {
        findings.append(
          Diagnostic(
            .warning, .locFormatSpecifier,
            "\(subject) uses \(specifier), but `\(argsName.rawValue)` entries are strings; use %@",
            hint: "Write %@ (or %1$@ for a position); iOS formats the arguments as objects.", path: path,
            at: location))
      }
      let given = args?.count ?? 0
      if formatted.placeholders != given {
        let placeholders =
          formatted.placeholders == 1 ? "1 placeholder" : "\(formatted.placeholders) placeholders"
        let argsText =
          args == nil ? "there is no `\(argsName.rawValue)`" : "`\(argsName.rawValue)` gives \(given)"
        findings.append(
          Diagnostic(
            .warning, .locArgsMismatch, "\(subject) has \(placeholders) but \(argsText)",
            hint: formatted.placeholders > given
              ? "Placeholders without an argument stay as written; add entries to `\(argsName.rawValue)`."
              : "Extra `\(argsName.rawValue)` entries are ignored.",
            path: path, at: location,
            citation: .generatingRemoteNotification))
      }
      return formatted.text
    }
    let title = text(
      alert.titleLocKey, alert.titleLocArgs, keyName: .titleLocKey, argsName: .titleLocArgs,
      literal: alert.title)
    let subtitle = text(
      alert.subtitleLocKey, alert.subtitleLocArgs, keyName: .subtitleLocKey, argsName: .subtitleLocArgs,
      literal: alert.subtitle)
    let body = text(alert.locKey, alert.locArgs, keyName: .locKey, argsName: .locArgs, literal: alert.body)
    return LocalizedAlert(title: title, subtitle: subtitle, body: body, diagnostics: findings)
  }

  /// The result of filling a format string.
  struct Formatted: Hashable {
    /// The text with placeholders replaced.
    var text: String
    /// How many arguments the format uses: the sequential placeholders, or the highest
    /// position of `%n$@`, whichever is larger.
    var placeholders: Int
    /// Conversions other than `%@`, as written, such as `%d`.
    var nonObjectSpecifiers: [String]
  }

  /// The largest argument position or width `substitute` reads; more digits read as this.
  static let largestPosition = 1_000_000_000

  /// Fills `format` with `args`: `%@` takes the next argument, `%n$@` the n-th, `%%` is `%`.
  static func substitute(_ format: String, _ args: [String]) -> Formatted {
    let scalars = Array(format.unicodeScalars)
    var out = String.UnicodeScalarView()
    var sequential = 0
    var highestPosition = 0
    var others: [String] = []
    var index = 0
    let conversions = "@dDiuUoOxXfFeEgGaAcCsSp".unicodeScalars
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "%" else {
        out.append(scalar)
        index += 1
        continue
      }
      if index + 1 < scalars.count && scalars[index + 1] == "%" {
        out.append("%")
        index += 2
        continue
      }
      // %[n$][flags][width][.precision][length]conversion
      var cursor = index + 1
      var position: Int?
      var digits = 0
      var number = 0
      while cursor + digits < scalars.count, let value = decimal(scalars[cursor + digits]) {
        // Held at a billion: a longer run of digits names no argument a payload can have, and
        // must not overflow (`%1$555…5@` in a strings file).
        number = min(number * 10 + value, Self.largestPosition)
        digits += 1
      }
      if digits > 0, cursor + digits < scalars.count, scalars[cursor + digits] == "$", number > 0 {
        position = number
        cursor += digits + 1
      }
      while cursor < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
      while cursor < scalars.count, decimal(scalars[cursor]) != nil || scalars[cursor] == "." { cursor += 1 }
      while cursor < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
      guard cursor < scalars.count, conversions.contains(scalars[cursor]) else {
        out.append(scalar)  // not a conversion: a literal %
        index += 1
        continue
      }
      let written = String(String.UnicodeScalarView(scalars[index...cursor]))
      if scalars[cursor] != "@" { others.append(written) }
      let argumentIndex: Int
      if let position {
        argumentIndex = position - 1
        highestPosition = max(highestPosition, position)
      } else {
        argumentIndex = sequential
        sequential += 1
      }
      if argumentIndex < args.count {
        out.append(contentsOf: args[argumentIndex].unicodeScalars)
      } else {
        out.append(contentsOf: written.unicodeScalars)
      }
      index = cursor + 1
    }
    return Formatted(
      text: String(out), placeholders: max(sequential, highestPosition), nonObjectSpecifiers: others)
  }

  static func decimal(_ scalar: Unicode.Scalar) -> Int? {
    scalar >= "0" && scalar <= "9" ? Int(scalar.value - 0x30) : nil
  }

  /// The table key closest to `key`, by the same measure the lint rules use for "did you mean".
  static func closestKey(to key: String, in table: LocalizationTable) -> String? {
    EditDistance.suggestion(for: key, among: table.keys)
  }
}
