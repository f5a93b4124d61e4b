import Testing

@testable import NotificationSimulatorCLI

/// `notifsim explain --xcode` and `--setting`: the Xcode route (rules XR1, XR3) and the device's
/// settings (rule BW2) for every row.
@Suite struct ExplainSettingsAndXcodeTests {
  static let silent = #"{"aps": {"content-available": 1}}"#

  @Test func `on Xcode 12 a simulated silent push calls performFetch, which the app lacks`() {
    let result = notifsim([
      "explain", Self.silent, "--route", "simulator", "--xcode", "12.5", "--state", "suspended", "--interaction", "arrival",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("suspended  arrives      (performFetch not implemented)  [R19 XR3]"))
    #expect(result.stdout.contains("  XR3 "))
  }

  @Test func `before Xcode 11_4 the push is not delivered and the legend says why`() {
    let result = notifsim([
      "explain", Self.silent, "--route", "simulator", "--xcode", "11.3", "--state", "suspended", "--interaction", "arrival",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("suspended  arrives      not delivered  [XR1]"))
    #expect(result.stdout.contains("not delivered  the Xcode tools do not deliver this simulated push to the app (--xcode)"))
  }

  @Test func `Low Power Mode drops the wake in every background state`() {
    let result = notifsim([
      "explain", Self.silent, "--setting", "lowPowerMode", "--state", "notRunning,suspended", "--interaction", "arrival",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("notRunning  arrives      dropped: low-power-mode  [BW2]"))
    #expect(result.stdout.contains("suspended   arrives      dropped: low-power-mode  [BW2]"))
  }

  @Test func `a bad version or an unknown setting is a usage error`() {
    let version = notifsim(["explain", Self.silent, "--xcode", "12.x"])
    #expect(version.status == 64)
    #expect(version.stderr.contains("'12.x' is not an Xcode version; write one to three numbers with dots, such as 12.5"))
    let setting = notifsim(["explain", Self.silent, "--setting", "lowPower"])
    #expect(setting.status == 64)
    #expect(setting.stderr.contains("unknown setting 'lowPower'"))
    #expect(setting.stderr.contains("settings: lowPowerMode, backgroundAppRefreshOff, notificationsOff"))
  }
}
