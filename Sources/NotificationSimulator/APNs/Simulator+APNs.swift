public import NotificationPayload

extension Simulator {
  // MARK: Sending through APNs (rules AP1–AP11)

  /// A provider sends `push` to APNs, which answers and then delivers, stores or discards it:
  /// the path a real notification takes from a server to the phone.
  ///
  /// Models APNs's device push endpoint, `POST /3/device/<token>` (Apple's "Sending notification
  /// requests to APNs" and "Handling notification responses from APNs",
  /// https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
  /// The checks run in a fixed order, and the first that fails is APNs's answer (rule AP1):
  ///
  /// 1. the provider's credentials, at ``authenticateProvider(_:)``;
  /// 2. the request's headers and body, by ``APNsGateway/check(_:)``, the same checks as
  ///    `notifsim lint --header`;
  /// 3. the device token: one APNs never issued or one of the other environment answers
  ///    `400 BadDeviceToken` (rule AP9); one no longer active answers `410 Unregistered` with its
  ///    timestamp (rule AP8).
  ///
  /// Then, on `200`, APNs delivers the notification when the device takes it now, and otherwise
  /// stores it or discards it (rules AP3–AP5). Every answer is in the trace as an `apns` event;
  /// the answer is also returned.
  ///
  /// Throws when the request cannot be written at all: an empty identifier, or a token the
  /// provider cannot have (`current` before the app ever registered, `previous` with one token).
  /// ``sendFromProvider(_:)``, which scenarios and the tester use, does not send such a request
  /// and records why instead (rule AP13).
  @discardableResult
  public mutating func sendThroughAPNs(_ push: APNsPush) throws(SimulationError) -> APNsResponse {
    try sendThroughAPNs(push, issuedHex: nil)
  }

