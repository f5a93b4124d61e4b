/// Finds the known name a mistyped key most likely meant, for "did you mean" suggestions.
///
/// Keys are compared the way people mistype APNs keys: case is ignored, `_`, `-` and spaces
/// count as the same separator (`content_available`, `Content-Available`), and a name that only
/// lost its separators matches outright (`contentAvailable`, `SimulatorTargetBundle`).
/// Otherwise the Levenshtein distance between the two names must be at most 2.
package enum EditDistance {
  /// The largest Levenshtein distance at which a name is still suggested.
  package static let maximumDistance = 2

  /// The candidate closest to `name`, or `nil` when none is close. Ties go to the earlier
  /// candidate, so the answer does not depend on anything but the order given.
  package static func suggestion(for name: String, among candidates: [String]) -> String? {
    let nameLength = name.utf8.count
    let nameSeparators = separatorCount(name)
    var folded: [UInt8] = []
    var squeezed: [UInt8] = []
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != name {
      // The distance is at least the difference in length, and a separator-free match needs
      // equal lengths once separators are dropped, so most names are ruled out here without
      // allocating anything.
      let candidateLength = candidate.utf8.count
      if abs(candidateLength - nameLength) > maximumDistance
        && candidateLength - separatorCount(candidate) != nameLength - nameSeparators
      {
        continue
      }
      if folded.isEmpty {
        folded = fold(name)
        squeezed = squeeze(folded)
      }
      let foldedCandidate = fold(candidate)
      let distance: Int
      if squeeze(foldedCandidate) == squeezed {
        distance = 0
      } else {
        distance = levenshtein(folded, foldedCandidate)
      }
      guard distance <= maximumDistance else { continue }
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    return best?.candidate
  }

  /// How many `-`, `_` and space bytes a name has.
  static func separatorCount(_ name: String) -> Int {
    var count = 0
    for byte in name.utf8
    where byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") {
      count += 1
    }
    return count
  }

  /// The Levenshtein distance between two byte strings: the fewest insertions, deletions and
  /// substitutions that turn one into the other.
  static func levenshtein(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The name in ASCII lower case, with `_` and space written as `-`.
  static func fold(_ name: String) -> [UInt8] {
    name.utf8.map { byte in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte + 32
      case UInt8(ascii: "_"), UInt8(ascii: " "): return UInt8(ascii: "-")
      default: return byte
      }
    }
  }

  /// A folded name without its separators.
  static func squeeze(_ folded: [UInt8]) -> [UInt8] {
    folded.filter { $0 != UInt8(ascii: "-") }
  }
}
