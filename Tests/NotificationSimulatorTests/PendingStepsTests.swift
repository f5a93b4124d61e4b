import Testing

@testable import NotificationSimulator

/// The steps a rule still has to run: an expansion runs before what was pending, and a parked
/// rule resumes with every pending step in order.
@Suite struct PendingStepsTests {
  static func step(_ name: String) -> Step { .noEffect(name) }

  @Test func `expanded steps run first, nested expansions innermost first, then the rest in order`() {
    var pending = PendingSteps([Self.step("1"), Self.step("2"), Self.step("3")])
    #expect(pending.next() == Self.step("1"))
    pending.expand([Self.step("a"), Self.step("b")])
    #expect(pending.remaining == [Self.step("a"), Self.step("b"), Self.step("2"), Self.step("3")])
    #expect(pending.next() == Self.step("a"))
    pending.expand([Self.step("x")])
    #expect(pending.remaining == [Self.step("x"), Self.step("b"), Self.step("2"), Self.step("3")])
    #expect(pending.next() == Self.step("x"))
    #expect(pending.next() == Self.step("b"))
    #expect(pending.next() == Self.step("2"))
    // An empty expansion adds nothing; one at the very end runs alone.
    pending.expand([])
    #expect(pending.next() == Self.step("3"))
    pending.expand([Self.step("z")])
    #expect(pending.remaining == [Self.step("z")])
    #expect(pending.next() == Self.step("z"))
    #expect(pending.next() == nil)
    #expect(pending.remaining.isEmpty)
  }

  @Test func `an expansion of the last pending step leaves nothing behind it`() {
    var pending = PendingSteps([Self.step("only")])
    #expect(pending.next() == Self.step("only"))
    pending.expand([Self.step("a"), Self.step("b")])
    #expect(pending.next() == Self.step("a"))
    #expect(pending.remaining == [Self.step("b")])
    #expect(pending.next() == Self.step("b"))
    #expect(pending.next() == nil)
  }

  @Test func `a rule with no steps has nothing pending`() {
    var pending = PendingSteps([])
    #expect(pending.remaining.isEmpty)
    #expect(pending.next() == nil)
  }
}