  /// ``sendThroughAPNs(_:)`` for a caller that has written the hex of the token `push` is sent
  /// to (`issuedHex`, for a push to the current or the previous token), which is not written
  /// again (600 instructions a push).
  mutating func sendThroughAPNs(_ push: APNsPush, issuedHex: String?) throws(SimulationError) -> APNsResponse {
    let id = push.identifier
    guard !id.isEmpty else {
      throw SimulationError(.invalidPayload, "can't send through APNs: the notification identifier is empty. Pass a non-empty id.")
    }
    let issued = try resolveTarget(push.target, id: id)
    let tokenHex: String
    switch push.target {
    case .token(let hex): tokenHex = hex
    default: tokenHex = issued == nil ? "" : issuedHex ?? issued?.token.hexString ?? ""
    }
    let headers = requestHeaders(for: push)
    // The body is counted, not written: the gateway reads only its size, and a push that may be
    // warned about gets it written in `warnAboutDelivery` (writing it cost 5,200 instructions a
    // push, 6,500 with the copy into bytes).
    let request = APNsRequest(
      headers: headers.map { ($0.name, $0.value) }, deviceToken: tokenHex, body: [],
      bundleID: issued == nil ? nil : configuration.app.bundleID, allowedTopics: device.apns.provider.topics ?? [configuration.app.bundleID])
    let bodySize = JSONWriter.compactByteCount(JSONValue(.object(push.payload.userInfo)))
    device.apns.requestCount += 1
    // Read from the fields as made, not from the request's copy of them as tuples.
    let parsed = APNsHeaders(headerFields: headers)
    let apnsID = parsed.apnsID.flatMap { APNsGateway.isUUID($0) ? $0 : nil }
      ?? APNsLink.messageID(device.apns.requestCount)

    let response: APNsResponse
    var refusal: (rule: String, detail: String)?
    if case .refused(let reason, let detail) = authenticateProvider(request, headers: parsed) {
      response = .failure(reason, apnsID: apnsID)
      // On a certificate connection TopicDisallowed is the token-only push type (PA8), on a
      // token connection a topic-specific key's other topic (PA7).
      let certificate = if case .certificate = device.apns.providerConnection?.credentials { true } else { false }
      let providerRule = reason == .topicDisallowed && certificate
        ? DeviceRules.providerTokenOnlyPushTypes : DeviceRules.providerRule(for: reason)
      refusal = (providerRule?.id ?? DeviceRules.apnsAnswers.id, detail)
    } else if let reason = APNsGateway.rejectionReason(request, headers: parsed, bodySize: bodySize) {
      response = .failure(reason, apnsID: apnsID)
    } else if let reason = tokenRejection(issued) {
      response = APNsResponse(
        status: reason.status, reason: reason, apnsID: apnsID,
        timestamp: reason == .unregistered ? issued?.unregisteredAt : nil)
    } else {
      response = .success(apnsID: apnsID)
    }
    let rule = refusal?.rule ?? (response.reason == .unregistered ? DeviceRules.apnsUnregistered.id
      : response.reason == .badDeviceToken && issued != nil ? DeviceRules.apnsEnvironment.id
      : [.missingTopic, .badTopic, .topicDisallowed].contains(response.reason) ? DeviceRules.apnsTopic.id
      : DeviceRules.apnsAnswers.id)
    record(.apns(.answered(id, response)), rule: rule)
    if let refusal { diagnose("apns-provider-refused", refusal.detail, rule: refusal.rule) }
    guard response.isSuccess else {
      finishStimulus()
      return response
    }
    warnAboutDelivery(request, headers: parsed, payload: push.payload)
    // WidgetKit pushes reload widgets or a control; they never reach UserNotifications (WG1, CT1).
    if let pushType = parsed.pushType, handleWidgetKitPush(id, pushType: pushType, hasExpiration: parsed.rawExpiration != nil) {
      finishStimulus()
      return response
    }

    let priority = parsed.effectivePriority ?? .immediate
    let nowSeconds = configuration.calendar.secondsSince1970(at: now)
    let expiration = parsed.expiration.map(Int64.init)
    let notification = StoredNotification(
      id: id, payload: push.payload, priority: priority,
      expiresAt: expiration ?? nowSeconds + Self.apnsDefaultStorage, pushType: parsed.pushType)
    if device.apns.canDeliver(priority, deviceLocked: device.isLocked) {
      if configuration.quirks.apnsReordersPushes && device.apns.inTransit == nil {
        // The first push of a burst takes a second longer, so the ones sent after it overtake it.
        device.apns.inTransit = notification
        clock.schedule(.apnsTransit, after: Self.apnsTransitDelay)
        finishStimulus()
        return response
      }
      try deliverThroughAPNs(notification)
      return response
    }
    if expiration == 0 {
      record(.apns(.discarded(id, reason: "expiration-zero")), rule: DeviceRules.apnsExpiration.id)
    } else if notification.expiresAt <= nowSeconds {
      record(.apns(.discarded(id, reason: "expired")), rule: DeviceRules.apnsExpiration.id)
    } else {
      store(notification)
    }
    finishStimulus()
    return response
  }

  /// How long the first push of a burst stays in transit with quirk `apnsReordersPushes`: one
  /// second, so pushes sent in the same instant overtake it (rule AP6).
  public static let apnsTransitDelay: Duration = .seconds(1)

  /// How long APNs stores a notification whose request has no `apns-expiration`: 30 days, in
  /// seconds (rule AP4).
  public static let apnsDefaultStorage: Int64 = 30 * 24 * 60 * 60

  /// APNs's first check: the provider's credentials for `request`, by the provider connection
  /// (``APNsLink/providerConnection``). A token connection with a team checks the request's
  /// `authorization` token (rules PA1–PA4); a certificate connection its environment and whether
  /// it was revoked (PA5); without modelled credentials every request passes.
  ///
  /// Models the first check of APNs's endpoint ("Establishing a token-based connection to APNs",
  /// https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).
  /// It runs before the request's own checks, as APNs authenticates the connection first, and it
  /// remembers the token it accepted, so a token changed too soon answers 429.
  public mutating func authenticateProvider(_ request: APNsRequest) -> ProviderVerdict {
    authenticateProvider(request, headers: request.parsedHeaders)
  }

