/// A provider authentication token: the JSON Web Token a provider sends in the `authorization`
/// header (`bearer <token>`) of a request to APNs.
///
/// Models the token of Apple's "Establishing a token-based connection to APNs"
/// (https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns):
/// a header with the signing algorithm `alg` (APNs accepts only `ES256`) and the 10-character
/// key identifier `kid`, and claims with the issuer `iss` (the 10-character Team ID) and the
/// issue time `iat` (seconds since 1970). The compact form is three base64url segments joined by
/// dots (RFC 7519, https://www.rfc-editor.org/rfc/rfc7519).
///
/// Reading checks the form and the claims APNs reads; it does not check the signature. No
/// cryptography is needed to model APNs's rules about a token's age and refresh rate, and a team
/// can paste the token its server makes: the simulator reads the same claims APNs reads.
public struct ProviderToken: Hashable, Sendable, CustomStringConvertible {
  /// The header's `alg`: the signing algorithm. APNs accepts only `ES256`.
  public var algorithm: String
  /// The header's `kid`: the identifier of the signing key, from the developer account.
  public var keyID: String
  /// The claim `iss`: the Team ID of the developer account that owns the key.
  public var teamID: String
  /// The claim `iat`: when the token was made, in seconds since 1970-01-01T00:00:00Z.
  public var issuedAt: Int64
  /// The token in its compact form, as it appears after `bearer `.
  public var compact: String

  /// The only signing algorithm APNs accepts.
  public static let requiredAlgorithm = "ES256"

  /// Reads a compact token (`xxxxx.yyyyy.zzzzz`), or an `authorization` header value
  /// (`bearer xxxxx.yyyyy.zzzzz`).
  public static func read(_ text: String) -> Result<ProviderToken, ProviderTokenError> {
    var reader = Reader(text: text)
    return reader.read()
  }

  /// A token with these claims, in compact form, signed with a placeholder that is not a
  /// signature: for tests and scenarios that do not paste a real token.
  ///
  /// The segments are written with the keys in a fixed order, so the same claims always make the
  /// same text.
  public static func make(
    keyID: String, teamID: String, issuedAt: Int64, algorithm: String = ProviderToken.requiredAlgorithm
  ) -> ProviderToken {
    let header = #"{"alg":\#(JSONWriter.quoted(algorithm)),"kid":\#(JSONWriter.quoted(keyID))}"#
    let claims = #"{"iss":\#(JSONWriter.quoted(teamID)),"iat":\#(issuedAt)}"#
    let compact =
      Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8)) + "."
      + Base64URL.encode(Array("not-a-signature".utf8))
    return ProviderToken(algorithm: algorithm, keyID: keyID, teamID: teamID, issuedAt: issuedAt, compact: compact)
  }

  /// `kid ABC123DEFG, iss DEF123GHIJ, iat 1767603600`.
  public var description: String { "kid \(keyID), iss \(teamID), iat \(issuedAt)" }
}

/// Why a text is not a provider token APNs can read, with the place in the text.
///
/// APNs answers such a token with 403 `InvalidProviderToken`; the simulator reports the reason
/// first, so the fix is plain.
public struct ProviderTokenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in one sentence.
  public var message: String
  /// The 1-based position, in characters of the text that was read, where the problem starts.
  public var column: Int
  /// What to do about it.
  public var hint: String

  /// Creates an error.
  public init(message: String, column: Int, hint: String) {
    self.message = message
    self.column = column
    self.hint = hint
  }

  /// `column 12: <message>`.
  public var description: String { "column \(column): \(message)" }
}

