import NotificationSimulator
import Testing

@Suite struct RoutingTableTests {
  @Test(arguments: AppState.allCases, NotificationKind.allCases)
  func `every key of the Cartesian product has exactly one rule`(state: AppState, kind: NotificationKind) {
    for interaction in Interaction.allCases {
      for profile in RoutingProfile.allCases {
        let key = RoutingKey(state, kind, interaction, profile)
        let matches = RoutingTable.standard.matchingRules(for: key).map(\.id)
        #expect(matches.count == 1, "\(key) matched \(matches)")
        #expect(RoutingTable.standard.rule(for: key)?.id == matches.first)
      }
    }
  }

  @Test func `the table lists at least forty rules and every rule has a source`() {
    let rules = RoutingTable.standard.rules
    #expect(rules.count >= 40)
    for rule in rules {
      #expect(!rule.sources.isEmpty, "\(rule.id) has no source")
      #expect(rule.section.hasPrefix("§"), "\(rule.id) names no notes section")
      #expect(!rule.summary.isEmpty)
    }
    #expect(Set(rules.map(\.id)).count == rules.count, "rule ids are unique")
    #expect(rules.map(\.id) == (1...rules.count).map { $0 < 10 ? "R0\($0)" : "R\($0)" })
  }

  @Test func `every rule matches at least one key`() {
    for rule in RoutingTable.standard.rules {
      #expect(RoutingKey.all.contains { rule.matches($0) }, "\(rule.id) is dead")
    }
  }

  @Test func `json lists every rule with its sources and is stable`() {
    let json = RoutingTable.json()
    #expect(json == RoutingTable.standard.json())
    #expect(json.contains("\"ruleCount\": \(RoutingTable.standard.rules.count)"))
    for rule in RoutingTable.standard.rules {
      #expect(json.contains("\"id\": \"\(rule.id)\""))
    }
    #expect(json.contains("{\"confidence\": \"A\", \"url\": \"https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier\"}"))
    let parsed = JSONParser.parse(json)
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.value?.object?.keys == ["deviceRules", "quirks", "ruleCount", "rules"])
    let deviceRules = parsed.value?.object?["deviceRules"]?.array ?? []
    #expect(deviceRules.compactMap { $0.object?["id"]?.string } == DeviceRules.all.map(\.id))
    #expect(deviceRules.allSatisfy { ($0.object?["sources"]?.array?.count ?? 0) > 0 })
  }

  @Test func `markdown prints every device rule with a source, and the ids are unique`() {
    let markdown = RoutingTable.markdown()
    for rule in DeviceRules.all {
      let row = markdown.split(separator: "\n").first { $0.hasPrefix("| \(rule.id) |") }
      #expect(row?.contains("https://") == true, "\(rule.id) has no source in the table")
    }
    #expect(Set(DeviceRules.all.map(\.id)).count == DeviceRules.all.count)
  }

  @Test func `markdown prints one row per rule with sources`() {
    let markdown = RoutingTable.markdown()
    let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| R") }
    #expect(rows.count == RoutingTable.standard.rules.count)
    #expect(markdown.contains("[U] https://github.com/nextcloud/talk-ios/pull/478"))
    #expect(markdown.contains("`clearInNotificationCenterSendsDismiss`"))
  }
}
