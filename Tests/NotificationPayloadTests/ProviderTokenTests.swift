import Testing

@testable import NotificationPayload

/// A token made outside the project (Python's base64 module) with the claims of Apple's archived
/// example: kid ABC123DEFG, iss DEF123GHIJ, iat 1437179036; the signature is 64 arbitrary bytes.
private let pasted =
  "eyJhbGciOiJFUzI1NiIsImtpZCI6IkFCQzEyM0RFRkcifQ.eyJpc3MiOiJERUYxMjNHSElKIiwiaWF0IjoxNDM3MTc5MDM2fQ."
  + "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-Pw"
private let claimsPart = "eyJpc3MiOiJERUYxMjNHSElKIiwiaWF0IjoxNDM3MTc5MDM2fQ"
private let headerPart = "eyJhbGciOiJFUzI1NiIsImtpZCI6IkFCQzEyM0RFRkcifQ"

private func failure(_ text: String) -> ProviderTokenError? {
  if case .failure(let error) = ProviderToken.read(text) { return error }
  return nil
}

@Suite("Provider tokens (JWT)")
struct ProviderTokenTests {
  @Test("a token made elsewhere is read, with or without the bearer scheme")
  func readsPastedToken() throws {
    for text in [pasted, "bearer " + pasted, "Bearer  " + pasted] {
      let token = try ProviderToken.read(text).get()
      #expect(token.algorithm == "ES256")
      #expect(token.keyID == "ABC123DEFG")
      #expect(token.teamID == "DEF123GHIJ")
      #expect(token.issuedAt == 1_437_179_036)
      #expect(token.compact == pasted)
      #expect(token.description == "kid ABC123DEFG, iss DEF123GHIJ, iat 1437179036")
    }
  }

  @Test("a made token reads back to the same claims, and the same claims make the same text")
  func madeTokenRoundTrips() throws {
    let made = ProviderToken.make(keyID: "KEY4567890", teamID: "TEAM123456", issuedAt: 1_767_603_600)
    #expect(try ProviderToken.read(made.compact).get() == made)
    #expect(made == ProviderToken.make(keyID: "KEY4567890", teamID: "TEAM123456", issuedAt: 1_767_603_600))
    #expect(made.compact.hasPrefix(headerPart.prefix(10)))
  }

  @Test("base64url encodes and decodes every length, without padding")
  func base64URL() {
    for length in 0..<40 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 250) }
      let text = Base64URL.encode(bytes)
      #expect(!text.contains("=") && !text.contains("+") && !text.contains("/"))
      #expect(Base64URL.decode(text) == bytes)
    }
    #expect(Base64URL.encode(Array("{\"alg\":\"ES256\",\"kid\":\"ABC123DEFG\"}".utf8)) == headerPart)
    #expect(Base64URL.decode("A") == nil)
  }

  @Test("malformed tokens: what is wrong and where")
  func malformed() {
    let cases: [(String, String, Int)] = [
      ("", "the token is empty", 1),
      ("bearer ", "the token is empty", 8),
      ("basic " + pasted, "the authorization scheme is \"basic\"; APNs expects \"bearer\"", 1),
      ("abc.def", "a JSON Web Token has three parts joined by dots; this one has 2", 1),
      (headerPart + "." + claimsPart + ".", "the token's signature part is empty", 99),
      (headerPart + ".eyJ=." + "c2ln", "\"=\" is not a base64url character (in the token's claims part)", 51),
      ("eyJhb.x.y", "the token's header part has a length that base64url cannot have", 1),
      ("WzFd." + claimsPart + ".c2ln", "the token's header part does not decode to a JSON object: it is not a JSON object", 1),
      (
        "eyJhbGciOiJIUzI1NiIsImtpZCI6IkFCQzEyM0RFRkcifQ.eyJpc3MiOiJERUYxMjNHSElKIn0.c2ln",
        "the token's claims iat is missing; APNs needs a number, seconds since 1970", 48
      ),
      (
        headerPart + ".eyJpc3MiOiJERUYxMjNHSElKIiwiaWF0Ijoic29vbiJ9.c2ln",
        "the token's claims iat is the string \"soon\"; APNs needs a number, seconds since 1970", 48
      ),
    ]
    for (text, message, column) in cases {
      let error = failure(text)
      #expect(error?.message == message, "\(text)")
      #expect(error?.column == column, "\(text)")
    }
  }

  @Test("the algorithm is read as written, so the connection can refuse it")
  func otherAlgorithm() throws {
    let token = try ProviderToken.read(
      "eyJhbGciOiJIUzI1NiIsImtpZCI6IkFCQzEyM0RFRkcifQ." + claimsPart + ".c2ln"
    ).get()
    #expect(token.algorithm == "HS256")
  }
}