  /// ``authenticateProvider(_:)`` with `request`'s headers already read, as
  /// ``sendThroughAPNs(_:)`` has them.
  mutating func authenticateProvider(_ request: APNsRequest, headers: APNsHeaders) -> ProviderVerdict {
    guard var connection = device.apns.providerConnection else { return .accepted }
    var verdict = connection.authenticate(header: headers.authorization, now: configuration.calendar.secondsSince1970(at: now))
    device.apns.providerConnection = connection
    // A topic-specific key signs only its own topics (rule PA7).
    if verdict == .accepted, let topics = connection.keyTopics, let topic = headers.topic {
      let suffix = APNsGateway.effectivePushType(headers).topicSuffix ?? ""
      let base = topic.hasSuffix(suffix) ? String(topic.dropLast(suffix.count)) : topic
      if !topics.contains(base) {
        verdict = .refused(
          .topicDisallowed,
          detail: "the provider's key is topic-specific and covers \(topics.joined(separator: ", ")), not \(base)")
      }
    }
    // Some push types go only over a token-based connection (rule PA8). Apple does not say what
    // APNs answers a certificate: TopicDisallowed ("pushing to this topic is not allowed") is the
    // answer for a topic the credentials do not cover (AP10, PA7), and a certificate covers only
    // the topics of its own push types, so it is the likeliest; the behaviour reference flags no
    // conflict, so there is no quirk for another reason.
    if verdict == .accepted, case .certificate = connection.credentials {
      let pushType = APNsGateway.effectivePushType(headers)
      if APNsPushTypeRule.rule(for: pushType)?.tokenAuthenticationOnly == true {
        verdict = .refused(
          .topicDisallowed,
          detail: "APNs takes \(pushType.rawValue) pushes only over a token-based connection, and the provider uses a certificate; connect with a signing key (device.provider.connection \"token\")")
      }
    }
    return verdict
  }

  /// The provider makes a new token, signed at `issuedAt` on the device's wall clock (now when
  /// `nil`) with `keyID` (its first key when `nil`), and sends it with the requests that follow:
  /// what a provider's hourly refresh does (rules PA3, PA4).
  public mutating func refreshProviderToken(issuedAt: LocalDateTime? = nil, keyID: String? = nil) throws(SimulationError) {
    guard var connection = device.apns.providerConnection, case .token(let teamID, let keyIDs) = connection.credentials else {
      throw SimulationError(
        .unsupported,
        "can't refresh the provider token: the provider has no token connection with a team. Set the provider's connection to token and its teamID and keyIDs.")
    }
    let seconds: Int64
    if let issuedAt {
      guard let value = configuration.calendar.secondsSince1970(of: issuedAt) else {
        throw SimulationError(.invalidPayload, "can't refresh the provider token: \(issuedAt) does not exist in \(configuration.calendar.timeZoneIdentifier).")
      }
      seconds = value
    } else {
      seconds = configuration.calendar.secondsSince1970(at: now)
    }
    connection.makeToken(issuedAt: seconds, keyID: keyID)
    device.apns.providerConnection = connection
    record(.user("the provider makes a new token: kid \(keyID ?? keyIDs.first ?? ""), iss \(teamID), iat \(seconds)"))
    finishStimulus()
  }

  /// The provider sends `token` (for instance one pasted from a real server) with the requests
  /// that follow.
  public mutating func useProviderToken(_ token: ProviderToken) throws(SimulationError) {
    guard var connection = device.apns.providerConnection, case .token = connection.credentials else {
      throw SimulationError(
        .unsupported,
        "can't use a provider token: the provider has no token connection with a team. Set the provider's connection to token and its teamID and keyIDs.")
    }
    connection.use(token)
    device.apns.providerConnection = connection
    record(.user("the provider uses a token: \(token)"))
    finishStimulus()
  }

