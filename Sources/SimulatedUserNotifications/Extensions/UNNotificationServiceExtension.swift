internal import NotificationSimulator

/// The entry point of a notification service app extension, which may change a push's content
/// before it is shown: models `UNNotificationServiceExtension`. Subclass it and override
/// ``didReceive(_:withContentHandler:)`` and ``serviceExtensionTimeWillExpire()``, as the Xcode
/// template does.
///
/// The simulator runs a subclass through an internal adapter to its `SimulatedServiceExtension`
/// seam (`ServiceExtensionAdapter`): one new instance per push, as iOS may do.
///
/// https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension
open class UNNotificationServiceExtension: NSObject {
  /// An extension; the system makes it.
  public override init() { super.init() }

  /// Receives the push's request; call `contentHandler` once with the content to show. The
  /// default implementation passes the request's content on unchanged.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/didreceive(_:withcontenthandler:)
  open func didReceive(
    _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
  ) {
    contentHandler(request.content)
  }

  /// Called when the extension's time is nearly up (about 30 seconds): the last chance to call the
  /// content handler. The default implementation does nothing, and the original content is shown.
  /// https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/serviceextensiontimewillexpire()
  open func serviceExtensionTimeWillExpire() {}
}

/// Runs a ``UNNotificationServiceExtension`` subclass as the simulator's
/// `SimulatedServiceExtension`.
///
/// For each push it makes a new instance with `make`, calls
/// ``UNNotificationServiceExtension/didReceive(_:withContentHandler:)`` and answers with what the
/// content handler got during the call. A handler the subclass keeps and calls later (after a
/// download, from a task or another queue) is a step of its own at the virtual time of the call
/// (`Simulator.serviceExtensionCalledContentHandler(for:with:)`): the content shows then, or,
/// after the deadline, the call is traced as late. At the deadline the simulator asks
/// `serviceExtensionTimeWillExpire(_:)`; the adapter then calls the instance's
/// ``UNNotificationServiceExtension/serviceExtensionTimeWillExpire()`` and answers with the first
/// content the handler receives during that call.
///
/// Sendable because the seam requires it: the live instances are reached only under a lock.
struct ServiceExtensionAdapter: SimulatedServiceExtension {
  /// The instance waiting for its deadline, per request identifier, and what its handler got.
  final class Instances: @unchecked Sendable {
    struct Running {
      let instance: UNNotificationServiceExtension
      let handled: Handled
    }
    /// The contents passed to one instance's content handler while the simulator is calling the
    /// instance, in order. A call at any other moment is not kept here: the adapter hands it to
    /// the runtime as a late call.
    final class Handled: @unchecked Sendable {
      private let lock = NSLock()
      private var contents: [NotificationContent] = []
      private var accepting = false

      /// Runs `body` (a call into the instance) with the handler accepting content.
      func accepting(during body: () -> Void) {
        lock.withLock { accepting = true }
        body()
        lock.withLock { accepting = false }
      }

      /// Keeps `content` when the simulator is calling the instance; returns whether it did.
      func append(_ content: NotificationContent) -> Bool {
        lock.withLock {
          if accepting { contents.append(content) }
          return accepting
        }
      }

      var all: [NotificationContent] { lock.withLock { contents } }
    }

    private let lock = NSLock()
    private var running: [String: Running] = [:]

    func store(_ value: Running, for identifier: String) { lock.withLock { running[identifier] = value } }
    func take(_ identifier: String) -> Running? { lock.withLock { running.removeValue(forKey: identifier) } }
  }

  /// Makes the team's subclass.
  let make: @Sendable () -> UNNotificationServiceExtension
  let instances = Instances()
  /// The device the extension runs on, for content handlers called late.
  let link = RuntimeLink()

  /// The runtime, set once it exists (it owns the simulator, which owns this adapter).
  final class RuntimeLink: @unchecked Sendable {
    private let lock = NSLock()
    private weak var stored: AppRuntime?
    var runtime: AppRuntime? {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }

  init(_ make: @escaping @Sendable () -> UNNotificationServiceExtension) { self.make = make }

  func didReceive(_ request: ServiceExtensionRequest, context: inout ServiceExtensionContext) -> ServiceExtensionAnswer {
    let instance = make()
    let handled = Instances.Handled()
    let unRequest = UNNotificationRequest(
      identifier: request.identifier, copying: UNNotificationContent(simulated: request.content),
      trigger: UNPushNotificationTrigger())
    let link = link
    let instances = instances
    let identifier = request.identifier
    handled.accepting {
      AppRuntime.$inExtension.withValue(true) {
      instance.didReceive(unRequest) { content in
        let simulated = AttachmentDataStore.take(content.fields.simulated, of: identifier)
        guard !handled.append(simulated) else { return }
        _ = instances.take(identifier)
        link.runtime?.contentHandlerCalledLate(for: identifier, with: simulated)
      }
      }
    }
    let contents = handled.all
    guard let first = contents.first else {
      instances.store(.init(instance: instance, handled: handled), for: request.identifier)
      return .contentHandler(request.content, timing: .never)
    }
    return .contentHandler(first, timing: contents.count > 1 ? .twice(after: .zero) : .immediately)
  }

  func serviceExtensionTimeWillExpire(_ request: ServiceExtensionRequest) -> NotificationContent? {
    guard let running = instances.take(request.identifier) else { return nil }
    running.handled.accepting {
      AppRuntime.$inExtension.withValue(true) { running.instance.serviceExtensionTimeWillExpire() }
    }
    return running.handled.all.first
  }
}
