import NotificationPayload

/// Rebuilds the payload of a push from where its scenario file has it, so that the records of a
/// long run need not keep every payload (``NotificationRecords``).
package protocol PayloadRebuilding: Sendable {
  /// The payload of the `push` step that starts at `step`, read again from the file; `nil` when
  /// it no longer reads as it did (the file changed), which the rebuilder then reports.
  func payload(ofStepAt step: SourcePosition) -> Payload?
  /// Notes that a payload given back before could not be given back again.
  func noteChanged()
}

/// Every notification that reached the device, one record per identifier, in the order each
/// identifier first arrived: what ``DeviceState/notifications`` lists.
///
/// Each element models a `UNNotification` the device received (its request identifier and
/// content) with the simulator's record of what became of it (``DeliveredNotification``).
///
/// A collection of ``DeliveredNotification`` values, kept compactly: a record is 48 bytes
/// (its identifier, when it arrived, the step that pushed it, its Notification Center slot, and
/// one word for its kind, route, rule and status, with the rule's and the reasons' strings kept
/// once in a table), in chunks
/// of 4,096 so the store never copies itself to grow. The payloads sit beside them; in a
/// scenario run the payloads of old records are dropped and read again from the scenario file
/// when asked for (`PayloadRebuilding`). Reading an element makes the ``DeliveredNotification``
/// value; writing one stores it back.
public struct NotificationRecords: RandomAccessCollection, MutableCollection, Sendable {
  /// A position in the records.
  public typealias Index = Int
  /// A notification and what became of it.
  public typealias Element = DeliveredNotification

  /// One record as kept. Laid out in 48 bytes: the identifier (16), the arrival (8), the bits
  /// (8), the step's position (12) and its Notification Center slot (4).
  private struct Stored: Sendable {
    var id: String
    /// `arrivedAt` in nanoseconds; ``Stored/inexact`` when it does not fit (kept in `extras`).
    var arrived: Int64
    var bits: Bits
    /// Where the step that pushed it starts in the scenario file; ``NotificationRecords/noStep``
    /// when not from a file.
    var step: SourcePosition
    /// The slot of its entry in Notification Center (``NotificationCenterOrder``);
    /// ``Stored/unlisted`` when it has none.
    var center: UInt32 = Stored.unlisted

    static let inexact = Int64.min
    static let unlisted = UInt32.max
  }

  /// A record's kind, route, rule, status and flags in one word.
  private struct Bits: Sendable {
    var raw: UInt64

    // Fields: rule 0..<24, reason 24..<48, status 48..<51, presentation 51..<55, kind 55..<58,
    // route 58..<60, flags 60..<64.
    static let ruleShift: UInt64 = 0
    static let reasonShift: UInt64 = 24
    static let statusShift: UInt64 = 48
    static let presentationShift: UInt64 = 51
    static let kindShift: UInt64 = 55
    static let routeShift: UInt64 = 58
    static let runsServiceExtension: UInt64 = 1 << 60
    static let hasExtras: UInt64 = 1 << 61
    static let compacted: UInt64 = 1 << 62
    static let hasPayload: UInt64 = 1 << 63
    /// The largest string number a field holds.
    static let maximumString = (1 << 24) - 1

    func field(_ shift: UInt64, width: UInt64) -> Int { Int((raw >> shift) & ((1 << width) - 1)) }
    func has(_ flag: UInt64) -> Bool { raw & flag != 0 }
    mutating func set(_ flag: UInt64, _ on: Bool) { if on { raw |= flag } else { raw &= ~flag } }
  }

  /// What few records have: a local request, the service extension's content, an arrival in
  /// finer units than nanoseconds, or strings past the table's limit.
  private struct Extras: Sendable {
    var localRequest: LocalNotificationRequest?
    var deliveredContent: NotificationContent?
    var arrivedAt: SimulatedInstant?
    var ruleID: String?
    var status: DeliveredNotification.Status?
  }

  private struct Chunk: Sendable {
    var records: [Stored] = []
    /// The payloads, beside the records; empty once none is kept (every one compacted).
    var payloads: [Payload?] = []
  }

  private static let chunkShift = 12
  private static let chunkSize = 1 << chunkShift