  /// The provider connection the device's provider settings describe (rules PA1–PA5).
  func makeProviderConnection() -> ProviderConnection? {
    let provider = device.configuration.apnsProvider
    let environment = provider.environment ?? APNsEnvironment(entitlement: configuration.app.apsEnvironment)
    switch provider.connection {
    case .certificate:
      let certificate = ProviderCertificate(
        topics: provider.topics ?? [configuration.app.bundleID], environment: provider.certificateEnvironment ?? environment,
        isRevoked: provider.certificateRevoked)
      return ProviderConnection(credentials: .certificate(certificate), environment: environment)
    case .token:
      guard let teamID = provider.teamID else { return nil }
      var connection = ProviderConnection(credentials: .token(teamID: teamID, keyIDs: provider.keyIDs), environment: environment)
      connection.keyEnvironment = provider.keyEnvironment
      connection.keyTopics = provider.keyTopics
      if let token = provider.token {
        connection.use(token)
      } else {
        let issued = provider.tokenIssuedAt.flatMap { configuration.calendar.secondsSince1970(of: $0) } ?? configuration.calendar.secondsSince1970(at: .zero)
        connection.makeToken(issuedAt: issued)
      }
      return connection
    }
  }

  // MARK: The link (rules AP3, AP5)

  /// The device loses its connection to APNs (airplane mode, no network, switched off): APNs
  /// stores pushes for it from now on, one per app (rule AP5).
  public mutating func goOffline() throws(SimulationError) {
    guard device.apns.isOnline else { throw SimulationError(.invalidTransition, "can't go offline: the device is already offline.") }
    record(.user("the device goes offline"))
    device.apns.isOnline = false
    finishStimulus()
  }

  /// The device connects to APNs again; APNs delivers the notification it stored, unless it
  /// expired meanwhile (rules AP4, AP5).
  public mutating func goOnline() throws(SimulationError) {
    guard !device.apns.isOnline else { throw SimulationError(.invalidTransition, "can't go online: the device is already online.") }
    record(.user("the device goes online"))
    device.apns.isOnline = true
    forwardStoredBroadcasts()
    finishStimulus()
  }

  /// Sets whether the device's power is restricted (such as Low Power Mode), and delivers a
  /// stored notification the device now takes (rule AP3).
  public mutating func setPowerRestricted(_ restricted: Bool) {
    guard device.apns.isPowerRestricted != restricted else { return }
    device.apns.isPowerRestricted = restricted
    record(.user(restricted ? "the device's power becomes restricted" : "the device's power is no longer restricted"))
    finishStimulus()
  }

  // MARK: Installs and tokens (rules AP7, AP8)

  /// The user deletes the app: it stops, its notifications leave Notification Center, its
  /// pending requests and badge go, its authorization is forgotten, and its device token stops
  /// being active, so APNs answers `410 Unregistered` to it from now on (rules AP7, AP8).
  public mutating func uninstallApp() throws(SimulationError) {
    guard device.apns.isAppInstalled else { throw SimulationError(.invalidTransition, "can't delete the app: it is not installed. Install it first.") }
    record(.user("deleted the app"))
    endApp(reason: "the app was deleted")
    for id in device.notificationCenter.identifiers {
      setStatus(id, .removed("the app was deleted"), ifPending: false)
      record(.system(.removed(id, reason: "the app was deleted")))
    }
    for id in device.pendingRequests.removeAll() { record(.system(.pendingRemoved(id))) }
    if device.badge != nil {
      device.badge = nil
      record(.system(.badge(0)))
    }
    device.authorizationStatus = .notDetermined
    device.authorizedOptions = []
    device.deviceToken = nil
    device.apns.owesNewToken = false
    device.apns.isAppInstalled = false
    device.apns.tokens.retireAll(at: configuration.calendar.unixMilliseconds(at: now))
    if let stored = device.apns.stored {
      device.apns.stored = nil
      record(.apns(.discarded(stored.id, reason: "app-deleted")), rule: DeviceRules.apnsUnregistered.id)
    }
    finishStimulus()
  }

