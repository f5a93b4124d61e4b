// SimulatedUserNotifications: Apple's UserNotifications and UIKit notification API, backed by the
// simulator. Import it where the app's files import UIKit and UserNotifications on iOS:
//
//     #if canImport(UserNotifications) && os(iOS)
//     import UIKit
//     import UserNotifications
//     #else
//     import SimulatedUserNotifications
//     #endif
//
// Foundation is re-exported, as UIKit does, so `Date`, `URL`, `Data` and `DateComponents` resolve.
@_exported public import Foundation