  private var chunks: [Chunk] = []
  /// How many records there are.
  public private(set) var count = 0
  /// The rule ids and reasons met so far, each kept once.
  private var strings = StringTable()
  /// The drop reasons met so far.
  private var dropReasons: [DropReason] = []
  /// The extras of the records that have them, by position.
  private var extras: [Int: Extras] = [:]
  /// Rebuilds the payloads dropped from old records; `nil` outside a streamed scenario run.
  package var rebuilder: (any PayloadRebuilding)? {
    didSet { hasRebuilder = rebuilder != nil }
  }
  /// Whether ``rebuilder`` is set, read without copying the existential out: `rebuilder != nil`
  /// copied and destroyed it on every push (148 instructions).
  private(set) var hasRebuilder = false

  /// Creates an empty store.
  public init() {}

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// One past the last position: ``count``.
  public var endIndex: Int { count }

  /// The notification at `position`.
  public subscript(position: Int) -> DeliveredNotification {
    get { element(at: position) }
    set { store(newValue, at: position) }
  }

  // MARK: Reading fields in place

  /// The identifier of the record at `position`, without making the whole value.
  func id(at position: Int) -> String {
    chunks[position >> Self.chunkShift].records[position & (Self.chunkSize - 1)].id
  }

  /// The position of the record with identifier `id`, looked up in `index` (which keeps these
  /// records' positions by identifier): the newest record is tried first, as the record just
  /// pushed is the one most often asked for.
  func position(of id: String, in index: IdentifierIndex) -> Int? {
    let last = count - 1
    if last >= 0 && self.id(at: last) == id { return last }
    return index.position(of: id) { self.id(at: $0) }
  }

  /// The kind of the record at `position`.
  func kind(at position: Int) -> NotificationKind {
    Self.kind(bits(position).field(Bits.kindShift, width: 3))
  }

  /// The route of the record at `position`.
  func route(at position: Int) -> DeliveryRoute {
    Self.route(bits(position).field(Bits.routeShift, width: 2))
  }

  /// The status of the record at `position`.
  func status(at position: Int) -> DeliveredNotification.Status {
    status(of: bits(position), at: position)
  }

  /// Whether the record at `position` is shown now.
  func presentation(at position: Int) -> Presentation? {
    if case .displayed(let presentation) = status(at: position) { return presentation }
    return nil
  }

  /// The payload of the record at `position`: kept, or read again from the scenario file.
  func payload(at position: Int) -> Payload? {
    let bits = bits(position)
    guard bits.has(Bits.hasPayload) else { return nil }
    if bits.has(Bits.compacted) {
      guard let rebuilder else { return nil }
      guard let payload = rebuilder.payload(ofStepAt: stored(position).step) else {
        rebuilder.noteChanged()
        return nil
      }
      return payload
    }
    return payloadSlot(position)
  }

  /// The local request of the record at `position`, if it is a local notification.
  func localRequest(at position: Int) -> LocalNotificationRequest? {
    guard bits(position).has(Bits.hasExtras) else { return nil }
    return extras[position]?.localRequest
  }

  /// Whether the record at `position` has a local request, content from the service extension,
  /// or a field kept apart: a remote notification shown as it came has none.
  func hasExtras(at position: Int) -> Bool { bits(position).has(Bits.hasExtras) }

  /// Whether the service extension runs for the record at `position`
  /// (``DeliveredNotification/runsServiceExtension``), without making the whole value.
  func runsServiceExtension(at position: Int) -> Bool { bits(position).has(Bits.runsServiceExtension) }

  /// `content.categoryIdentifier` of the record at `position` (``DeliveredNotification/categoryIdentifier``).
  func categoryIdentifier(at position: Int) -> String? {
    categoryIdentifier(at: position, payload: payload(at: position))
  }

  /// ``categoryIdentifier(at:)`` with the record's `payload` (``payload(at:)``), already read.
  func categoryIdentifier(at position: Int, payload: Payload?) -> String? {
    guard hasExtras(at: position), let extra = extras[position] else { return payload?.aps.category }
    return DeliveredNotification.categoryIdentifier(payload, extra.localRequest, extra.deliveredContent)
  }