  /// The user installs the app again after deleting it: not running, with no device token
  /// until it registers, which gives a new one (rule AP7).
  public mutating func installApp() throws(SimulationError) {
    guard !device.apns.isAppInstalled else {
      throw SimulationError(.invalidTransition, "can't install the app: it is already installed. Delete it first (uninstallApp).")
    }
    record(.user("installed the app"))
    device.apns.isAppInstalled = true
    device.categories = configuration.app.categories
    device.pushKit = PushKitState()  // a new install gets VoIP pushes again (rule VP4)
    device.pushToTalk = PushToTalkState()  // and has no Push to Talk channel, with a full budget (rules PT1, PT6)
    finishStimulus()
  }

  /// The device is restored from a backup: the app stops, and its device token changes, so the
  /// old one answers `410 Unregistered` (rules AP7, AP8). An app that had a token gets the new
  /// one the next time it runs, in `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`
  /// without asking (rule AP12), or when it next registers.
  public mutating func restoreDevice() {
    record(.user("restored the device from a backup"))
    endApp(reason: "the device was restored")
    device.deviceToken = nil
    let current = device.apns.tokens.current
    if device.apns.isAppInstalled, device.apns.owesNewToken || current.map({ $0.install == device.apns.tokens.install && $0.unregisteredAt == nil }) == true {
      device.apns.owesNewToken = true
    }
    device.apns.tokens.retireAll(at: configuration.calendar.unixMilliseconds(at: now))
    if let stored = device.apns.stored {
      device.apns.stored = nil
      record(.apns(.discarded(stored.id, reason: "token-changed")), rule: DeviceRules.apnsUnregistered.id)
    }
    finishStimulus()
  }

  // MARK: - Internals

  /// Refuses `verb` while the app is deleted (``uninstallApp()``): there is no app to run.
  func requireInstalled(_ verb: String) throws(SimulationError) {
    guard device.apns.isAppInstalled else {
      throw SimulationError(.invalidTransition, "can't \(verb): it was deleted. Install it again first (installApp).")
    }
  }

  /// Issues the token the current install has (registration, rule AP7).
  mutating func issueDeviceToken() -> DeviceToken {
    device.apns.tokens.register(
      bundleID: configuration.app.bundleID, seed: device.configuration.tokenSeed, isSimulator: device.configuration.isSimulator,
      environment: APNsEnvironment(entitlement: configuration.app.apsEnvironment))
  }

  /// Sets the link up from the device: online or not, the provider, and the token the app got
  /// before the simulation started.
  mutating func setUpAPNs() {
    // Low Power Mode is the device's power restriction APNs sees (rule AP3).
    device.apns = APNsLink(
      isOnline: device.configuration.startsOnline, isPowerRestricted: device.settings.isPowerRestricted, provider: device.configuration.apnsProvider)
    device.apns.providerConnection = makeProviderConnection()
    let canRegister = configuration.app.apsEnvironment != nil && (!device.configuration.isSimulator || device.configuration.simulatorSupportsRemoteRegistration)
    if device.configuration.appRegisteredBeforeStart && canRegister { _ = issueDeviceToken() }
  }

  /// Stops the app without callbacks, as deleting it or restoring the device does.
  mutating func endApp(reason: String) {
    guard process.state != .notRunning else { return }
    let from = process.state
    process.state = .notRunning
    record(.lifecycle(from: from, to: .notRunning, reason: reason))
    if from.isRunning { processEnded(forceQuit: false) }
  }

