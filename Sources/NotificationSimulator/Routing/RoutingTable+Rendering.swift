extension RoutingTable {
  /// The standard table as Markdown; see ``markdown()-swift.method``.
  public static func markdown() -> String { standard.markdown() }

  /// The standard table as JSON; see ``json()-swift.method``.
  public static func json() -> String { standard.json() }

  /// The table as a Markdown document: one row per rule with its pattern, steps and sources,
  /// then the quirks. The output depends only on the table, so it is the same on every run.
  public func markdown() -> String {
    var out = "<!-- This file is generated from RoutingTable.standard by `notifsim table --format markdown`. Do not edit. -->\n"
    out += "# Notification routing table\n\n"
    out += "\(rules.count) rules. Each key (state × kind × interaction × profile) matches exactly one rule. "
    out += "`*` means every value. Confidence marks: [A] Apple-documented, [R] widely reported, [U] uncertain.\n\n"
    out += "| ID | States | Kinds | Interactions | Profiles | Steps | Summary | Sources | Reference |\n"
    out += "| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n"
    for rule in rules {
      let cells = [
        rule.id,
        rule.states.description,
        rule.kinds.description,
        rule.interactions.description,
        rule.profiles.description,
        rule.steps.enumerated().map { "\($0.offset + 1). `\($0.element.description)`" }.joined(separator: "<br>"),
        rule.summary,
        rule.sources.map { "[\($0.confidence.rawValue)] \($0.url)" }.joined(separator: "<br>"),
        rule.section,
      ]
      out += "| " + cells.map(Self.escapeCell).joined(separator: " | ") + " |\n"
    }
    out += "\n## Quirks\n\n| Quirk | Default | Reference | Meaning |\n| --- | --- | --- | --- |\n"
    for quirk in Quirks.all {
      let cells = ["`\(quirk.name)`", quirk.defaultValue, quirk.section, quirk.summary]
      out += "| " + cells.map(Self.escapeCell).joined(separator: " | ") + " |\n"
    }
    out += "\n## Device rules\n\n"
    out += "What the device keeps: Notification Center, pending requests, triggers and the badge (``DeviceRules``).\n\n"
    out += Self.deviceRulesMarkdown { "[\($0.confidence.rawValue)] \($0.url)" }
    out += "\n## iOS versions\n\n"
    out += "One ``Profile`` per major version; every version check reads ``PlatformFeature``.\n\n"
    out += Profile.markdownTable { "[\($0.confidence.rawValue)] \($0.url)" }
    return out
  }

  /// The device rules as a Markdown table, each source written by `source`.
  public static func deviceRulesMarkdown(source: (Citation) -> String) -> String {
    var out = "| ID | Rule | Sources | Notes |\n| --- | --- | --- | --- |\n"
    for rule in DeviceRules.all {
      let cells = [rule.id, rule.summary, rule.sources.map(source).joined(separator: "<br>"), rule.section]
      out += "| " + cells.map(escapeCell).joined(separator: " | ") + " |\n"
    }
    return out
  }

  /// The table as JSON with sorted keys and rules in table order:
  /// `{"quirks": [...], "ruleCount": N, "rules": [{"id": ..., "states": [...], ...}]}`.
  public func json() -> String {
    var out = "{\n  \"deviceRules\": [\n"
    for (index, rule) in DeviceRules.all.enumerated() {
      out += "    {\"id\": \(JSONWriter.quoted(rule.id)), \"section\": \(JSONWriter.quoted(rule.section)), \"sources\": ["
      out += rule.sources.map {
        "{\"confidence\": \(JSONWriter.quoted($0.confidence.rawValue)), \"url\": \(JSONWriter.quoted($0.url))}"
      }.joined(separator: ", ")
      out += "], \"summary\": \(JSONWriter.quoted(rule.summary))}"
      out += index == DeviceRules.all.count - 1 ? "\n" : ",\n"
    }
    out += "  ],\n  \"quirks\": [\n"
    for (index, quirk) in Quirks.all.enumerated() {
      out += "    {\"defaultValue\": \(JSONWriter.quoted(quirk.defaultValue)), \"name\": \(JSONWriter.quoted(quirk.name)), "
      out += "\"section\": \(JSONWriter.quoted(quirk.section)), \"summary\": \(JSONWriter.quoted(quirk.summary))}"
      out += index == Quirks.all.count - 1 ? "\n" : ",\n"
    }
    out += "  ],\n  \"ruleCount\": \(rules.count),\n  \"rules\": [\n"
    for (index, rule) in rules.enumerated() {
      out += "    {\n"
      out += "      \"id\": \(JSONWriter.quoted(rule.id)),\n"
      out += "      \"interactions\": \(Self.jsonArray(rule.interactions.values.map(\.description))),\n"
      out += "      \"kinds\": \(Self.jsonArray(rule.kinds.values.map(\.description))),\n"
      out += "      \"profiles\": \(Self.jsonArray(rule.profiles.values.map(\.description))),\n"
      out += "      \"section\": \(JSONWriter.quoted(rule.section)),\n"
      out += "      \"sources\": ["
      out += rule.sources.map {
        "{\"confidence\": \(JSONWriter.quoted($0.confidence.rawValue)), \"url\": \(JSONWriter.quoted($0.url))}"
      }.joined(separator: ", ")
      out += "],\n"
      out += "      \"states\": \(Self.jsonArray(rule.states.values.map(\.description))),\n"
      out += "      \"steps\": \(Self.jsonArray(rule.steps.map(\.description))),\n"
      out += "      \"summary\": \(JSONWriter.quoted(rule.summary))\n"
      out += index == rules.count - 1 ? "    }\n" : "    },\n"
    }
    out += "  ]\n}\n"
    return out
  }

  private static func jsonArray(_ strings: [String]) -> String {
    "[" + strings.map(JSONWriter.quoted).joined(separator: ", ") + "]"
  }

  private static func escapeCell(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "|": out += "\\|"
      case "\n": out += "<br>"
      default: out.append(character)
      }
    }
    return out
  }
}