  /// Whether the content of the record at `position` has alert text and a sound, and its badge:
  /// what the system's own presentation reads, with the payload's `aps` read once.
  mutating func presentationFacts(at position: Int) -> (hasAlert: Bool, hasSound: Bool, badge: Int?) {
    let number = position >> Self.chunkShift
    guard hasExtras(at: position), let extra = extras[position] else {
      guard !isCompacted(at: position), !chunks[number].payloads.isEmpty else {
        let payload = payload(at: position)
        return (DeliveredNotification.hasAlert(payload, nil, nil), DeliveredNotification.hasSound(payload, nil, nil), payload?.aps.badge)
      }
      return Self.facts(of: &chunks[number].payloads[position & (Self.chunkSize - 1)])
    }
    let payload = payload(at: position)
    return (
      DeliveredNotification.hasAlert(payload, extra.localRequest, extra.deliveredContent),
      DeliveredNotification.hasSound(payload, extra.localRequest, extra.deliveredContent),
      DeliveredNotification.badge(payload, extra.localRequest, extra.deliveredContent)
    )
  }

  /// Read `inout`, where the payload stands: read from a returned copy, each `aps` field tested
  /// was copied out first (an `Alert` is a dozen strings).
  private static func facts(of payload: inout Payload?) -> (hasAlert: Bool, hasSound: Bool, badge: Int?) {
    var hasAlert = false
    var hasSound = false
    if case .some = payload?.aps.alert { hasAlert = true }
    if case .some = payload?.aps.sound { hasSound = true }
    return (hasAlert, hasSound, payload?.aps.badge)
  }

  /// Whether the record at `position` has dropped its payload, to read it again from the file.
  func isCompacted(at position: Int) -> Bool { bits(position).has(Bits.compacted) }

  /// Whether the service extension replaced the content of the record at `position`.
  func hasDeliveredContent(at position: Int) -> Bool {
    hasExtras(at: position) && extras[position]?.deliveredContent != nil
  }

  /// The Notification Center slot of the record at `position`'s entry, if it is listed.
  func centerSlot(at position: Int) -> Int? {
    let slot = chunks[position >> Self.chunkShift].records[position & (Self.chunkSize - 1)].center
    return slot == Stored.unlisted ? nil : Int(slot)
  }

  // MARK: Changing records

  /// Sets the Notification Center slot of the record at `position`'s entry (`nil`: unlisted).
  mutating func setCenterSlot(_ slot: Int?, at position: Int) {
    update(position) { $0.center = slot.map { UInt32(truncatingIfNeeded: $0) } ?? Stored.unlisted }
  }

  /// Sets the status of the record at `position`.
  mutating func setStatus(_ status: DeliveredNotification.Status, at position: Int) {
    var bits = bits(position)
    if encode(status, into: &bits) {
      if bits.has(Bits.hasExtras), extras[position]?.status != nil { extras[position]?.status = nil }
    } else {
      extras[position, default: Extras()].status = status
      bits.set(Bits.hasExtras, true)
    }
    update(position) { $0.bits = bits }
  }

  /// An empty chunk. The first grows as an array does: most runs (a test's, a short scenario's)
  /// keep a few records, and a whole chunk reserved up front (224 KiB, which the allocator maps
  /// and unmaps for each simulator) cost a one-push scenario more than its push. Later chunks
  /// are reserved whole, so a long run never copies a chunk to grow it.
  private static func newChunk(first: Bool) -> Chunk {
    var chunk = Chunk()
    guard !first else { return chunk }
    chunk.records.reserveCapacity(chunkSize)
    chunk.payloads.reserveCapacity(chunkSize)
    return chunk
  }

  /// Adds `notification` at the end; `step` is where its push step starts in the scenario file.
  mutating func append(_ notification: DeliveredNotification, step: SourcePosition? = nil) {
    if count & (Self.chunkSize - 1) == 0 { chunks.append(Self.newChunk(first: chunks.isEmpty)) }
    count += 1
    let position = count - 1
    let record = makeStored(notification, step: step, at: position)
    chunks[chunks.count - 1].records.append(record)
    chunks[chunks.count - 1].payloads.append(notification.payload)
  }

