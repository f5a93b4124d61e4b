@_exported public import NotificationPayload
