import Foundation
import Testing
@testable import SimulatedUserNotifications

/// The raw values of every option set and enum, as Apple's headers give them.
@Suite struct ValuesRawValueTests {
  @Test func `presentation options have the header's bits`() {
    #expect(UNNotificationPresentationOptions.badge.rawValue == 1)
    #expect(UNNotificationPresentationOptions.sound.rawValue == 2)
    #expect(UNNotificationPresentationOptions.alert.rawValue == 4)
    #expect(UNNotificationPresentationOptions.list.rawValue == 8)
    #expect(UNNotificationPresentationOptions.banner.rawValue == 16)
  }

  @Test func `authorization options have the header's bits`() {
    let options: [(UNAuthorizationOptions, UInt)] = [
      (.badge, 1), (.sound, 2), (.alert, 4), (.carPlay, 8), (.criticalAlert, 16),
      (.providesAppNotificationSettings, 32), (.provisional, 64), (.announcement, 128), (.timeSensitive, 256),
    ]
    for (option, bits) in options { #expect(option.rawValue == bits) }
  }

  @Test func `category and action options have the header's bits`() {
    #expect(UNNotificationCategoryOptions.customDismissAction.rawValue == 1)
    #expect(UNNotificationCategoryOptions.allowInCarPlay.rawValue == 2)
    #expect(UNNotificationCategoryOptions.hiddenPreviewsShowTitle.rawValue == 4)
    #expect(UNNotificationCategoryOptions.hiddenPreviewsShowSubtitle.rawValue == 8)
    #expect(UNNotificationCategoryOptions.allowAnnouncement.rawValue == 16)
    #expect(UNNotificationActionOptions.authenticationRequired.rawValue == 1)
    #expect(UNNotificationActionOptions.destructive.rawValue == 2)
    #expect(UNNotificationActionOptions.foreground.rawValue == 4)
  }

  @Test func `enums have the header's raw values`() {
    #expect([UNAuthorizationStatus.notDetermined, .denied, .authorized, .provisional, .ephemeral].map(\.rawValue) == [0, 1, 2, 3, 4])
    #expect([UNNotificationSetting.notSupported, .disabled, .enabled].map(\.rawValue) == [0, 1, 2])
    #expect([UNAlertStyle.none, .banner, .alert].map(\.rawValue) == [0, 1, 2])
    #expect([UNShowPreviewsSetting.always, .whenAuthenticated, .never].map(\.rawValue) == [0, 1, 2])
    #expect([UNNotificationInterruptionLevel.passive, .active, .timeSensitive, .critical].map(\.rawValue) == [0, 1, 2, 3])
    #expect([UIBackgroundFetchResult.newData, .noData, .failed].map(\.rawValue) == [0, 1, 2])
    #expect(
      [UNNotificationContentExtensionResponseOption.doNotDismiss, .dismiss, .dismissAndForwardAction].map(\.rawValue)
        == [0, 1, 2])
    #expect(
      [UNNotificationContentExtensionMediaPlayPauseButtonType.none, .default, .overlay].map(\.rawValue) == [0, 1, 2])
  }

  @Test func `UNError codes have the header's numbers and bridge to UNErrorDomain`() {
    let codes: [(UNError.Code, Int)] = [
      (.notificationsNotAllowed, 1), (.attachmentInvalidURL, 100), (.attachmentUnrecognizedType, 101),
      (.attachmentInvalidFileSize, 102), (.attachmentNotInDataStore, 103), (.attachmentMoveIntoDataStoreFailed, 104),
      (.attachmentCorrupt, 105), (.notificationInvalidNoDate, 1400), (.notificationInvalidNoContent, 1401),
      (.contentProvidingObjectNotAllowed, 1500), (.contentProvidingInvalid, 1501), (.badgeInputInvalid, 1600),
    ]
    #expect(codes.count == UNError.Code.allCases.count)
    for (code, number) in codes { #expect(code.rawValue == number) }
    let error = UNError(.attachmentInvalidFileSize)
    #expect(UNErrorDomain == "UNErrorDomain")
    #expect(UNError.errorDomain == "UNErrorDomain")
    #expect(error.errorCode == 102)
    #expect(error.code == UNError.attachmentInvalidFileSize)
    let nsError = error as NSError
    #expect(nsError.domain == "UNErrorDomain")
    #expect(nsError.code == 102)
    #expect(error.description == "UNErrorDomain 102 attachmentInvalidFileSize")
  }

  @Test func `catch UNError.code matches by code`() {
    func fail() throws { throw UNError(.attachmentInvalidURL) }
    var matched = false
    do { try fail() } catch UNError.attachmentInvalidURL { matched = true } catch {}
    #expect(matched)
  }

  @Test func `the system action identifiers are iOS's strings`() {
    #expect(UNNotificationDefaultActionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier")
    #expect(UNNotificationDismissActionIdentifier == "com.apple.UNNotificationDismissActionIdentifier")
  }
}