  /// Adds a notification as it reaches the device, pending and showing its original content:
  /// the record `append(DeliveredNotification(...))` adds, from its parts. Making the
  /// `DeliveredNotification` first cost a copy of it and two destructions on every push.
  mutating func appendArrival(
    id: String, kind: NotificationKind, route: DeliveryRoute, payload: Payload?, localRequest: LocalNotificationRequest?,
    ruleID: String, arrivedAt: SimulatedInstant, step: SourcePosition?
  ) {
    if count & (Self.chunkSize - 1) == 0 { chunks.append(Self.newChunk(first: chunks.isEmpty)) }
    count += 1
    let position = count - 1
    // Told apart by pattern, not `!= nil`: an optional of an `Equatable` type compared with
    // `nil` was compared by its `==`, on copies.
    var hasPayload = false
    var runsServiceExtension = false
    if case .some(let payload) = payload {
      hasPayload = true
      runsServiceExtension = payload.runsServiceExtension
    }
    let record = makeStored(
      id: id, kind: kind, route: route, runsServiceExtension: runsServiceExtension, hasPayload: hasPayload, ruleID: ruleID,
      status: .pending, arrivedAt: arrivedAt, localRequest: localRequest, deliveredContent: nil,
      step: step, at: position)
    chunks[chunks.count - 1].records.append(record)
    chunks[chunks.count - 1].payloads.append(payload)
  }

  /// Takes the last record out and returns it.
  @discardableResult
  mutating func removeLast() -> DeliveredNotification {
    let position = count - 1
    let last = element(at: position)
    extras[position] = nil
    chunks[chunks.count - 1].records.removeLast()
    if !chunks[chunks.count - 1].payloads.isEmpty { chunks[chunks.count - 1].payloads.removeLast() }
    if chunks[chunks.count - 1].records.isEmpty { chunks.removeLast() }
    count -= 1
    return last
  }

  /// Moves the last record to `position`, replacing the record there.
  mutating func moveLast(to position: Int) {
    let last = count - 1
    guard position != last else { return }
    var record = stored(last)
    // The replaced record's Notification Center entry, if any, stays until it is replaced too.
    record.center = stored(position).center
    let payload = payloadSlot(last)
    let extra = extras[last]
    extras[last] = nil
    extras[position] = extra
    update(position) { $0 = record }
    setPayloadSlot(payload, at: position)
    chunks[chunks.count - 1].records.removeLast()
    if !chunks[chunks.count - 1].payloads.isEmpty { chunks[chunks.count - 1].payloads.removeLast() }
    if chunks[chunks.count - 1].records.isEmpty { chunks.removeLast() }
    count -= 1
  }

  /// Keeps the records for which `keep` holds, in order.
  mutating func keepOnly(where keep: (Int) -> Bool) {
    var kept = NotificationRecords()
    kept.rebuilder = rebuilder
    kept.strings = strings
    kept.dropReasons = dropReasons
    for position in 0..<count where keep(position) {
      kept.count += 1
      let to = kept.count - 1
      if to & (Self.chunkSize - 1) == 0 { kept.chunks.append(Self.newChunk(first: kept.chunks.isEmpty)) }
      kept.chunks[kept.chunks.count - 1].records.append(stored(position))
      kept.chunks[kept.chunks.count - 1].payloads.append(payloadSlot(position))
      if let extra = extras[position] { kept.extras[to] = extra }
    }
    self = kept
  }

  /// Drops the payloads of the records in `range` that name the step they were read from, so
  /// they are read again from the scenario file when asked for. Returns how many it dropped.
  ///
  /// A record names its step only when it holds that step's very payload (`Simulator.pushStep`),
  /// which the rebuilder reads the same way from the same bytes; it reads the file only while
  /// the file's size and modification time are unchanged, and reports a change otherwise.
  /// Reading each payload again here to compare took a quarter of a long streamed run.
  @discardableResult
  mutating func compact(_ range: Range<Int>) -> Int {
    guard hasRebuilder else { return 0 }
    var dropped = 0
    for position in range {
      var record = stored(position)
      guard record.bits.has(Bits.hasPayload), !record.bits.has(Bits.compacted), record.step != Self.noStep,
        payloadSlot(position) != nil
      else { continue }
      record.bits.set(Bits.compacted, true)
      update(position) { $0.bits = record.bits }
      setPayloadSlot(nil, at: position)
      dropped += 1
    }
    // A chunk whose payloads are all dropped keeps no column for them.
    for number in (range.lowerBound >> Self.chunkShift)..<((range.upperBound + Self.chunkSize - 1) >> Self.chunkShift)
    where number < chunks.count && chunks[number].records.count == Self.chunkSize
      && !chunks[number].payloads.isEmpty && chunks[number].payloads.allSatisfy({ $0 == nil })
    {
      chunks[number].payloads = []
    }
    return dropped
  }