  func resolveTarget(_ target: APNsTarget, id: String) throws(SimulationError) -> DeviceTokens.Issued? {
    switch target {
    case .current:
      guard let current = device.apns.tokens.current else {
        throw SimulationError(.notApplicable,
          "can't send '\(id)' through APNs: the app has no device token yet, because it has not registered since it was installed. Add a register step (registerForRemoteNotifications()) first, or address the push to a token with \"to\".")
      }
      return current
    case .previous:
      guard let previous = device.apns.tokens.previous else {
        throw SimulationError(.notApplicable,
          "can't send '\(id)' to the previous device token: the app has had only \(device.apns.tokens.issued.count) token(s). Delete and reinstall the app, or restore the device, and register again first.")
      }
      return previous
    case .token(let hex):
      return device.apns.tokens.token(hex: hex)
    }
  }

  /// The token checks after the request's own (rules AP8, AP9).
  func tokenRejection(_ issued: DeviceTokens.Issued?) -> APNsReason? {
    guard let issued else { return .badDeviceToken }
    let environment = device.apns.provider.environment ?? APNsEnvironment(entitlement: configuration.app.apsEnvironment)
    if issued.environment != environment { return .badDeviceToken }
    if issued.unregisteredAt != nil { return .unregistered }
    return nil
  }

  /// The request's header fields: the push's own, or those a careful provider writes (see
  /// ``APNsPush/headers``); a certificate connection fills in a missing `apns-topic` with the
  /// certificate's topic (rule AP10).
  func requestHeaders(for push: APNsPush) -> [APNsHeaders.Field] {
    let background = push.payload.kind == .background
    // The provider's token goes with every request, unless the push names its own (rule PA1).
    let authorization = device.apns.providerConnection?.authorizationHeader.map { APNsHeaders.Field(name: "authorization", value: $0) }
    guard var fields = push.headers else {
      return [
        APNsHeaders.Field(name: "apns-push-type", value: background ? "background" : "alert"),
        APNsHeaders.Field(name: "apns-priority", value: background ? "5" : "10"),
        APNsHeaders.Field(name: "apns-topic", value: configuration.app.bundleID),
      ] + (authorization.map { [$0] } ?? [])
    }
    let parsed = APNsHeaders(fields: fields.map { ($0.name, $0.value) })
    if parsed.authorization == nil, let authorization { fields.append(authorization) }
    if parsed.topic == nil && device.apns.provider.connection == .certificate {
      let suffix = APNsGateway.effectivePushType(parsed).topicSuffix ?? ""
      fields.append(APNsHeaders.Field(name: "apns-topic", value: (device.apns.provider.topics?.first ?? configuration.app.bundleID) + suffix))
    }
    return fields
  }

  /// Trace diagnostics for requests APNs accepts but that will not be treated as meant: priority
  /// 10 with a background push, a push type that does not fit the payload (rule AP11). The same
  /// findings `notifsim lint --header` reports, from ``APNsGateway/diagnostics(for:)``.
  ///
  /// Both warnings need a background push: `apns-push-type: background`, or a payload whose
  /// `aps` makes it one (``PayloadKind/background``). The request's body is `payload`'s
  /// `userInfo` written out, so when neither holds the gateway's findings (which parse the body
  /// again and check every header) cannot hold either, and are not asked for: an alert push,
  /// most of them, is checked once, by ``APNsGateway/check(_:)``.
  mutating func warnAboutDelivery(_ request: APNsRequest, headers: APNsHeaders, payload: Payload) {
    guard Self.mayWarnAboutDelivery(pushType: headers.pushType, userInfo: payload.userInfo) else { return }
    // ``sendThroughAPNs(_:)`` counted the body without writing it; the findings read it.
    var request = request
    if request.body.isEmpty { request.body = Array(JSONWriter.compact(JSONValue(.object(payload.userInfo))).utf8) }
    let wanted: [DiagnosticCode] = [.apnsBackgroundPriority, .apnsPushTypeMismatch]
    for finding in APNsGateway.diagnostics(for: request) where finding.severity == .warning && wanted.contains(finding.code) {
      diagnose(finding.code.rawValue, finding.message, rule: DeviceRules.apnsBackground.id)
    }
  }

