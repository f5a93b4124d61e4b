import Testing

@testable import NotificationSimulator

/// The PushKit and CallKit seam of ``AppProcess`` without the Apple-shaped module: a process that
/// answers the engine's calls with requests, as any app-code layer would.
@Suite struct CallKitSeamTests {
  /// Registers for VoIP at launch; reports (or not) a call for each VoIP push; fulfills actions.
  final class VoIPProcess: AppProcess, @unchecked Sendable {
    let reports: Bool
    var calls: [AppCall] = []
    var reportNumber = 0
    init(reports: Bool) { self.reports = reports }

    func handle(_ call: AppCall, on device: Simulator) -> AppCallResult {
      calls.append(call)
      switch call.callback {
      case .didFinishLaunching:
        return AppCallResult(requests: [.setDesiredPushTypes(voIP: true)])
      case .pushRegistryDidReceiveIncomingPush:
        guard reports, let push = call.voipPush else { return AppCallResult() }
        reportNumber += 1
        return AppCallResult(requests: [
          .reportNewIncomingCall(IncomingCallReport(number: reportNumber, uuid: "U-1", caller: push.caller))
        ])
      case .providerPerformAnswerCall, .providerPerformEndCall:
        guard let action = call.callAction else { return .notImplemented }
        return AppCallResult(requests: [.completeCallAction(number: action.number, fulfilled: true)])
      default:
        return AppCallResult()
      }
    }
  }

  func simulator(_ process: VoIPProcess, device: DeviceConfiguration = .init()) -> Simulator {
    Simulator(app: AppConfiguration(), device: device, process: { process })
  }

  @Test func `the token goes to the process when it sets desiredPushTypes, and a reported call is answered`() throws {
    let process = VoIPProcess(reports: true)
    var device = simulator(process)
    try device.voipPush(VoIPPush(identifier: "v1", caller: "Ana"))
    #expect(process.calls.map(\.callback).suffix(2) == [.pushRegistryDidUpdate, .pushRegistryDidReceiveIncomingPush])
    #expect(process.calls.last?.voipPush?.caller == "Ana")
    #expect(device.process.voip.reportOutcome(1) == .some(nil))
    #expect(device.process.voip.calls == ["U-1"])
    try device.userRespondsToCall("U-1", answer: true)
    #expect(process.calls.map(\.callback).suffix(2) == [.providerPerformAnswerCall, .providerDidActivateAudioSession])
    try device.userRespondsToCall("U-1", answer: false)
    #expect(process.calls.last?.callback == .providerDidDeactivateAudioSession)
    #expect(device.process.voip.calls == [])
    #expect(device.process.state == .background)
  }

  @Test func `a refusal is kept under the report's number; a push left unreported ends the process`() throws {
    var config = DeviceConfiguration()
    config.blockedCallers = ["Ana"]
    let reporting = VoIPProcess(reports: true)
    var device = simulator(reporting, device: config)
    try device.voipPush(VoIPPush(identifier: "v1", caller: "Ana"))
    #expect(device.process.voip.reportOutcome(1) == .some(.filteredByBlockList))
    #expect(device.process.state == .background)

    let silent = VoIPProcess(reports: false)
    var other = simulator(silent)
    try other.voipPush(VoIPPush(identifier: "v1"))
    #expect(other.process.state == .notRunning)
    #expect(other.device.pushKit.unreportedPushes == 1)
    #expect(other.process.voip == VoIPProcessState())
  }

  @Test func `the app's calls outside a running process are refused with what to do`() {
    var device = simulator(VoIPProcess(reports: true))
    #expect(throws: SimulationError.self) { try device.userRespondsToCall("U-9", answer: true) }
    #expect(throws: SimulationError.self) { try device.reportNewIncomingCall(IncomingCallReport(number: 1, uuid: "U", caller: nil)) }
  }
}