  // MARK: Storage

  /// `duration` in whole nanoseconds, when it is that and not negative; `nil` otherwise. Read
  /// from the 128-bit count of attoseconds with one 64-bit division: `components` took two
  /// 128-bit multiplications, a fifth of what keeping a record cost.
  static func nanoseconds(_ duration: Duration) -> Int64? {
    let high = duration._high
    guard high >= 0, high < 1_000_000_000 else { return nil }
    let (quotient, remainder) = (1_000_000_000 as UInt64).dividingFullWidth((UInt64(high), duration._low))
    guard remainder == 0, quotient < UInt64(Int64.max) else { return nil }
    return Int64(quotient)
  }

  /// The duration of `nanoseconds` (not negative), as ``nanoseconds(_:)`` read it.
  static func duration(nanoseconds: Int64) -> Duration {
    let (high, low) = UInt64(clamping: nanoseconds).multipliedFullWidth(by: 1_000_000_000)
    return Duration(_high: Int64(high), low: low)
  }

  /// The bytes one record takes, its payload apart.
  package static var recordStride: Int { MemoryLayout<Stored>.stride }

  /// The bytes the records and their payload references take, the payloads themselves apart.
  package var storedBytes: Int {
    chunks.reduce(0) { $0 + $1.records.capacity * MemoryLayout<Stored>.stride + $1.payloads.capacity * MemoryLayout<Payload?>.stride }
  }

  private static func kind(_ number: Int) -> NotificationKind {
    switch number {
    case 1: .alertWithBackgroundWake
    case 2: .background
    case 3: .mutable
    case 4: .local
    default: .alert
    }
  }

  private static func number(_ kind: NotificationKind) -> UInt64 {
    switch kind {
    case .alert: 0
    case .alertWithBackgroundWake: 1
    case .background: 2
    case .mutable: 3
    case .local: 4
    }
  }

  private static func route(_ number: Int) -> DeliveryRoute {
    switch number {
    case 1: .simulator
    case 2: .sandboxToSimulator
    default: .apns
    }
  }

  private static func number(_ route: DeliveryRoute) -> UInt64 {
    switch route {
    case .apns: 0
    case .simulator: 1
    case .sandboxToSimulator: 2
    }
  }
  private static let noStep = SourcePosition(line: 0, column: 0, offset: 0)

  @inline(__always)
  private func bits(_ position: Int) -> Bits {
    chunks[position >> Self.chunkShift].records[position & (Self.chunkSize - 1)].bits
  }

  @inline(__always)
  private func stored(_ position: Int) -> Stored {
    chunks[position >> Self.chunkShift].records[position & (Self.chunkSize - 1)]
  }

  @inline(__always)
  private mutating func update(_ position: Int, _ change: (inout Stored) -> Void) {
    change(&chunks[position >> Self.chunkShift].records[position & (Self.chunkSize - 1)])
  }

  @inline(__always)
  private func payloadSlot(_ position: Int) -> Payload? {
    let number = position >> Self.chunkShift
    return chunks[number].payloads.isEmpty ? nil : chunks[number].payloads[position & (Self.chunkSize - 1)]
  }

  private func element(at position: Int) -> DeliveredNotification {
    let record = stored(position)
    var notification = DeliveredNotification(
      id: record.id, kind: Self.kind(record.bits.field(Bits.kindShift, width: 3)), payload: payload(at: position),
      localRequest: nil,
      // An arrival kept apart (``Stored/inexact``) is set from the extras below.
      arrivedAt: record.arrived == Stored.inexact ? .zero : SimulatedInstant(offset: Self.duration(nanoseconds: record.arrived)),
      ruleID: strings[record.bits.field(Bits.ruleShift, width: 24)], status: status(of: record.bits, at: position))
    notification.route = Self.route(record.bits.field(Bits.routeShift, width: 2))
    if record.bits.has(Bits.hasExtras), let extra = extras[position] {
      if let request = extra.localRequest { notification.localRequest = request }
      if let content = extra.deliveredContent { notification.deliveredContent = content }
      if let arrivedAt = extra.arrivedAt { notification.arrivedAt = arrivedAt }
      if let ruleID = extra.ruleID { notification.ruleID = ruleID }
    }
    return notification
  }

