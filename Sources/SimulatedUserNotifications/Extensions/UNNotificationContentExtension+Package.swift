package import NotificationSimulator

/// The simulator's seam for the app's own content extension: the view controller `make`
/// creates, one per notification, serving `categories` (its `UNNotificationExtensionCategory`).
/// `date` gives a notification's delivery date on the device's clock. For the testing product,
/// which replays a scenario's content extensions with the app's code.
package func simulatedContentExtension(
  categories: [String], date: @escaping @Sendable (DeliveredNotification) -> Date,
  make: @escaping @MainActor @Sendable () -> any UNNotificationContentExtension
) -> any SimulatedContentExtension {
  ContentExtensionAdapter(categories: categories, date: date, make: make)
}
