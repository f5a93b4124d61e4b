public import NotificationPayload
public import NotificationSimulator

/// The provider's side from a test: requests through APNs and their answers, the device going
/// offline and online, deleting and reinstalling the app, restoring the device.
extension NotificationTester {
  // MARK: Sending through APNs

  /// A provider sends `payload` through APNs with `headers` to the token `to`
  /// (`Simulator.sendThroughAPNs(_:)`): APNs answers, then delivers, stores or discards it.
  ///
  /// `headers` as `["apns-priority": "5"]`, in the order given by `headerOrder` when it matters
  /// (it does not for the answer); `nil` sends the headers a careful provider writes for the
  /// payload. Assert the answer with ``expectAPNsAnswer(status:reason:notification:fileID:filePath:line:column:)``.
  ///
  /// - Returns: APNs's answer, or `nil` when the request could not be sent (the failure is reported).
  @discardableResult
  public func send(
    _ payload: Payload, id: String, headers: KeyValuePairs<String, String>? = nil, to target: APNsTarget = .current,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> APNsResponse? {
    let fields = headers.map { $0.map { APNsHeaders.Field(name: $0.key, value: $0.value) } }
    return send(APNsPush(payload, id: id, headers: fields, target: target), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A provider sends the JSON payload `json` through APNs with `headers`, as a team's provider
  /// code or a `curl` command would: the headers as a dictionary, sent in name order so every run
  /// is the same.
  ///
  /// - Returns: APNs's answer, or `nil` when the request could not be sent (the failure is
  ///   reported, with the parser's reason when `json` is not a notification payload).
  @discardableResult
  public func push(
    json: String, id: String, headers: [String: String], to target: APNsTarget = .current,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> APNsResponse? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let payload: Payload
    switch Simulator.payload(json: json) {
    case .success(let parsed): payload = parsed
    case .failure(let why):
      fail("push(json:id: \(quoted(id)), headers:) failed: the payload is not a notification: \(why).", at: site)
      return nil
    }
    let fields = headers.sorted { $0.key < $1.key }.map { APNsHeaders.Field(name: $0.key, value: $0.value) }
    return send(APNsPush(payload, id: id, headers: fields, target: target), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A provider sends `push` through APNs (`Simulator.sendFromProvider(_:)`): not at all when it
  /// has no token for the app or discarded the token after a 410 (rule AP13).
  ///
  /// - Returns: APNs's answer, or `nil` when the request was not sent (the provider had no token
  ///   to send to, which the trace shows, or the request could not be written, which is reported).
  @discardableResult
  public func send(
    _ push: APNsPush,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> APNsResponse? {
    var response: APNsResponse?
    step("send(_:id: \"\(push.identifier)\") through APNs", CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      (simulator: inout Simulator) throws(SimulationError) in
      response = try simulator.sendFromProvider(push)
    }
    return response
  }

  /// Asserts that APNs answered `status` (and `reason`, for a refusal) to a request since the
  /// last step, as ``expect(events:_:fileID:filePath:line:column:)`` does for
  /// ``ExpectedOutcome/apnsAnswer(status:reason:notification:)``.
  public func expectAPNsAnswer(
    status: Int, reason: APNsReason? = nil, notification: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    expect(
      events: .apnsAnswer(status: status, reason: reason, notification: notification),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: The link, installs and tokens

  /// The device loses its connection to APNs (`Simulator.goOffline()`).
  public func goOffline(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    perform(.goOffline, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The device connects to APNs again (`Simulator.goOnline()`).
  public func goOnline(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    perform(.goOnline, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The user deletes the app (`Simulator.uninstallApp()`).
  public func uninstallApp(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    perform(.uninstallApp, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The user installs the app again (`Simulator.installApp()`).
  public func installApp(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    perform(.installApp, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The device is restored from a backup (`Simulator.restoreDevice()`).
  public func restoreDevice(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    perform(.restoreDevice, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// APNs issues the app a new device token (`Simulator.issueNewDeviceToken()`): iOS passes it to
  /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)` without the app asking
  /// (https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns,
  /// rule AP12).
  public func issueNewDeviceToken(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    perform(.issueNewDeviceToken, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// One of the link's steps, as a scenario file names it (`Simulator.perform(_:)`).
  public func perform(
    _ linkStep: APNsLinkStep,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    step(
      "\(linkStep.rawValue)()", CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      .apnsLink(linkStep))
  }

  /// The device tokens the app got on this device, oldest first, with the time each stopped
  /// being active.
  public var deviceTokens: DeviceTokens { simulator.device.apns.tokens }
}