  private mutating func store(_ notification: DeliveredNotification, at position: Int) {
    let old = stored(position)
    let step = old.step == Self.noStep ? nil : old.step
    // An unchanged payload stays dropped: reading it again gives it back.
    if old.bits.has(Bits.compacted), let payload = notification.payload, payload == self.payload(at: position) {
      var record = makeStored(notification, step: step, at: position)
      record.center = old.center
      record.bits.set(Bits.compacted, true)
      update(position) { $0 = record }
      return
    }
    // Otherwise the record names its step only while it holds that step's very payload, which
    // is what lets `compact(_:)` drop it.
    var keepsStep = false
    if step != nil, !old.bits.has(Bits.compacted), let payload = notification.payload, let kept = payloadSlot(position) {
      keepsStep = kept.isIdentical(to: payload)
    }
    var record = makeStored(notification, step: keepsStep ? step : nil, at: position)
    record.center = old.center
    update(position) { $0 = record }
    setPayloadSlot(notification.payload, at: position)
  }

  /// Keeps `payload` beside the record at `position`, making the chunk's column again if it was dropped.
  private mutating func setPayloadSlot(_ payload: Payload?, at position: Int) {
    let number = position >> Self.chunkShift
    if chunks[number].payloads.isEmpty {
      guard payload != nil else { return }
      chunks[number].payloads = Array(repeating: nil, count: chunks[number].records.count)
    }
    chunks[number].payloads[position & (Self.chunkSize - 1)] = payload
  }

  /// The record for `notification`, with its extras stored at `position` (or cleared).
  private mutating func makeStored(_ notification: DeliveredNotification, step: SourcePosition?, at position: Int) -> Stored {
    makeStored(
      id: notification.id, kind: notification.kind, route: notification.route,
      runsServiceExtension: notification.runsServiceExtension, hasPayload: notification.payload != nil,
      ruleID: notification.ruleID, status: notification.status, arrivedAt: notification.arrivedAt,
      localRequest: notification.localRequest, deliveredContent: notification.deliveredContent, step: step, at: position)
  }

  /// The record of a notification given by its parts, with its extras stored at `position` (or
  /// cleared).
  @inline(__always)
  private mutating func makeStored(
    id: String, kind: NotificationKind, route: DeliveryRoute, runsServiceExtension: Bool, hasPayload: Bool,
    ruleID: String, status: DeliveredNotification.Status, arrivedAt: SimulatedInstant,
    localRequest: LocalNotificationRequest?, deliveredContent: NotificationContent?, step: SourcePosition?, at position: Int
  ) -> Stored {
    var bits = Bits(raw: Self.number(kind) << Bits.kindShift | Self.number(route) << Bits.routeShift)
    bits.set(Bits.runsServiceExtension, runsServiceExtension)
    bits.set(Bits.hasPayload, hasPayload)
    let rule = strings.number(ruleID).flatMap { $0 <= Bits.maximumString ? $0 : nil }
    if let rule { bits.raw |= UInt64(rule) << Bits.ruleShift }
    let statusFits = encode(status, into: &bits)
    let arrived = Self.nanoseconds(arrivedAt.offset) ?? Stored.inexact
    // Most records are remote notifications shown as they came: nothing kept apart.
    var keptApart = false
    if case .some = localRequest { keptApart = true }
    if case .some = deliveredContent { keptApart = true }
    if rule != nil && statusFits && arrived != Stored.inexact && !keptApart {
      if !extras.isEmpty { extras[position] = nil }
    } else {
      var extra = Extras()
      if rule == nil { extra.ruleID = ruleID }
      if !statusFits { extra.status = status }
      if arrived == Stored.inexact { extra.arrivedAt = arrivedAt }
      extra.localRequest = localRequest
      extra.deliveredContent = deliveredContent
      bits.set(Bits.hasExtras, true)
      extras[position] = extra
    }
    return Stored(id: id, arrived: arrived, bits: bits, step: step ?? Self.noStep)
  }

  private static let pendingTag = 0, displayedTag = 1, notShownTag = 2, droppedTag = 3, removedTag = 4

