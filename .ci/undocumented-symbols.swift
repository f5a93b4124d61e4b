// Lists public symbols declared in Sources/ that have no doc comment, from symbol graph files,
// and exits 1 when there are any. Run by .ci/docs: swift .ci/undocumented-symbols.swift DIR
import Foundation

let directory = CommandLine.arguments.dropFirst().first ?? "."
let files = (try FileManager.default.contentsOfDirectory(atPath: directory)).filter { $0.hasSuffix(".symbols.json") }.sorted()
var seen: Set<String> = []
var missing: [String] = []
for file in files {
  let data = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(file))
  guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]]
  else { continue }
  for symbol in symbols {
    guard let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String,
      let range = uri.range(of: "/Sources/")
    else { continue }  // synthesized or from another module
    let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
    guard symbol["docComment"] == nil, seen.insert(identifier).inserted else { continue }
    let path = ((symbol["pathComponents"] as? [String]) ?? []).joined(separator: ".")
    let line = ((location["position"] as? [String: Any])?["line"] as? Int ?? 0) + 1
    missing.append("Sources/\(uri[range.upperBound...]):\(line): public symbol '\(path)' has no doc comment")
  }
}
for line in missing.sorted() { print(line) }
if !missing.isEmpty {
  print("\(missing.count) public symbol(s) without a doc comment")
  exit(1)
}
print("every public symbol has a doc comment (\(files.count) symbol graphs)")
