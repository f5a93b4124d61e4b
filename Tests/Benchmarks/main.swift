// Benchmarks for NotificationSimulator. Build with `swift build -c release --product notifsim-bench`.
//
//   notifsim-bench generate DIR COUNT   writes COUNT real-world-shaped payload files into DIR
//   notifsim-bench parse N              parses a set of payloads N times, in process
//
// The generator is seeded, so every run writes the same files.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import NotificationSimulator

/// SplitMix64: a small seeded generator, so the benchmark inputs are the same on every run.
struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

let words = [
  "order", "shipped", "your", "friend", "commented", "on", "photo", "new", "episode", "is", "out",
  "sale", "ends", "tonight", "reminder", "meeting", "at", "flight", "delayed", "gate", "changed",
  "score", "update", "goal", "message", "from", "Ana", "José", "Zoë", "café", "🎉", "news",
]

func sentence(_ random: inout SplitMix64, _ count: Int) -> String {
  (0..<count).map { _ in random.pick(words) }.joined(separator: " ")
}

/// One payload in the shapes teams keep for `simctl push`: alerts as strings or dictionaries,
/// localized alerts, badges, sounds, categories, silent pushes, rich pushes, custom data.
func payload(_ random: inout SplitMix64, index: Int) -> String {
  var aps: [String] = []
  let shape = random.below(10)
  switch shape {
  case 0, 1:
    aps.append("\"alert\": \(JSONWriter.quoted(sentence(&random, 3 + random.below(8))))")
  case 2:
    aps.append("\"content-available\": 1")
  case 3:
    aps.append(
      "\"alert\": {\"title-loc-key\": \"TITLE_\(random.below(20))\", \"loc-key\": \"BODY_\(random.below(50))\", \"loc-args\": [\(JSONWriter.quoted(random.pick(words))), \"\(random.below(100))\"]}"
    )
  default:
    var alert = ["\"title\": \(JSONWriter.quoted(sentence(&random, 2 + random.below(4))))"]
    if random.chance(40) { alert.append("\"subtitle\": \(JSONWriter.quoted(sentence(&random, 3)))") }
    alert.append("\"body\": \(JSONWriter.quoted(sentence(&random, 5 + random.below(30))))")
    aps.append("\"alert\": {\(alert.joined(separator: ", "))}")
    if random.chance(30) { aps.append("\"mutable-content\": 1") }
    if random.chance(20) { aps.append("\"content-available\": 1") }
  }
  if shape != 2 {
    if random.chance(50) { aps.append("\"badge\": \(random.below(30))") }
    if random.chance(60) { aps.append("\"sound\": \(random.chance(80) ? "\"default\"" : "\"chime.caf\"")") }
    if random.chance(50) { aps.append("\"category\": \(JSONWriter.quoted(random.pick(["MESSAGE", "ORDER", "NEWS_CATEGORY", "INVITE"])))") }
    if random.chance(40) { aps.append("\"thread-id\": \"thread-\(random.below(10))\"") }
    if random.chance(20) { aps.append("\"interruption-level\": \(JSONWriter.quoted(random.pick(["passive", "active", "time-sensitive"])))") }
    if random.chance(10) { aps.append("\"relevance-score\": 0.\(random.below(10))") }
  }
  var top = ["\"aps\": {\(aps.joined(separator: ", "))}"]
  let customCount = random.below(6)
  for key in 0..<customCount {
    switch random.below(4) {
    case 0: top.append("\"id\(key)\": \(random.below(1_000_000))")
    case 1: top.append("\"link\(key)\": \"https://example.com/\(random.pick(words))/\(random.below(9999))\"")
    case 2:
      top.append(
        "\"meta\(key)\": {\"sender\": {\"id\": \(random.below(99999)), \"name\": \(JSONWriter.quoted(random.pick(words)))}, \"tags\": [\"a\", \"b\", \(random.below(9))], \"flag\": \(random.chance(50))}"
      )
    default: top.append("\"note\(key)\": \(JSONWriter.quoted(sentence(&random, 10 + random.below(40))))")
    }
  }
  if random.chance(30) { top.append("\"Simulator Target Bundle\": \"com.example.app\(random.below(5))\"") }
  if random.chance(50) {
    return "{\n  " + top.joined(separator: ",\n  ") + "\n}\n"
  }
  return "{" + top.joined(separator: ",") + "}"
}

func writeFile(_ path: String, _ text: String) {
  guard let file = fopen(path, "w") else {
    print("bench: cannot write \(path)")
    exit(1)
  }
  fputs(text, file)
  fclose(file)
}

func generate(directory: String, count: Int) {
  mkdir(directory, 0o755)
  var random = SplitMix64(state: 2026)
  var bytes = 0
  for index in 0..<count {
    let text = payload(&random, index: index)
    bytes += text.utf8.count
    let name = index < 10_000 ? String(index + 100_000).dropFirst() : Substring(String(index))
    writeFile("\(directory)/payload-\(name).apns", text)
  }
  print("wrote \(count) files, \(bytes) bytes, into \(directory)")
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "generate" where arguments.count == 3:
  generate(directory: arguments[1], count: Int(arguments[2]) ?? 3000)
default:
  print("usage: notifsim-bench generate DIR COUNT")
  exit(64)
}