  /// Whether ``warnAboutDelivery(_:headers:payload:)`` can find anything for a request of
  /// `pushType` whose body is `userInfo`: only a background push, by its header or by its
  /// payload, can have priority 10 with a background push or a push type that does not fit.
  /// `userInfo` is read as the gateway reads the body it was written to (``Payload/init(json:)``),
  /// not from ``Payload/aps``, which a caller may have set apart from it.
  static func mayWarnAboutDelivery(pushType: APNsPushType?, userInfo: JSONObject) -> Bool {
    if pushType == .background { return true }
    // A background payload has a `content-available` key in its `aps` (the last member named
    // exactly "aps", as `Payload(json:)` finds it): without one, the payload is not read.
    guard let aps = userInfo.members.last(where: { $0.key.utf8.count == 3 && $0.key == "aps" })?.value.object,
      aps.members.contains(where: { $0.key == APS.Key.contentAvailable.rawValue })
    else { return false }
    return Payload(json: userInfo)?.kind == .background
  }

  /// Keeps `notification` for the device, one per app (rule AP5, quirk apnsStoresLastNotification).
  mutating func store(_ notification: StoredNotification) {
    let why =
      !device.apns.isOnline ? "the device is offline"
      : device.apns.isPowerRestricted ? "the device's power is restricted"
      : "priority 1 does not wake a locked device"
    if let old = device.apns.stored {
      if configuration.quirks.apnsStoresLastNotification {
        record(.apns(.discarded(old.id, reason: "replaced")), rule: DeviceRules.apnsStoresOne.id)
      } else {
        record(.apns(.discarded(notification.id, reason: "not-kept")), rule: DeviceRules.apnsStoresOne.id)
        return
      }
    }
    device.apns.stored = notification
    let rule = notification.priority == .immediate || !device.apns.isOnline ? DeviceRules.apnsStoresOne.id : DeviceRules.apnsPriority.id
    record(.apns(.stored(notification.id, until: notification.expiresAt, why: why)), rule: rule)
  }

  /// Delivers the stored notification when the device takes it again, or discards it when it
  /// expired meanwhile (rules AP4, AP5). Runs at the end of every stimulus.
  mutating func forwardStoredNotification() {
    guard let stored = device.apns.stored, device.apns.canDeliver(stored.priority, deviceLocked: device.isLocked) else { return }
    device.apns.stored = nil
    if stored.expiresAt < configuration.calendar.secondsSince1970(at: now) {
      record(.apns(.discarded(stored.id, reason: "expired")), rule: DeviceRules.apnsExpiration.id)
      return
    }
    record(.apns(.forwarded(stored.id)), rule: DeviceRules.apnsStoresOne.id)
    try? deliverThroughAPNs(stored)
  }

  /// Delivers the notification held in transit (quirk apnsReordersPushes, rule AP6).
  mutating func deliverInTransit() {
    guard let notification = device.apns.inTransit else { return }
    device.apns.inTransit = nil
    record(.apns(.reordered(notification.id)), rule: DeviceRules.apnsReorders.id)
    try? deliverThroughAPNs(notification)
  }

  /// Hands a notification APNs accepted to the device: to what its push type names (rule AP14,
  /// ``handOver(_:pushType:to:)``), or to UserNotifications when the request named none.
  mutating func deliverThroughAPNs(_ notification: StoredNotification) throws(SimulationError) {
    guard let pushType = notification.pushType, let receiver = pushType.receiver else {
      try push(notification.payload, id: notification.id, route: .apns)
      return
    }
    try handOver(notification, pushType: pushType, to: receiver)
  }
}
