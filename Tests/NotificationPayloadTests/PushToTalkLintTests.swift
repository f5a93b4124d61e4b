import Testing

@testable import NotificationPayload

/// `ptt-push-type` in `aps`: a key only `pushtotalk` pushes read (iOS 17.2 service updates,
/// https://developer.apple.com/forums/thread/787878).
@Suite struct PushToTalkLintTests {
  private func findings(_ payload: String, pushType: String?) -> [String] {
    PayloadLinter.lint(payload, options: .init(pushType: pushType)).diagnostics.map { "\($0.code): \($0.message)" }
  }

  @Test func `a service update is clean as a pushtotalk push`() {
    #expect(findings(#"{"aps":{"ptt-push-type":"service-update"},"channel":"crew"}"#, pushType: "pushtotalk").isEmpty)
    #expect(APNsPushTypeRule.owners(ofAPSKey: "ptt-push-type") == [.pushToTalk])
  }

  @Test func `ptt-push-type in another push type is misplaced`() {
    #expect(findings(#"{"aps":{"alert":"Hi","ptt-push-type":"service-update"}}"#, pushType: "alert") == [
      "push-type-key-misplaced: `ptt-push-type` with apns-push-type alert; only pushtotalk pushes read it"
    ])
  }

  @Test func `a ptt-push-type other than service-update is flagged`() {
    #expect(findings(#"{"aps":{"ptt-push-type":"update"}}"#, pushType: "pushtotalk") == [
      #"value-wrong-type: `ptt-push-type` is the string "update"; Push to Talk knows only "service-update""#
    ])
    #expect(findings(#"{"aps":{"ptt-push-type":1}}"#, pushType: "pushtotalk") == [
      #"value-wrong-type: `ptt-push-type` is the number 1; Push to Talk knows only "service-update""#
    ])
  }
}