  /// Writes `status` into `bits`; `false` when its strings are past the table's limit.
  private mutating func encode(_ status: DeliveredNotification.Status, into bits: inout Bits) -> Bool {
    let mask: UInt64 = ((1 << 24) - 1) << Bits.reasonShift | 0b111 << Bits.statusShift | 0b1111 << Bits.presentationShift
    bits.raw &= ~mask
    var tag = Self.pendingTag
    var reason = 0
    var shown: UInt64 = 0
    switch status {
    case .pending: break
    case .displayed(let presentation):
      tag = Self.displayedTag
      shown = (presentation.banner ? 1 : 0) | (presentation.list ? 2 : 0) | (presentation.sound ? 4 : 0) | (presentation.badge ? 8 : 0)
    case .notShown(let why):
      tag = Self.notShownTag
      guard let number = strings.number(why), number <= Bits.maximumString else { return false }
      reason = number
    case .removed(let why):
      tag = Self.removedTag
      guard let number = strings.number(why), number <= Bits.maximumString else { return false }
      reason = number
    case .dropped(let drop):
      tag = Self.droppedTag
      if let number = dropReasons.lastIndex(of: drop) {
        reason = number
      } else {
        guard dropReasons.count <= Bits.maximumString else { return false }
        reason = dropReasons.count
        dropReasons.append(drop)
      }
    }
    bits.raw |= UInt64(tag) << Bits.statusShift | UInt64(reason) << Bits.reasonShift | shown << Bits.presentationShift
    return true
  }

  private func status(of bits: Bits, at position: Int) -> DeliveredNotification.Status {
    if bits.has(Bits.hasExtras), let status = extras[position]?.status { return status }
    let reason = bits.field(Bits.reasonShift, width: 24)
    switch bits.field(Bits.statusShift, width: 3) {
    case Self.displayedTag:
      let shown = bits.field(Bits.presentationShift, width: 4)
      return .displayed(Presentation(banner: shown & 1 != 0, list: shown & 2 != 0, sound: shown & 4 != 0, badge: shown & 8 != 0))
    case Self.notShownTag: return .notShown(strings[reason])
    case Self.droppedTag: return .dropped(dropReasons[reason])
    case Self.removedTag: return .removed(strings[reason])
    default: return .pending
    }
  }
}

/// Strings kept once each and numbered in the order met: a run meets few rule ids and reasons.
/// The string met last is tried first, as most records share it.
private struct StringTable: Sendable {
  /// The strings numbered 1, 2, 3...; the empty string is 0.
  private var strings: [String] = []
  private var numbers: [String: Int] = [:]
  /// The numbers met most recently, tried before the dictionary: a run alternates among few.
  private var recent: (Int, Int, Int, Int) = (0, 0, 0, 0)

  subscript(number: Int) -> String { number > 0 && number <= strings.count ? strings[number - 1] : "" }

  /// How many strings are found by comparing them in turn; past that, by the dictionary, which
  /// is made then. Most simulators (a test's, a short scenario's) number a handful of rule ids,
  /// and hashing each into a new dictionary cost them more than comparing.
  private static let scanned = 8

  /// The number of `string`, added if new.
  mutating func number(_ string: String) -> Int? {
    if string.isEmpty { return 0 }
    // Tried one by one, not by looping over `[recent.0, ...]`: that array was made on the heap
    // and released on every call.
    if isString(recent.0, string) { return recent.0 }
    if isString(recent.1, string) { return recent.1 }
    if isString(recent.2, string) { return recent.2 }
    if isString(recent.3, string) { return recent.3 }
    let number: Int
    if strings.count <= Self.scanned {
      number = strings.firstIndex(of: string).map { $0 + 1 } ?? add(string)
    } else if let known = numbers[string] {
      number = known
    } else {
      number = add(string)
    }
    recent = (number, recent.0, recent.1, recent.2)
    return number
  }

  /// Whether `number` is a number given out, of `string`.
  @inline(__always)
  private func isString(_ number: Int, _ string: String) -> Bool {
    number > 0 && strings[number - 1] == string
  }

  /// Numbers `string`, which is new, and returns its number.
  private mutating func add(_ string: String) -> Int {
    // Room for the strings compared in turn, at the first: growing from one string moved the
    // table three times in a short scenario's tap (400 instructions an add).
    if strings.capacity == 0 { strings.reserveCapacity(Self.scanned + 1) }
    strings.append(string)
    if strings.count == Self.scanned + 1 {
      for (index, known) in strings.enumerated() { numbers[known] = index + 1 }
    } else if strings.count > Self.scanned + 1 {
      numbers[string] = strings.count
    }
    return strings.count
  }
}