extension ProviderToken {
  fileprivate struct Reader {
    let text: String
    let characters: [Character]

    init(text: String) {
      self.text = text
      self.characters = Array(text)
    }

    mutating func read() -> Result<ProviderToken, ProviderTokenError> {
      var start = 0
      // An authorization header value: the scheme, one space, the token.
      if let space = characters.firstIndex(of: " ") {
        let scheme = String(characters[..<space])
        guard scheme.lowercased() == "bearer" else {
          return .failure(
            error(
              "the authorization scheme is \(JSONWriter.quoted(scheme)); APNs expects \"bearer\"", at: 0,
              hint: "Write the header as: authorization: bearer <token>."))
        }
        start = space + 1
        while start < characters.count, characters[start] == " " { start += 1 }
      }
      let token = characters[start...]
      guard !token.isEmpty else {
        return .failure(
          error("the token is empty", at: start, hint: "Put the token, three base64url parts joined by dots, after \"bearer \"."))
      }
      let dots = token.indices.filter { characters[$0] == "." }
      guard dots.count == 2 else {
        return .failure(
          error(
            "a JSON Web Token has three parts joined by dots; this one has \(dots.count + 1)", at: start,
            hint: "Paste the whole token: header.claims.signature, each part base64url-encoded."))
      }
      let segments = [
        (name: "header", range: start..<dots[0]),
        (name: "claims", range: (dots[0] + 1)..<dots[1]),
        (name: "signature", range: (dots[1] + 1)..<characters.count),
      ]
      var objects: [JSONObject] = []
      for segment in segments {
        guard !segment.range.isEmpty else {
          return .failure(
            error(
              "the token's \(segment.name) part is empty", at: segment.range.lowerBound,
              hint: "APNs rejects unsigned tokens; sign the token with ES256 and the key from your developer account."))
        }
        if let bad = segment.range.first(where: { !Base64URL.isDigit(characters[$0]) }) {
          return .failure(
            error(
              "\(JSONWriter.quoted(String(characters[bad]))) is not a base64url character (in the token's \(segment.name) part)",
              at: bad, hint: "base64url uses A-Z, a-z, 0-9, - and _, without = padding."))
        }
        guard segment.name != "signature" else { break }
        guard let bytes = Base64URL.decode(String(characters[segment.range])) else {
          return .failure(
            error(
              "the token's \(segment.name) part has a length that base64url cannot have", at: segment.range.lowerBound,
              hint: "Paste the part whole; a base64url part never has a length of 1 more than a multiple of 4."))
        }
        let parsed = JSONParser.parse(bytes, options: .init(maximumDepth: 16))
        guard let object = parsed.value?.object, parsed.diagnostics.allSatisfy({ $0.severity != .error }) else {
          let detail = parsed.diagnostics.first(where: { $0.severity == .error })?.message ?? "it is not a JSON object"
          return .failure(
            error(
              "the token's \(segment.name) part does not decode to a JSON object: \(detail)", at: segment.range.lowerBound,
              hint: "Encode the \(segment.name) as a JSON object, then base64url."))
        }
        objects.append(object)
      }
      let header = objects[0]
      let claims = objects[1]
      let headerAt = segments[0].range.lowerBound
      let claimsAt = segments[1].range.lowerBound

      guard let algorithm = header["alg"]?.string else {
        return .failure(
          missing("alg", in: "header", at: headerAt, expected: "a string, \"ES256\"", present: header["alg"]))
      }
      guard let keyID = header["kid"]?.string else {
        return .failure(
          missing("kid", in: "header", at: headerAt, expected: "the 10-character key ID", present: header["kid"]))
      }
      guard let teamID = claims["iss"]?.string else {
        return .failure(
          missing("iss", in: "claims", at: claimsAt, expected: "the 10-character Team ID", present: claims["iss"]))
      }
      guard let number = claims["iat"]?.number else {
        return .failure(
          missing("iat", in: "claims", at: claimsAt, expected: "a number, seconds since 1970", present: claims["iat"]))
      }
      guard number.isIntegerLiteral, let issuedAt = Int64(number.literal), issuedAt >= 0 else {
        return .failure(
          error(
            "the claim iat is \(number.literal); APNs needs whole seconds since 1970", at: claimsAt,
            hint: "Set iat to the time the token was made, in whole seconds since 1970, such as 1767603600."))
      }
      return .success(
        ProviderToken(
          algorithm: algorithm, keyID: keyID, teamID: teamID, issuedAt: issuedAt,
          compact: String(characters[start...])))
    }

    func missing(_ key: String, in part: String, at index: Int, expected: String, present: JSONValue?)
      -> ProviderTokenError
    {
      let what = present.map { "is \($0.typeDescription)" } ?? "is missing"
      return error(
        "the token's \(part) \(key) \(what); APNs needs \(expected)", at: index,
        hint: "Make the token with \(key) in its \(part), as Apple's token guide shows.")
    }

    func error(_ message: String, at index: Int, hint: String) -> ProviderTokenError {
      ProviderTokenError(message: message, column: index + 1, hint: hint)
    }
  }
}

/// base64url without padding (RFC 4648 §5, https://www.rfc-editor.org/rfc/rfc4648#section-5),
/// the encoding of each part of a JSON Web Token.
enum Base64URL {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  static func isDigit(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return false }
    return value(of: ascii) != nil
  }

  private static func value(of ascii: UInt8) -> UInt8? {
    switch ascii {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): ascii - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): ascii - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): ascii - UInt8(ascii: "0") + 52
    case UInt8(ascii: "-"): 62
    case UInt8(ascii: "_"): 63
    default: nil
    }
  }

  static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count * 4 + 2) / 3)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var chunk: UInt32 = 0
      for offset in 0..<3 {
        chunk <<= 8
        if offset < count { chunk |= UInt32(bytes[index + offset]) }
      }
      for digit in 0...count {
        out.append(alphabet[Int((chunk >> (18 - 6 * UInt32(digit))) & 63)])
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The bytes of an unpadded base64url text, or `nil` if its length cannot occur.
  static func decode(_ text: String) -> [UInt8]? {
    let digits = Array(text.utf8)
    guard digits.count % 4 != 1 else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(digits.count * 3 / 4)
    var buffer: UInt32 = 0
    var bits = 0
    for ascii in digits {
      guard let value = value(of: ascii) else { return nil }
      buffer = (buffer << 6) | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        out.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
      }
    }
    return out
  }
}
