import Testing

@testable import NotificationSimulator

/// Bad files, attachments and provisional steps in a scenario file: positioned errors with a fix
/// (rules AT3, PV2–PV4).
@Suite struct FilesScenarioLoaderTests {
  func errors(_ text: String) -> [String] {
    loadScenario(text).diagnostics.map {
      "\($0.diagnostic.location) \($0.diagnostic.path) \($0.diagnostic.message) | \($0.diagnostic.hint ?? "")"
    }
  }

  @Test func `app.files loads in order, and a relative path is refused where it is written`() {
    let good = loadScenario(#"{"scenario": 1, "name": "x", "app": {"files": [{"path": "/tmp/b.png", "type": "public.png", "size": 2}, {"path": "/tmp/a.pdf", "type": "com.adobe.pdf", "size": 1}]}, "steps": []}"#)
    #expect(good.scenario?.app.files == [
      DeviceFile(path: "/tmp/b.png", type: "public.png", size: 2), DeviceFile(path: "/tmp/a.pdf", type: "com.adobe.pdf", size: 1),
    ])
    #expect(errors(#"{"scenario": 1, "name": "x", "app": {"files": [{"path": "tmp/a.png", "type": "public.png", "size": 2}]}, "steps": []}"#) == [
      #"1:57 $.app.files[0].path a file's path must be an absolute path; found the string "tmp/a.png" | Write it as "/tmp/map.png"; an attachment's URL is then "file:///tmp/map.png"."#
    ])
  }

  @Test func `keepNotifications takes prominently or quietly`() {
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"keepNotifications": "always"}]}"#) == [
      #"1:62 $.steps[0].keepNotifications keepNotifications takes "prominently" or "quietly"; found the string "always" | Write "keepNotifications": "prominently" (Deliver Prominently) or "quietly" (Deliver Quietly)."#
    ])
  }

  @Test func `fileExists takes an absolute path`() {
    #expect(errors(#"{"scenario": 1, "name": "x", "steps": [{"fileExists": 3}]}"#) == [
      #"1:55 $.steps[0].fileExists fileExists takes an absolute path; found the number 3 | Write "fileExists": "/tmp/map.png", the path an attachment's "file:///tmp/map.png" names."#
    ])
  }

  @Test func `the provisional and file steps load as their actions`() {
    let scenario = loadScenario(#"{"scenario": 1, "name": "x", "steps": [{"keepNotifications": "quietly"}, {"turnOffNotifications": {}}, {"fileExists": "/tmp/a"}, {"addFile": {"path": "/tmp/a", "type": "public.png", "size": 1}}]}"#).scenario
    let actions = scenario?.steps.map { "\($0.action)" } ?? []
    #expect(actions == ["provisionalChoice(keepQuietly)", "provisionalChoice(turnOff)", "fileExists(\"/tmp/a\")", "addFile(NotificationSimulator.DeviceFile(path: \"/tmp/a\", type: \"public.png\", size: 1))"])
  }
}
