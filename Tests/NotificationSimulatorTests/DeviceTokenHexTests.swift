import Testing

@testable import NotificationSimulator

/// `DeviceToken.hexString` is written straight into the string's bytes; it must stay what
/// `token.map { String(format: "%02x", $0) }.joined()` gives.
@Suite struct DeviceTokenHexTests {
  static func described(_ bytes: [UInt8]) -> String {
    bytes.map { byte in (byte < 16 ? "0" : "") + String(byte, radix: 16) }.joined()
  }

  @Test func `every byte value is two lowercase digits`() {
    let every = DeviceToken(bytes: (0...255).map(UInt8.init))
    #expect(every.hexString == Self.described(every.bytes))
    #expect(every.hexString.hasPrefix("000102030405060708090a0b0c0d0e0f10"))
    #expect(every.hexString.hasSuffix("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"))
    #expect(DeviceToken(bytes: []).hexString == "")
    for seed in 0..<50 {
      let token = DeviceToken(bundleID: "com.example.app", seed: UInt64(seed))
      #expect(token.hexString == Self.described(token.bytes))
      #expect(token.description == token.hexString)
    }
  }
}
