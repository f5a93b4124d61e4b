/// The routing rules as data: which callbacks and system effects follow from each combination
/// of app state, notification kind, interaction and callback family.
///
/// ``standard`` is the table the simulator runs and the documentation prints. Every key of the
/// Cartesian product (``RoutingKey/all``) matches exactly one rule; the tests check this.
public struct RoutingTable: Hashable, Sendable {
  /// The rules, in table order.
  public let rules: [RoutingRule]
  /// For each key's flat index: the index of the only matching rule, -1 for none, -2 for several.
  private let index: [Int16]
  /// For each rule: whether its only step is ``Step/present`` (``onlyPresents(at:)``).
  private let presentsOnly: [Bool]

  /// Creates a table and indexes it.
  public init(rules: [RoutingRule]) {
    self.rules = rules
    var index = [Int16](repeating: -1, count: RoutingKey.productSize)
    for key in RoutingKey.all {
      for (position, rule) in rules.enumerated() where rule.matches(key) {
        index[key.flatIndex] = index[key.flatIndex] == -1 ? Int16(position) : -2
      }
    }
    self.index = index
    self.presentsOnly = rules.map { rule in
      guard rule.steps.count == 1, case .present = rule.steps[0] else { return false }
      return true
    }
  }

  /// Whether the rule at `position` has one step, ``Step/present``: the system shows the
  /// notification and nothing else happens (R13, R15 and the like), so the simulator can show it
  /// without running the steps.
  func onlyPresents(at position: Int) -> Bool {
    presentsOnly[position]
  }

  /// The table the simulator uses.
  public static let standard = RoutingTable(rules: RoutingTable.arrivalRules + RoutingTable.interactionRules)

  /// The only rule for `key`, or `nil` when no rule or more than one rule matches.
  @inline(__always)
  public func rule(for key: RoutingKey) -> RoutingRule? {
    position(for: key).map { rules[$0] }
  }

  /// The position in ``rules`` of the rule for `key`, if one: for reading a field of it in place,
  /// where copying the whole rule out (nine fields) cost a push 14 reference counts.
  func position(for key: RoutingKey) -> Int? {
    let position = index[key.flatIndex]
    return position >= 0 ? Int(position) : nil
  }

  /// Every rule that matches `key`, in table order (exactly one in a well-formed table).
  public func matchingRules(for key: RoutingKey) -> [RoutingRule] {
    rules.filter { $0.matches(key) }
  }

  /// The rule with identifier `id`.
  public func rule(id: String) -> RoutingRule? {
    rules.first { $0.id == id }
  }
}
