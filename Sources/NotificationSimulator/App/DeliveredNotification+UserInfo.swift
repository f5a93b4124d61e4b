extension DeliveredNotification {
  /// What iOS hands the app as `UNNotificationContent.userInfo` for this notification: for a
  /// push, the payload; for a local request, the content's `userInfo`; after a service extension
  /// changed the content, the `userInfo` of the content it delivered.
  ///
  /// Models `notification.request.content.userInfo` and the `userInfo` of
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, with the Foundation
  /// types of ``Payload/userInfoDictionary``. Prefer it to `payload?.userInfoDictionary`, which
  /// is the push as sent and is empty for local notifications. A `Data`, `Date` or other
  /// property-list value JSON cannot hold comes back as the object the app put in
  /// (``UserInfoValues``).
  public var userInfoDictionary: [AnyHashable: Any] {
    UserInfoBridge.dictionary(content.userInfo, values: content.userInfoValues)
  }
}
