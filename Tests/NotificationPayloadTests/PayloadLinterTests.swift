import Testing

@testable import NotificationPayload

/// One payload and the exact findings the linter must report for it, rendered in compiler
/// style: position, severity, message, code, path and hint.
struct LintCase: Sendable, CustomTestStringConvertible {
  let id: String
  let json: String
  let options: PayloadLinter.Options
  let expected: [String]

  init(_ id: String, _ json: String, options: PayloadLinter.Options = .init(), _ expected: [String]) {
    self.id = id
    self.json = json
    self.options = options
    self.expected = expected
  }

  var testDescription: String { id }
}

/// A finding as `Diagnostic.rendered(file: nil)` prints it.
func d(
  _ position: String, _ severity: Diagnostic.Severity, _ code: String, _ path: String,
  _ message: String, hint: String
) -> String {
  "\(position): \(severity.rawValue): \(message) [\(code)]\n  at \(path)\n  hint: \(hint)"
}

func rendered(_ json: String, _ options: PayloadLinter.Options = .init()) -> [String] {
  PayloadLinter.lint(json, options: options).diagnostics.map { $0.rendered(file: nil) }
}

/// Every rule, with the exact rendering of its findings.
let findingCases: [LintCase] = [
    LintCase(
      #"top level array"#,
      #"[1, 2]"#,
      [
        d(#"1:1"#, .error, #"payload-not-object"#, #"$"#,
          #"the payload is an array, not a JSON object"#,
          hint: #"Write the payload as an object, such as {"aps": {"alert": "Hello"}}."#),
      ]),
    LintCase(
      #"top level string"#,
      #""hello""#,
      [
        d(#"1:1"#, .error, #"payload-not-object"#, #"$"#,
          #"the payload is the string "hello", not a JSON object"#,
          hint: #"Write the payload as an object, such as {"aps": {"alert": "Hello"}}."#),
      ]),
    LintCase(
      #"no aps"#,
      #"{"alert": "Hi"}"#,
      [
        d(#"1:1"#, .error, #"missing-aps"#, #"$"#,
          #"the payload has no `aps` key"#,
          hint: #"Add "aps": {...} with an alert, sound, badge or content-available."#),
      ]),
    LintCase(
      #"aps in upper case"#,
      #"{"APS": {"alert": "Hi"}}"#,
      [
        d(#"1:2"#, .error, #"missing-aps"#, #"$.APS"#,
          #"the payload has no `aps` key, only "APS""#,
          hint: #"Rename "APS" to "aps"; keys are case-sensitive."#),
      ]),
    LintCase(
      #"aps a string"#,
      #"{"aps": "Hi"}"#,
      [
        d(#"1:9"#, .error, #"aps-not-object"#, #"$.aps"#,
          #"`aps` is the string "Hi", not a dictionary"#,
          hint: #"Write "aps" as an object, such as {"alert": "Hello"}."#),
      ]),
    LintCase(
      #"duplicate key passes through"#,
      #"{"aps": {"alert": "a", "alert": "b"}}"#,
      [
        d(#"1:24"#, .error, #"json-duplicate-key"#, #"$.aps.alert"#,
          #"the key "alert" appears twice in this object (first at 1:10)"#,
          hint: #"Remove one of them; JSON readers disagree on which one wins."#),
      ]),
    LintCase(
      #"trailing comma passes through alone"#,
      #"{"aps": {"alert": "a",}}"#,
      [
        d(#"1:22"#, .error, #"json-trailing-comma"#, #"$.aps"#,
          #"trailing comma after the last member of an object"#,
          hint: #"Remove this comma; JSON allows no comma before '}'."#),
      ]),
    LintCase(
      #"content-available true"#,
      #"{"aps": {"alert": "Hi", "content-available": true}}"#,
      [
        d(#"1:46"#, .warning, #"content-available-not-one"#, #"$.aps.content-available"#,
          #"`content-available` is `true`; iOS only reads the number 1"#,
          hint: #"Write "content-available": 1, or remove the key."#),
      ]),
    LintCase(
      #"content-available false"#,
      #"{"aps": {"alert": "Hi", "content-available": false}}"#,
      [
        d(#"1:46"#, .warning, #"content-available-not-one"#, #"$.aps.content-available"#,
          #"`content-available` is `false`; iOS only reads the number 1"#,
          hint: #"Remove the key when the push should not wake the app."#),
      ]),
    LintCase(
      #"content-available 0"#,
      #"{"aps": {"alert": "Hi", "content-available": 0}}"#,
      [
        d(#"1:46"#, .warning, #"content-available-not-one"#, #"$.aps.content-available"#,
          #"`content-available` is 0, which does not mean off"#,
          hint: #"Remove the key when the push should not wake the app."#),
      ]),
    LintCase(
      #"content-available "1""#,
      #"{"aps": {"alert": "Hi", "content-available": "1"}}"#,
      [
        d(#"1:46"#, .warning, #"content-available-not-one"#, #"$.aps.content-available"#,
          #"`content-available` is the string "1"; iOS only reads the number 1"#,
          hint: #"Write "content-available": 1 without quotes, or remove the key."#),
      ]),
    LintCase(
      #"content-available 2"#,
      #"{"aps": {"alert": "Hi", "content-available": 2}}"#,
      [
        d(#"1:46"#, .warning, #"content-available-not-one"#, #"$.aps.content-available"#,
          #"`content-available` is the number 2; iOS only reads the number 1"#,
          hint: #"Write "content-available": 1, or remove the key."#),
      ]),
    LintCase(
      #"content-available 1.0"#,
      #"{"aps": {"alert": "Hi", "content-available": 1.0}}"#,
      [
        d(#"1:46"#, .warning, #"content-available-not-one"#, #"$.aps.content-available"#,
          #"`content-available` is the number 1.0; iOS only reads the number 1"#,
          hint: #"Write "content-available": 1, or remove the key."#),
      ]),
    LintCase(
      #"content-available null"#,
      #"{"aps": {"alert": "Hi", "content-available": null}}"#,
      [
        d(#"1:46"#, .warning, #"content-available-not-one"#, #"$.aps.content-available"#,
          #"`content-available` is `null`; iOS only reads the number 1"#,
          hint: #"Write "content-available": 1, or remove the key."#),
      ]),
    LintCase(
      #"mutable-content true"#,
      #"{"aps": {"alert": "Hi", "mutable-content": true}}"#,
      [
        d(#"1:44"#, .warning, #"mutable-content-not-one"#, #"$.aps.mutable-content"#,
          #"`mutable-content` is `true`; iOS only reads the number 1"#,
          hint: #"Write "mutable-content": 1, or remove the key."#),
      ]),
    LintCase(
      #"mutable-content 0"#,
      #"{"aps": {"alert": "Hi", "mutable-content": 0}}"#,
      [
        d(#"1:44"#, .warning, #"mutable-content-not-one"#, #"$.aps.mutable-content"#,
          #"`mutable-content` is 0; iOS only reads the number 1"#,
          hint: #"Remove the key when no service extension should run."#),
      ]),
    LintCase(
      #"critical true"#,
      #"{"aps": {"alert": "Fire", "sound": {"critical": true, "name": "a.caf", "volume": 0.5}}}"#,
      [
        d(#"1:49"#, .warning, #"critical-not-one"#, #"$.aps.sound.critical"#,
          #"`critical` is `true`; iOS only reads the number 1"#,
          hint: #"Write "critical": 1, or remove the key."#),
      ]),
    LintCase(
      #"critical volume 1.5"#,
      #"{"aps": {"alert": "Fire", "sound": {"critical": 1, "name": "a.caf", "volume": 1.5}}}"#,
      [
        d(#"1:79"#, .warning, #"critical-volume-out-of-range"#, #"$.aps.sound.volume"#,
          #"`volume` is 1.5, outside 0...1"#,
          hint: #"Write a volume from 0 (silent) to 1 (full)."#),
      ]),
    LintCase(
      #"critical volume -1"#,
      #"{"aps": {"alert": "Fire", "sound": {"critical": 1, "volume": -1}}}"#,
      [
        d(#"1:62"#, .warning, #"critical-volume-out-of-range"#, #"$.aps.sound.volume"#,
          #"`volume` is -1, outside 0...1"#,
          hint: #"Write a volume from 0 (silent) to 1 (full)."#),
      ]),
    LintCase(
      #"mutable-content with badge only"#,
      #"{"aps": {"mutable-content": 1, "badge": 1}}"#,
      [
        d(#"1:29"#, .warning, #"mutable-content-without-alert-text"#, #"$.aps.mutable-content"#,
          #"`mutable-content` is 1 but the alert has no title, subtitle or body; the service "#
          + #"extension will not run"#,
          hint: #"Give the alert a title, subtitle or body, or remove "mutable-content"."#),
      ]),
    LintCase(
      #"mutable-content with launch image only"#,
      #"{"aps": {"alert": {"launch-image": "a.png"}, "mutable-content": 1}}"#,
      [
        d(#"1:65"#, .warning, #"mutable-content-without-alert-text"#, #"$.aps.mutable-content"#,
          #"`mutable-content` is 1 but the alert has no title, subtitle or body; the service "#
          + #"extension will not run"#,
          hint: #"Give the alert a title, subtitle or body, or remove "mutable-content"."#),
      ]),
    LintCase(
      #".apns file with mutable-content"#,
      #"{"Simulator Target Bundle": "a.b", "aps": {"alert": {"body": "Hi"}, "mutable-content": 1}}"#,
      options: .init(isSimulatorFile: true),
      [
        d(#"1:88"#, .warning, #"simulator-ignores-mutable-content"#, #"$.aps.mutable-content"#,
          #"`mutable-content` has no effect in a simulated push; the service extension will not run"#,
          hint: #"Test the service extension with a real push through the APNs sandbox, to a device or "#
                + #"(Xcode 14 and later) an iOS 16 Simulator; the Xcode 11.4 and Xcode 14 release notes both "#
                + #"say simulated pushes do not run it."#),
      ]),
    LintCase(
      #"background push type with alert, sound and badge"#,
      #"{"aps": {"content-available": 1, "alert": "Hi", "sound": "default", "badge": 1}}"#,
      options: .init(pushType: "background"),
      [
        d(#"1:34"#, .warning, #"background-push-has-visible-keys"#, #"$.aps.alert"#,
          #"`alert` in a background push; a background push must not alert the user"#,
          hint: #"Remove "alert", or send the push with apns-push-type alert."#),
        d(#"1:49"#, .warning, #"background-push-has-visible-keys"#, #"$.aps.sound"#,
          #"`sound` in a background push; a background push must not alert the user"#,
          hint: #"Remove "sound", or send the push with apns-push-type alert."#),
        d(#"1:69"#, .warning, #"background-push-has-visible-keys"#, #"$.aps.badge"#,
          #"`badge` in a background push; a background push must not alert the user"#,
          hint: #"Remove "badge", or send the push with apns-push-type alert."#),
      ]),
    LintCase(
      #"background push type without content-available"#,
      #"{"aps": {}, "id": 7}"#,
      options: .init(pushType: "background"),
      [
        d(#"1:9"#, .warning, #"background-push-without-content-available"#, #"$.aps"#,
          #"the background push has no `content-available`, so it will not wake the app"#,
          hint: #"Add "content-available": 1 to aps."#),
      ]),
    LintCase(
      #"badge -1"#,
      #"{"aps": {"badge": -1}}"#,
      [
        d(#"1:19"#, .warning, #"badge-negative"#, #"$.aps.badge"#,
          #"`badge` is the number -1, below 0"#,
          hint: #"Write 0 to remove the badge, or a positive count."#),
      ]),
    LintCase(
      #"badge 1.5"#,
      #"{"aps": {"badge": 1.5}}"#,
      [
        d(#"1:9"#, .warning, #"payload-does-nothing"#, #"$.aps"#,
          #"the payload has no alert, sound, badge or `content-available`; iOS will show nothing "#
          + #"and wake nothing"#,
          hint: #"Add an alert, sound or badge to show something, or "content-available": 1 to wake "#
                + #"the app."#),
        d(#"1:19"#, .warning, #"badge-not-integer"#, #"$.aps.badge"#,
          #"`badge` is the number 1.5, not a whole number"#,
          hint: #"Write a whole number such as 1; 0 removes the badge."#),
      ]),
    LintCase(
      #"badge string"#,
      #"{"aps": {"alert": "Hi", "badge": "3"}}"#,
      [
        d(#"1:34"#, .warning, #"value-wrong-type"#, #"$.aps.badge"#,
          #"`badge` is the string "3", not a number"#,
          hint: #"Write the count as a number without quotes, such as 3."#),
      ]),
    LintCase(
      #"empty aps"#,
      #"{"aps": {}}"#,
      [
        d(#"1:9"#, .warning, #"payload-does-nothing"#, #"$.aps"#,
          #"the payload has no alert, sound, badge or `content-available`; iOS will show nothing "#
          + #"and wake nothing"#,
          hint: #"Add an alert, sound or badge to show something, or "content-available": 1 to wake "#
                + #"the app."#),
      ]),
    LintCase(
      #"aps with only a category"#,
      #"{"aps": {"category": "MSG"}}"#,
      [
        d(#"1:9"#, .warning, #"payload-does-nothing"#, #"$.aps"#,
          #"the payload has no alert, sound, badge or `content-available`; iOS will show nothing "#
          + #"and wake nothing"#,
          hint: #"Add an alert, sound or badge to show something, or "content-available": 1 to wake "#
                + #"the app."#),
      ]),
    LintCase(
      #"relevance-score 5"#,
      #"{"aps": {"alert": "Hi", "relevance-score": 5}}"#,
      [
        d(#"1:44"#, .warning, #"relevance-score-out-of-range"#, #"$.aps.relevance-score"#,
          #"`relevance-score` is 5, outside 0...1"#,
          hint: #"Write a score from 0 to 1; only Live Activity payloads take other values."#),
      ]),
    LintCase(
      #"relevance-score string"#,
      #"{"aps": {"alert": "Hi", "relevance-score": "0.5"}}"#,
      [
        d(#"1:44"#, .warning, #"value-wrong-type"#, #"$.aps.relevance-score"#,
          #"`relevance-score` is the string "0.5", not a number"#,
          hint: #"Write a number from 0 to 1 without quotes, such as 0.5."#),
      ]),
    LintCase(
      #"summary-arg-count in aps"#,
      #"{"aps": {"alert": "Hi", "summary-arg-count": 2}}"#,
      [
        d(#"1:25"#, .warning, #"retired-key"#, #"$.aps.summary-arg-count"#,
          #"`summary-arg-count` is retired; iOS 15 and later ignore it"#,
          hint: #"Remove "summary-arg-count"."#),
      ]),
    LintCase(
      #"show-view in alert"#,
      #"{"aps": {"alert": {"body": "Hi", "show-view": "x"}}}"#,
      [
        d(#"1:34"#, .warning, #"retired-key"#, #"$.aps.alert.show-view"#,
          #"`show-view` is retired; current iOS ignores it"#,
          hint: #"Remove "show-view"."#),
      ]),
    LintCase(
      #"misspelled Simulator Target bundle"#,
      #"{"aps": {"alert": "Hi"}, "Simulator Target bundle": "com.example.app"}"#,
      options: .init(isSimulatorFile: true),
      [
        d(#"1:26"#, .warning, #"simulator-target-bundle-misspelled"#, #"$["Simulator Target bundle"]"#,
          #"unknown top-level key "Simulator Target bundle"; did you mean `Simulator Target Bundle`?"#,
          hint: #"Rename it to "Simulator Target Bundle", spelled exactly so, or simctl will not find "#
                + #"the bundle identifier in it."#),
      ]),
    LintCase(
      #"misspelled SimulatorTargetBundle"#,
      #"{"aps": {"alert": "Hi"}, "SimulatorTargetBundle": "com.example.app"}"#,
      options: .init(isSimulatorFile: true),
      [
        d(#"1:26"#, .warning, #"simulator-target-bundle-misspelled"#, #"$.SimulatorTargetBundle"#,
          #"unknown top-level key "SimulatorTargetBundle"; did you mean `Simulator Target Bundle`?"#,
          hint: #"Rename it to "Simulator Target Bundle", spelled exactly so, or simctl will not find "#
                + #"the bundle identifier in it."#),
      ]),
    LintCase(
      #"misspelled simulator-target-bundle"#,
      #"{"aps": {"alert": "Hi"}, "simulator-target-bundle": "com.example.app"}"#,
      options: .init(isSimulatorFile: true),
      [
        d(#"1:26"#, .warning, #"simulator-target-bundle-misspelled"#, #"$.simulator-target-bundle"#,
          #"unknown top-level key "simulator-target-bundle"; did you mean `Simulator Target Bundle`?"#,
          hint: #"Rename it to "Simulator Target Bundle", spelled exactly so, or simctl will not find "#
                + #"the bundle identifier in it."#),
      ]),
    LintCase(
      #"misspelled Simulator Target Bundel"#,
      #"{"aps": {"alert": "Hi"}, "Simulator Target Bundel": "com.example.app"}"#,
      options: .init(isSimulatorFile: true),
      [
        d(#"1:26"#, .warning, #"simulator-target-bundle-misspelled"#, #"$["Simulator Target Bundel"]"#,
          #"unknown top-level key "Simulator Target Bundel"; did you mean `Simulator Target Bundle`?"#,
          hint: #"Rename it to "Simulator Target Bundle", spelled exactly so, or simctl will not find "#
                + #"the bundle identifier in it."#),
      ]),
    LintCase(
      #"Simulator Target Bundle a number"#,
      #"{"aps": {"alert": "Hi"}, "Simulator Target Bundle": 5}"#,
      options: .init(isSimulatorFile: true),
      [
        d(#"1:53"#, .warning, #"value-wrong-type"#, #"$["Simulator Target Bundle"]"#,
          #"`Simulator Target Bundle` is the number 5, not a string"#,
          hint: #"Write the app's bundle identifier as a string, such as "com.example.app"."#),
      ]),
    LintCase(
      #"content-available beside aps"#,
      #"{"aps": {"alert": "Hi"}, "content-available": 1}"#,
      [
        d(#"1:26"#, .warning, #"aps-key-outside-aps"#, #"$.content-available"#,
          #"`content-available` stands beside `aps`, where iOS does not read it"#,
          hint: #"Move "content-available" into the "aps" dictionary."#),
      ]),
    LintCase(
      #"aps key content_available"#,
      #"{"aps": {"alert": "Hi", "content_available": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.content_available"#,
          #"unknown key "content_available" in `aps`; did you mean `content-available`?"#,
          hint: #"Rename it to "content-available"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key contentAvailable"#,
      #"{"aps": {"alert": "Hi", "contentAvailable": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.contentAvailable"#,
          #"unknown key "contentAvailable" in `aps`; did you mean `content-available`?"#,
          hint: #"Rename it to "content-available"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key mutable_content"#,
      #"{"aps": {"alert": "Hi", "mutable_content": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.mutable_content"#,
          #"unknown key "mutable_content" in `aps`; did you mean `mutable-content`?"#,
          hint: #"Rename it to "mutable-content"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key threadId"#,
      #"{"aps": {"alert": "Hi", "threadId": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.threadId"#,
          #"unknown key "threadId" in `aps`; did you mean `thread-id`?"#,
          hint: #"Rename it to "thread-id"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key thread_id"#,
      #"{"aps": {"alert": "Hi", "thread_id": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.thread_id"#,
          #"unknown key "thread_id" in `aps`; did you mean `thread-id`?"#,
          hint: #"Rename it to "thread-id"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key badges"#,
      #"{"aps": {"alert": "Hi", "badges": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.badges"#,
          #"unknown key "badges" in `aps`; did you mean `badge`?"#,
          hint: #"Rename it to "badge"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key alrt"#,
      #"{"aps": {"alert": "Hi", "alrt": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.alrt"#,
          #"unknown key "alrt" in `aps`; did you mean `alert`?"#,
          hint: #"Rename it to "alert"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key contentState"#,
      #"{"aps": {"alert": "Hi", "contentState": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.contentState"#,
          #"unknown key "contentState" in `aps`; did you mean `content-state`?"#,
          hint: #"Rename it to "content-state"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key content_state"#,
      #"{"aps": {"alert": "Hi", "content_state": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.content_state"#,
          #"unknown key "content_state" in `aps`; did you mean `content-state`?"#,
          hint: #"Rename it to "content-state"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key staleDate"#,
      #"{"aps": {"alert": "Hi", "staleDate": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.staleDate"#,
          #"unknown key "staleDate" in `aps`; did you mean `stale-date`?"#,
          hint: #"Rename it to "stale-date"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key dismissal_date"#,
      #"{"aps": {"alert": "Hi", "dismissal_date": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.dismissal_date"#,
          #"unknown key "dismissal_date" in `aps`; did you mean `dismissal-date`?"#,
          hint: #"Rename it to "dismissal-date"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key attributesType"#,
      #"{"aps": {"alert": "Hi", "attributesType": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.attributesType"#,
          #"unknown key "attributesType" in `aps`; did you mean `attributes-type`?"#,
          hint: #"Rename it to "attributes-type"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"aps key Sound"#,
      #"{"aps": {"alert": "Hi", "Sound": 1}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.Sound"#,
          #"unknown key "Sound" in `aps`; did you mean `sound`?"#,
          hint: #"Rename it to "sound"; APNs ignores keys it does not define inside aps."#),
      ]),
    LintCase(
      #"custom key inside aps"#,
      #"{"aps": {"alert": "Hi", "orderID": 42}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.orderID"#,
          #"unknown key "orderID" in `aps`; APNs ignores custom keys inside aps"#,
          hint: #"Move "orderID" out of aps to the top level, beside "aps", where the app can read it."#),
      ]),
    LintCase(
      #"alert key inside aps"#,
      #"{"aps": {"alert": "Hi", "title": "Hello"}}"#,
      [
        d(#"1:25"#, .warning, #"unknown-aps-key"#, #"$.aps.title"#,
          #"`title` is an `alert` key, not an `aps` key; APNs ignores it here"#,
          hint: #"Move "title" into the "alert" dictionary."#),
      ]),
    LintCase(
      #"alert key titel"#,
      #"{"aps": {"alert": {"titel": "Hi", "body": "x"}}}"#,
      [
        d(#"1:20"#, .warning, #"unknown-alert-key"#, #"$.aps.alert.titel"#,
          #"unknown key "titel" in `alert`; did you mean `title`?"#,
          hint: #"Rename it to "title"; iOS ignores alert keys it does not define."#),
      ]),
    LintCase(
      #"aps key inside alert"#,
      #"{"aps": {"alert": {"body": "x", "category": "MSG"}}}"#,
      [
        d(#"1:33"#, .warning, #"unknown-alert-key"#, #"$.aps.alert.category"#,
          #"`category` is an `aps` key, not an `alert` key; iOS ignores it here"#,
          hint: #"Move "category" out of "alert" into the "aps" dictionary."#),
      ]),
    LintCase(
      #"custom key inside alert"#,
      #"{"aps": {"alert": {"body": "x", "color": "red"}}}"#,
      [
        d(#"1:33"#, .warning, #"unknown-alert-key"#, #"$.aps.alert.color"#,
          #"unknown key "color" in `alert`; iOS ignores it"#,
          hint: #"Remove it, or put custom data at the top level, beside "aps"."#),
      ]),
    LintCase(
      #"sound key volumn"#,
      #"{"aps": {"sound": {"critical": 1, "volumn": 0.5}}}"#,
      [
        d(#"1:35"#, .warning, #"unknown-sound-key"#, #"$.aps.sound.volumn"#,
          #"unknown key "volumn" in `sound`; did you mean `volume`?"#,
          hint: #"Rename it to "volume"."#),
      ]),
    LintCase(
      #"sound key loop"#,
      #"{"aps": {"sound": {"name": "a.caf", "loop": true}}}"#,
      [
        d(#"1:37"#, .warning, #"unknown-sound-key"#, #"$.aps.sound.loop"#,
          #"unknown key "loop" in `sound`; iOS reads only critical, name and volume"#,
          hint: #"Remove "loop"."#),
      ]),
    LintCase(
      #"interruption-level timeSensitive"#,
      #"{"aps": {"alert": "Hi", "interruption-level": "timeSensitive"}}"#,
      [
        d(#"1:47"#, .warning, #"unknown-interruption-level"#, #"$.aps.interruption-level"#,
          #"unknown `interruption-level` "timeSensitive"; did you mean "time-sensitive"?"#,
          hint: #"Write "time-sensitive"; iOS reads an unknown level as no level."#),
      ]),
    LintCase(
      #"interruption-level urgent"#,
      #"{"aps": {"alert": "Hi", "interruption-level": "urgent"}}"#,
      [
        d(#"1:47"#, .warning, #"unknown-interruption-level"#, #"$.aps.interruption-level"#,
          #"unknown `interruption-level` "urgent""#,
          hint: #"Write one of "passive", "active", "time-sensitive" or "critical"."#),
      ]),
    LintCase(
      #"loc-args without loc-key"#,
      #"{"aps": {"alert": {"body": "Hi", "title-loc-args": ["Anna"]}}}"#,
      [
        d(#"1:34"#, .warning, #"loc-args-without-loc-key"#, #"$.aps.alert.title-loc-args"#,
          #"`title-loc-args` is given without `title-loc-key`"#,
          hint: #"Add "title-loc-key" naming the format in Localizable.strings, or remove "#
                + #""title-loc-args"."#),
      ]),
    LintCase(
      #"loc-key format with too few args"#,
      #"{"aps": {"alert": {"loc-key": "%@ sent %@", "loc-args": ["Anna"]}}}"#,
      [
        d(#"1:57"#, .warning, #"loc-args-count-mismatch"#, #"$.aps.alert.loc-args"#,
          #"`loc-key` has 2 placeholders but `loc-args` has 1 argument"#,
          hint: #"Give "loc-args" one string for each placeholder of "loc-key"."#),
      ]),
    LintCase(
      #"positional loc-key format with too many args"#,
      #"{"aps": {"alert": {"subtitle-loc-key": "from %1$@", "subtitle-loc-args": ["A", "B"], "body": "x"}}}"#,
      [
        d(#"1:74"#, .warning, #"loc-args-count-mismatch"#, #"$.aps.alert.subtitle-loc-args"#,
          #"`subtitle-loc-key` has 1 placeholder but `subtitle-loc-args` has 2 arguments"#,
          hint: #"Give "subtitle-loc-args" one string for each placeholder of "subtitle-loc-key"."#),
      ]),
    LintCase(
      #"loc-key format without args"#,
      #"{"aps": {"alert": {"loc-key": "Hello %@"}}}"#,
      [
        d(#"1:31"#, .warning, #"loc-args-count-mismatch"#, #"$.aps.alert.loc-key"#,
          #"`loc-key` has 1 placeholder but there is no `loc-args`"#,
          hint: #"Add "loc-args" with one string for each placeholder."#),
      ]),
    LintCase(
      #"alert a number"#,
      #"{"aps": {"alert": 5, "badge": 1}}"#,
      [
        d(#"1:19"#, .warning, #"value-wrong-type"#, #"$.aps.alert"#,
          #"`alert` is the number 5, not a string or a dictionary"#,
          hint: #"Write the alert as a string (the body) or as a dictionary with a title and body."#),
      ]),
    LintCase(
      #"sound true"#,
      #"{"aps": {"alert": "Hi", "sound": true}}"#,
      [
        d(#"1:34"#, .warning, #"value-wrong-type"#, #"$.aps.sound"#,
          #"`sound` is `true`, not a string or a dictionary"#,
          hint: #"Write a sound file name or "default", or a dictionary with critical, name and volume."#),
      ]),
    LintCase(
      #"thread-id a number"#,
      #"{"aps": {"alert": "Hi", "thread-id": 5}}"#,
      [
        d(#"1:38"#, .warning, #"value-wrong-type"#, #"$.aps.thread-id"#,
          #"`thread-id` is the number 5, not a string"#,
          hint: #"Write "thread-id" as a string in double quotes."#),
      ]),
    LintCase(
      #"category true"#,
      #"{"aps": {"alert": "Hi", "category": true}}"#,
      [
        d(#"1:37"#, .warning, #"value-wrong-type"#, #"$.aps.category"#,
          #"`category` is `true`, not a string"#,
          hint: #"Write "category" as a string in double quotes."#),
      ]),
    LintCase(
      #"target-content-id null"#,
      #"{"aps": {"alert": "Hi", "target-content-id": null}}"#,
      [
        d(#"1:46"#, .warning, #"value-wrong-type"#, #"$.aps.target-content-id"#,
          #"`target-content-id` is `null`, not a string"#,
          hint: #"Write "target-content-id" as a string in double quotes."#),
      ]),
    LintCase(
      #"filter-criteria an array"#,
      #"{"aps": {"alert": "Hi", "filter-criteria": []}}"#,
      [
        d(#"1:44"#, .warning, #"value-wrong-type"#, #"$.aps.filter-criteria"#,
          #"`filter-criteria` is an array, not a string"#,
          hint: #"Write "filter-criteria" as a string in double quotes."#),
      ]),
    LintCase(
      #"interruption-level a number"#,
      #"{"aps": {"alert": "Hi", "interruption-level": 2}}"#,
      [
        d(#"1:47"#, .warning, #"value-wrong-type"#, #"$.aps.interruption-level"#,
          #"`interruption-level` is the number 2, not a string"#,
          hint: #"Write one of "passive", "active", "time-sensitive" or "critical"."#),
      ]),
    LintCase(
      #"title a number"#,
      #"{"aps": {"alert": {"title": 5, "body": "x"}}}"#,
      [
        d(#"1:29"#, .warning, #"value-wrong-type"#, #"$.aps.alert.title"#,
          #"`title` is the number 5, not a string"#,
          hint: #"Write "title" as a string in double quotes."#),
      ]),
    LintCase(
      #"loc-args a string"#,
      #"{"aps": {"alert": {"loc-key": "MSG", "loc-args": "Anna"}}}"#,
      [
        d(#"1:50"#, .warning, #"value-wrong-type"#, #"$.aps.alert.loc-args"#,
          #"`loc-args` is the string "Anna", not an array of strings"#,
          hint: #"Write "loc-args" as an array of strings, such as ["Anna"]."#),
      ]),
    LintCase(
      #"loc-args with a number"#,
      #"{"aps": {"alert": {"loc-key": "MSG", "loc-args": ["Anna", 3]}}}"#,
      [
        d(#"1:59"#, .warning, #"value-wrong-type"#, #"$.aps.alert.loc-args[1]"#,
          #"`loc-args[1]` is the number 3, not a string"#,
          hint: #"Put each argument in double quotes."#),
      ]),
    LintCase(
      #"sound name a number"#,
      #"{"aps": {"sound": {"critical": 1, "name": 7}}}"#,
      [
        d(#"1:43"#, .warning, #"value-wrong-type"#, #"$.aps.sound.name"#,
          #"`name` is the number 7, not a string"#,
          hint: #"Write "name" as a string in double quotes."#),
      ]),
    LintCase(
      #"volume a string"#,
      #"{"aps": {"sound": {"critical": 1, "volume": "high"}}}"#,
      [
        d(#"1:45"#, .warning, #"value-wrong-type"#, #"$.aps.sound.volume"#,
          #"`volume` is the string "high", not a number"#,
          hint: #"Write a number from 0 to 1 without quotes, such as 0.5."#),
      ]),
    LintCase(
      #"Live Activity update without timestamp and content-state"#,
      #"{"aps": {"event": "update"}}"#,
      [
        d(#"1:9"#, .warning, #"live-activity-missing-key"#, #"$.aps"#,
          #"the Live Activity payload has no `timestamp`"#,
          hint: #"Add "timestamp" with the time of this update in seconds since 1970."#),
        d(#"1:9"#, .warning, #"live-activity-missing-key"#, #"$.aps"#,
          #"the Live Activity `update` has no `content-state`"#,
          hint: #"Add "content-state" with the activity's ContentState as JSON."#),
      ]),
    LintCase(
      #"Live Activity start without push-to-start keys"#,
      #"{"aps": {"event": "start", "timestamp": 1700000000, "content-state": {}}}"#,
      [
        d(#"1:9"#, .warning, #"live-activity-missing-key"#, #"$.aps"#,
          #"the Live Activity `start` has no `attributes-type`"#,
          hint: #"Add "attributes-type" with the name of the app's ActivityAttributes type."#),
        d(#"1:9"#, .warning, #"live-activity-missing-key"#, #"$.aps"#,
          #"the Live Activity `start` has no `attributes`"#,
          hint: #"Add "attributes" with the activity's static attributes as JSON."#),
        d(#"1:9"#, .warning, #"live-activity-missing-key"#, #"$.aps"#,
          #"the Live Activity `start` has no `alert`"#,
          hint: #"Add "alert" with a "title" and "body"; ActivityKit's push-to-start payload requires one."#),
      ]),
    LintCase(
      #"Live Activity update with push-to-start keys and a dismissal date"#,
      #"{"aps": {"event": "update", "timestamp": 1700000000, "content-state": {}, "input-push-token": 1, "dismissal-date": 1700003600}}"#,
      [
        d(#"1:75"#, .warning, #"live-activity-key-not-for-event"#, #"$.aps.input-push-token"#,
          #"`input-push-token` belongs to a push-to-start `start`; the Live Activity `update` ignores it"#,
          hint: #"Remove "input-push-token", or send it with "event": "start"."#),
        d(#"1:98"#, .warning, #"live-activity-key-not-for-event"#, #"$.aps.dismissal-date"#,
          #"`dismissal-date` is read only with "event": "end"; the Live Activity `update` ignores it"#,
          hint: #"Move "dismissal-date" to the push that ends the activity."#),
      ]),
    LintCase(
      #"Live Activity localized title with a misspelled loc-key"#,
      #"{"aps": {"event": "update", "timestamp": 1700000000, "content-state": {}, "alert": {"title": {"loc-kye": "T"}, "body": "B"}}}"#,
      [
        d(#"1:94"#, .warning, #"live-activity-missing-key"#, #"$.aps.alert.title"#,
          #"the localized `title` has no `loc-key`"#,
          hint: #"Add "loc-key" with the key of the localized string, or write the text as a string."#),
        d(#"1:95"#, .warning, #"unknown-alert-key"#, #"$.aps.alert.title.loc-kye"#,
          #"unknown key "loc-kye" in the localized `title`; did you mean `loc-key`?"#,
          hint: #"Rename it to "loc-key"."#),
      ]),
    LintCase(
      #"liveactivity push type with empty aps"#,
      #"{"aps": {}}"#,
      options: .init(pushType: "liveactivity"),
      [
        d(#"1:9"#, .warning, #"live-activity-missing-key"#, #"$.aps"#,
          #"the Live Activity payload has no `event`"#,
          hint: #"Add "event": "update", "start" or "end"."#),
        d(#"1:9"#, .warning, #"live-activity-missing-key"#, #"$.aps"#,
          #"the Live Activity payload has no `timestamp`"#,
          hint: #"Add "timestamp" with the time of this update in seconds since 1970."#),
      ]),
    LintCase(
      #"Live Activity event Update"#,
      #"{"aps": {"event": "Update", "timestamp": 1700000000, "content-state": {}}}"#,
      [
        d(#"1:19"#, .warning, #"live-activity-unknown-event"#, #"$.aps.event"#,
          #"unknown Live Activity `event` "Update"; did you mean "update"?"#,
          hint: #"Write "update"; events are lower case."#),
      ]),
    LintCase(
      #"Live Activity event stop"#,
      #"{"aps": {"event": "stop", "timestamp": 1700000000}}"#,
      [
        d(#"1:19"#, .warning, #"live-activity-unknown-event"#, #"$.aps.event"#,
          #"unknown Live Activity `event` "stop""#,
          hint: #"Write "start", "update" or "end"."#),
      ]),
    LintCase(
      #"Live Activity timestamp in milliseconds"#,
      #"{"aps": {"event": "end", "timestamp": 1700000000123}}"#,
      [
        d(#"1:39"#, .warning, #"live-activity-date-in-milliseconds"#, #"$.aps.timestamp"#,
          #"`timestamp` is 1700000000123, which looks like milliseconds; ActivityKit reads seconds"#,
          hint: #"Write seconds since 1970: 1700000000."#),
      ]),
    LintCase(
      #"Live Activity timestamp past 64 bits"#,
      #"{"aps": {"event": "end", "timestamp": 9223372036854775808}}"#,
      [
        d(#"1:39"#, .error, #"live-activity-date-out-of-range"#, #"$.aps.timestamp"#,
          #"`timestamp` 9223372036854775808 is out of range: seconds since 1970 are a 64-bit whole number"#,
          hint: #"Write seconds since 1970, such as 1700000000."#),
      ]),
    LintCase(
      #"Live Activity dismissal-date below 64 bits"#,
      #"{"aps": {"event": "end", "timestamp": 1, "dismissal-date": -99999999999999999999999999999999999999999}}"#,
      [
        d(#"1:60"#, .error, #"live-activity-date-out-of-range"#, #"$.aps.dismissal-date"#,
          #"`dismissal-date` -99999999999999999999999… is out of range: seconds since 1970 are a 64-bit whole number"#,
          hint: #"Write seconds since 1970, such as 1700000000."#),
      ]),
    LintCase(
      #"Live Activity stale-date with a fraction"#,
      #"{"aps": {"event": "end", "timestamp": 1700000000, "stale-date": 1700000000.5}}"#,
      [
        d(#"1:65"#, .warning, #"value-wrong-type"#, #"$.aps.stale-date"#,
          #"`stale-date` is the number 1700000000.5, not a whole number of seconds"#,
          hint: #"Write whole seconds since 1970, such as 1700000000."#),
      ]),
    LintCase(
      #"Live Activity content-state a string"#,
      #"{"aps": {"event": "update", "timestamp": 1700000000, "content-state": "x"}}"#,
      [
        d(#"1:71"#, .warning, #"value-wrong-type"#, #"$.aps.content-state"#,
          #"`content-state` is the string "x", not a dictionary"#,
          hint: #"Write "content-state" as a JSON object: {...}."#),
      ]),
    LintCase(
      #"Live Activity event a number"#,
      #"{"aps": {"event": 1, "timestamp": 1700000000}}"#,
      [
        d(#"1:19"#, .warning, #"value-wrong-type"#, #"$.aps.event"#,
          #"`event` is the number 1, not a string"#,
          hint: #"Write "start", "update" or "end"."#),
      ]),
    LintCase(
      #"Live Activity timestamp a string"#,
      #"{"aps": {"event": "end", "timestamp": "now"}}"#,
      [
        d(#"1:39"#, .warning, #"value-wrong-type"#, #"$.aps.timestamp"#,
          #"`timestamp` is the string "now", not a number"#,
          hint: #"Write seconds since 1970 as a number, such as 1700000000."#),
      ]),
    LintCase(
      #"positions on later lines"#,
      "{\n  \"aps\": {\n    \"alert\": \"Hi\",\n    \"content-available\": true\n  }\n}",
      [
        d(#"4:26"#, .warning, #"content-available-not-one"#, #"$.aps.content-available"#,
          #"`content-available` is `true`; iOS only reads the number 1"#,
          hint: #"Write "content-available": 1, or remove the key."#),
      ]),
]

/// Payloads of every kind that must lint clean.
let cleanCases: [LintCase] = [
  LintCase(
    "alert with sound and badge",
    #"{"aps": {"alert": {"title": "Hi", "body": "There"}, "sound": "default", "badge": 3}}"#, []),
  LintCase("string alert", #"{"aps": {"alert": "Hi"}, "orderID": 42}"#, []),
  LintCase("badge 0 alone", #"{"aps": {"badge": 0}}"#, []),
  LintCase("alert with content-available", #"{"aps": {"alert": "Hi", "content-available": 1}}"#, []),
  LintCase(
    "background push", #"{"aps": {"content-available": 1}, "id": "42"}"#,
    options: .init(pushType: "background"), []),
  LintCase("background push, push type unknown", #"{"aps": {"content-available": 1}}"#, []),
  LintCase(
    "mutable-content with body", #"{"aps": {"alert": {"body": "Hi"}, "mutable-content": 1}}"#, []),
  LintCase(
    "mutable-content with localized title",
    #"{"aps": {"alert": {"title-loc-key": "NEW_MSG"}, "mutable-content": 1}}"#, []),
  LintCase(
    "Live Activity update",
    #"""
    {"aps": {"event": "update", "timestamp": 1700000000, "content-state": {"score": 2},
             "relevance-score": 42}}
    """#,
    options: .init(pushType: "liveactivity"), []),
  LintCase(
    "Live Activity end without content-state",
    #"{"aps": {"event": "end", "timestamp": 1700000000, "dismissal-date": 1700003600}}"#, []),
  LintCase(
    "Live Activity push-to-start",
    #"""
    {"aps": {"event": "start", "timestamp": 1700000000, "content-state": {},
             "attributes-type": "MatchAttributes", "attributes": {"home": "A"},
             "alert": {"title": "Kick-off", "body": "The match has started"}}}
    """#,
    []),
  LintCase(
    "Live Activity push-to-start as Apple's guide writes it (iOS 18 input-push-token, localized alert, sound inside alert)",
    #"""
    {"aps": {"timestamp": 1168364460, "event": "start",
             "content-state": {"currentHealthLevel": 100, "eventDescription": "Adventure has started!"},
             "attributes-type": "AdventureAttributes",
             "attributes": {"currentHealthLevel": 100, "eventDescription": "Adventure has started!"},
             "alert": {"title": {"loc-key": "%@ is on an adventure!", "loc-args": ["Power Panda"]},
                       "body": {"loc-key": "%@ found a sword!", "loc-args": ["Power Panda"]},
                       "sound": "chime.aiff"},
             "input-push-token": 1}}
    """#,
    options: .init(pushType: "liveactivity"), []),
  LintCase(
    "Live Activity update with an alert, relevance and stale date, as Apple's guide writes it",
    #"""
    {"aps": {"timestamp": 1685952000, "event": "update",
             "content-state": {"currentHealthLevel": 0.941, "eventDescription": "Power Panda found a sword!"},
             "alert": {"title": {"loc-key": "%@ is on an adventure!", "loc-args": ["Power Panda"]},
                       "body": {"loc-key": "%@ found a sword!", "loc-args": ["Power Panda"]},
                       "sound": "chime.aiff"},
             "relevance-score": 100.0, "stale-date": 1685959200}}
    """#,
    options: .init(pushType: "liveactivity"), []),
  LintCase(
    "Live Activity push-to-start on a broadcast channel (iOS 18)",
    #"""
    {"aps": {"timestamp": 1685952000, "event": "start", "content-state": {"score": 0},
             "attributes-type": "MatchAttributes", "attributes": {"home": "A"},
             "alert": {"title": "Kick-off", "body": "The match has started"},
             "input-push-channel": "dHN0LXNyY2gtY2hubA=="}}
    """#,
    options: .init(pushType: "liveactivity"), []),
  LintCase(
    "critical sound with volume 0.5",
    #"""
    {"aps": {"alert": "Fire", "sound": {"critical": 1, "name": "alarm.caf", "volume": 0.5},
             "interruption-level": "critical"}}
    """#,
    []),
  LintCase(
    "every other aps key",
    #"""
    {"aps": {"alert": "Hi", "thread-id": "t", "category": "C", "target-content-id": "w",
             "relevance-score": 0.2, "filter-criteria": "work", "interruption-level": "passive"}}
    """#,
    []),
  LintCase(
    "positional loc-key with matching args",
    #"{"aps": {"alert": {"loc-key": "%1$@ sent %2$@", "loc-args": ["Anna", "a photo"]}}}"#, []),
  LintCase(
    "strings-file loc-key with args",
    #"""
    {"aps": {"alert": {"loc-key": "MSG_FORMAT", "loc-args": ["Anna"], "title-loc-key": "100%% done"}}}
    """#,
    []),
  LintCase(
    ".apns file",
    #"{"Simulator Target Bundle": "com.example.app", "aps": {"alert": "Hi", "sound": "default"}}"#,
    options: .init(isSimulatorFile: true), []),
  LintCase(
    "custom keys named like aps keys beside aps",
    #"{"aps": {"alert": "Hi"}, "alert": 1, "event": "x"}"#, []),
  LintCase("VoIP payload without aps", #"{"caller": "Anna"}"#, options: .init(pushType: "voip"), []),
]

@Suite("PayloadLinter")
struct PayloadLinterTests {
  @Test("reports each rule exactly", arguments: findingCases)
  func findings(_ c: LintCase) {
    #expect(rendered(c.json, c.options) == c.expected)
  }

  @Test("clean payloads have no findings", arguments: cleanCases)
  func clean(_ c: LintCase) {
    #expect(rendered(c.json, c.options) == [])
  }

  @Test("every finding comes from a catalogued rule with its severity and a citation")
  func findingsMatchCatalog() throws {
    for c in findingCases {
      for diagnostic in PayloadLinter.lint(c.json, options: c.options).diagnostics {
        let rule = try #require(PayloadLinter.rule(for: diagnostic.code), "\(c.id): \(diagnostic.code)")
        #expect(diagnostic.severity == rule.severity, "\(c.id)")
        if !diagnostic.code.rawValue.hasPrefix("json-") {
          #expect(diagnostic.citation != nil, "\(c.id): \(diagnostic.code)")
        }
      }
    }
  }
}

/// A valid payload of exactly `size` bytes: an alert and a padding key.
func payload(ofSize size: Int) -> [UInt8] {
  let head = #"{"aps": {"alert": "Hi"}, "pad": ""#
  let tail = #""}"#
  let padding = String(repeating: "a", count: size - head.utf8.count - tail.utf8.count)
  let bytes = Array((head + padding + tail).utf8)
  precondition(bytes.count == size)
  return bytes
}

@Suite("PayloadLinter size limits")
struct PayloadSizeTests {
  @Test("4096 bytes pass and 4097 fail", arguments: [4096, 4097])
  func regularLimit(_ size: Int) {
    let result = PayloadLinter.lint(payload(ofSize: size))
    let expected =
      size <= 4096
      ? []
      : [
        d(
          "1:1", .error, "payload-too-large", "$",
          "the payload is 4097 bytes; APNs accepts at most 4096",
          hint: "Shorten the text or move bulky data out of the payload; the app can fetch it later.")
      ]
    #expect(result.diagnostics.map { $0.rendered(file: nil) } == expected)
    #expect(result.hasErrors == (size > 4096))
    // A payload over the limit still reads as a payload.
    #expect(result.payload?.aps.alert?.body == "Hi")
  }

  @Test("VoIP pushes may be 5120 bytes, not 5121")
  func voipLimit() {
    let voip = PayloadLinter.Options(pushType: "voip")
    // The padded payload's alert is never shown in a voip push: that warning is all 5120 bytes get.
    #expect(PayloadLinter.lint(payload(ofSize: 5120), options: voip).diagnostics.map(\.code) == [.pushTypeShowsNothing])
    let over = PayloadLinter.lint(payload(ofSize: 5121), options: voip).diagnostics
    #expect(
      over.map(\.message) == [
        "the payload is 5121 bytes; APNs accepts at most 5120",
        "`alert` in a voip push is never shown: PKPushRegistry receives it, not UNUserNotificationCenter",
      ])
  }

  @Test(".apns files are held to 4096 bytes whatever the push type")
  func simulatorLimit() {
    let options = PayloadLinter.Options(pushType: "voip", isSimulatorFile: true)
    #expect(PayloadLinter.lint(payload(ofSize: 4096), options: options).diagnostics.isEmpty)
    let over = PayloadLinter.lint(payload(ofSize: 4097), options: options).diagnostics
    #expect(over.map { $0.rendered(file: "push.apns") } == [
      d(
        "push.apns:1:1", .error, "payload-too-large", "$",
        "the file is 4097 bytes; `simctl push` accepts at most 4096",
        hint: "Shorten the text or move bulky data out of the payload; the app can fetch it later.")
    ])
    #expect(
      over.first?.citation
        == Citation("https://github.com/withfig/autocomplete/blob/master/src/simctl.ts", .reported))
  }

  @Test("an oversized file that is not JSON reports both problems")
  func oversizedSyntaxError() {
    var bytes = payload(ofSize: 4098)
    bytes.removeLast()  // the closing brace: 4097 bytes left
    let result = PayloadLinter.lint(bytes)
    #expect(result.diagnostics.map(\.code) == [.payloadTooLarge, .jsonSyntax])
    #expect(result.json == nil)
    #expect(result.payload == nil)
  }
}

@Suite("PayloadLinter results")
struct PayloadLintResultTests {
  @Test("findings are sorted by position, then code")
  func ordering() {
    let json = #"{"aps": {"badge": -1, "alrt": "Hi", "mutable-content": 1}, "content-available": 1}"#
    let diagnostics = PayloadLinter.lint(json).diagnostics
    #expect(diagnostics.map(\.code) == [
      .badgeNegative, .unknownAPSKey, .mutableContentWithoutAlertText, .apsKeyOutsideAPS,
    ])
    #expect(diagnostics.map(\.location.description) == ["1:19", "1:23", "1:56", "1:60"])
  }

  @Test("findings at one position are ordered by code, then by when they were made")
  func samePositionOrdering() {
    let at = SourcePosition(line: 1, column: 9, offset: 8)
    let made = [
      Diagnostic(.warning, "b-rule", "second", at: at),
      Diagnostic(.warning, "a-rule", "first", at: at),
      Diagnostic(.warning, "b-rule", "third", at: at),
      Diagnostic(.error, "z-rule", "earlier", at: .start),
    ]
    #expect(PayloadLinter.sorted(made).map(\.message) == ["earlier", "first", "second", "third"])

    // Two rules report the value of `mutable-content` in an `.apns` file without alert text.
    let json = #"{"aps": {"badge": 1, "mutable-content": 1}}"#
    let diagnostics = PayloadLinter.lint(json, options: .init(isSimulatorFile: true)).diagnostics
    #expect(diagnostics.map(\.code) == [.mutableContentWithoutAlertText, .simulatorIgnoresMutableContent])
    #expect(Set(diagnostics.map(\.location)).count == 1)
  }

  @Test("the result carries the payload as iOS reads it")
  func payloadAndJSON() throws {
    let result = PayloadLinter.lint(#"{"aps": {"alert": "Hi", "content-available": true}, "id": 7}"#)
    let payload = try #require(result.payload)
    #expect(payload.aps.alert?.body == "Hi")
    #expect(payload.aps.contentAvailable == false)
    #expect(payload.customKeys.keys == ["id"])
    #expect(result.json?.object?.keys == ["aps", "id"])
    #expect(!result.hasErrors)
    #expect(result.diagnostics.map(\.code) == [.contentAvailableNotOne])
  }

  @Test("no payload without an aps object, and errors are flagged")
  func noPayload() {
    let missing = PayloadLinter.lint(#"{"alert": "Hi"}"#)
    #expect(missing.payload == nil)
    #expect(missing.json != nil)
    #expect(missing.hasErrors)
    let broken = PayloadLinter.lint(#"{"aps": {"alert": "Hi"},}"#)
    #expect(broken.json == nil)
    #expect(broken.diagnostics.map(\.code) == [.jsonTrailingComma])
    #expect(broken.hasErrors)
  }

  @Test("linting a parsed value gives the same findings, without the size check")
  func lintValue() throws {
    let text = #"{"aps": {"content-available": 0}}"#
    let value = try #require(JSONParser.parse(text).value)
    let fromValue = PayloadLinter.lint(value)
    #expect(fromValue == PayloadLinter.lint(text).diagnostics)
    #expect(fromValue.map(\.code) == [.payloadDoesNothing, .contentAvailableNotOne])
  }

  @Test("VoIP payloads need no aps, but an .apns file always does")
  func voipAndSimulator() {
    #expect(PayloadLinter.lint(#"{"aps": {}}"#, options: .init(pushType: "voip")).diagnostics.isEmpty)
    let file = PayloadLinter.lint(
      #"{"caller": "Anna"}"#, options: .init(pushType: "voip", isSimulatorFile: true))
    #expect(file.diagnostics.map(\.code) == [.missingAPS])
    #expect(file.hasErrors)
  }

  @Test(".apns files ignore the push type: a simulated push has no headers")
  func simulatorIgnoresPushType() {
    let json = #"{"aps": {"alert": "Hi", "content-available": 1}}"#
    #expect(PayloadLinter.lint(json, options: .init(pushType: "background")).diagnostics.count == 1)
    let file = PayloadLinter.lint(json, options: .init(pushType: "background", isSimulatorFile: true))
    #expect(file.diagnostics.isEmpty)
  }

  @Test("content-available 0 cites the developer reports; true cites Apple")
  func citations() {
    let zero = PayloadLinter.lint(#"{"aps": {"alert": "Hi", "content-available": 0}}"#).diagnostics
    #expect(zero.map(\.citation) == [
      Citation(
        "http://samwize.com/2015/08/07/how-to-handle-remote-notification-with-background-mode-enabled",
        .reported)
    ])
    let yes = PayloadLinter.lint(#"{"aps": {"alert": "Hi", "content-available": true}}"#).diagnostics
    #expect(yes.map(\.citation?.confidence) == [.apple])
    #expect(
      yes.first?.citation?.url
        == "https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification")
  }
}

@Suite("PayloadLinter catalog")
struct LintCatalogTests {
  @Test("rules are sorted by code, and codes are unique kebab-case")
  func catalogShape() {
    let codes = PayloadLinter.rules.map(\.code.rawValue)
    #expect(codes == codes.sorted())
    #expect(Set(codes).count == codes.count)
    for code in codes {
      let isKebab = code.utf8.allSatisfy {
        ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45
      }
      #expect(isKebab, "\(code)")
      #expect(!code.hasPrefix("-") && !code.hasSuffix("-") && !code.contains("--"), "\(code)")
    }
    #expect(codes.count == 42)
  }

  @Test("every rule has a lower-case one-line summary; payload rules cite a source")
  func summaries() {
    for rule in PayloadLinter.rules {
      let first = rule.summary.first
      #expect(first?.isLowercase == true || first == "`", "\(rule.code)")
      #expect(!rule.summary.contains("\n"), "\(rule.code)")
      if !rule.code.rawValue.hasPrefix("json-") && rule.code != .emptyFile && rule.code != .invalidUTF8 {
        #expect(rule.citation != nil, "\(rule.code)")
      }
    }
  }

  @Test("severities: what is rejected is an error, what is mishandled a warning")
  func severities() {
    let errors = PayloadLinter.rules.filter { $0.severity == .error }.map(\.code)
    #expect(errors == [
      .apsNotObject, .emptyFile, .invalidUTF8, .jsonDuplicateKey, .jsonSyntax, .jsonTooDeep,
      .jsonTrailingComma, .liveActivityDateOutOfRange, .mdmBody, .missingAPS, .payloadNotObject, .payloadTooLarge, .pushTypeMissingKey,
    ])
  }

  /// The linter's reader hands out the payload format's words as stored
  /// (``PayloadLinter/vocabulary``): every payload of the finding and clean cases reads to the
  /// same value and findings, positions included, with and without it.
  @Test("the payload vocabulary changes nothing a payload reads to")
  func vocabularyReadsTheSame() {
    let vocabulary = PayloadLinter.vocabulary
    for word in ["aps", "alert", "title", "body", "badge", "sound", "thread-id", "interruption-level", "default", "time-sensitive"] {
      #expect(Array(word.utf8).withUnsafeBufferPointer { vocabulary.word($0) } == word)
    }
    #expect(Array("MESSAGE".utf8).withUnsafeBufferPointer { vocabulary.word($0) } == nil)
    #expect(vocabulary.count == Set(PayloadLinter.vocabularyWords).count)
    let cases = findingCases + cleanCases
    #expect(cases.count > 100)
    for lintCase in cases {
      let bytes = Array(lintCase.json.utf8)
      let plain = JSONParser.parse(bytes)
      let worded = JSONParser.parse(bytes, options: PayloadLinter.readingOptions)
      #expect(plain.value == worded.value, "\(lintCase.id)")
      #expect(plain.diagnostics == worded.diagnostics, "\(lintCase.id)")
    }
  }

  @Test("looking up a rule by code")
  func lookup() {
    #expect(PayloadLinter.rule(for: .unknownAPSKey)?.severity == .warning)
    #expect(PayloadLinter.rule(for: "no-such-rule") == nil)
  }
}
